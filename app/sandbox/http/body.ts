import type { IncomingMessage } from 'node:http';

/** Larger bodies get 413, as Confluence does above 5 MB. */
export const maxBodyBytes = 5 * 1024 * 1024;

export async function readBody(req: IncomingMessage): Promise<Buffer | 'tooLarge'> {
  const chunks: Buffer[] = [];
  let size = 0;
  let tooLarge = false;
  for await (const chunk of req) {
    const buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(String(chunk));
    size += buffer.length;
    if (size > maxBodyBytes) tooLarge = true;
    // Keep reading (and discarding) so the client sees the 413 rather than a reset.
    if (!tooLarge) chunks.push(buffer);
  }
  return tooLarge ? 'tooLarge' : Buffer.concat(chunks);
}

export type ParsedBody = { kind: 'none' } | { kind: 'json'; value: unknown } | { kind: 'malformed'; text: string } | { kind: 'unsupported'; text: string };

/** JSON bodies only: every operation the sandbox serves takes JSON or nothing. */
export function parseBody(raw: Buffer, contentType: string | undefined): ParsedBody {
  const text = raw.toString('utf8');
  if (text.trim() === '') return { kind: 'none' };
  if (contentType !== undefined && !/json/i.test(contentType)) return { kind: 'unsupported', text };
  try {
    const value: unknown = JSON.parse(text);
    return { kind: 'json', value };
  } catch {
    return { kind: 'malformed', text };
  }
}
