import { appendFileSync } from 'node:fs';

/** One request and its answer, as a line of the record file. */
export interface RecordedExchange {
  method: string;
  path: string;
  /** Raw query string without `?`. */
  query: string;
  requestHeaders: Record<string, string>;
  /** Parsed JSON, raw text when it was not JSON, or null when there was none. */
  requestBody: unknown;
  /** 0 when the connection was dropped without an answer. */
  status: number;
  responseHeaders: Record<string, string>;
  responseBody: unknown;
}

const credentialHeaders = new Set(['authorization', 'proxy-authorization', 'cookie', 'x-api-key']);

export function recordableHeaders(headers: Record<string, string | string[] | undefined>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers)) {
    if (value === undefined || credentialHeaders.has(name.toLowerCase())) continue;
    out[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : value;
  }
  return out;
}

/** Webhook secrets are credentials too: the record keeps that one was sent, never its value. */
function redactSecrets(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(redactSecrets);
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, child]) => [key, key === 'secret' && typeof child === 'string' && child !== '' ? '[redacted]' : redactSecrets(child)]),
  );
}

export type Recorder = (exchange: RecordedExchange) => void;

/** Appends synchronously so the file is complete the moment a client has its answer. */
export function fileRecorder(file: string): Recorder {
  return (exchange) => {
    appendFileSync(file, `${JSON.stringify({ ...exchange, requestBody: redactSecrets(exchange.requestBody) })}\n`);
  };
}
