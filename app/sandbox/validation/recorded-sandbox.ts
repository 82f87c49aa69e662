import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Area } from '../kit';
import { startSandbox, type RunningSandbox, type SandboxOptions } from '../server';
import { recordFileViolations } from './contract';

export interface RecordedSandbox extends RunningSandbox {
  recordFile: string;
  /** Contract problems of every exchange recorded so far (empty when all fit the reduced specs). */
  contractViolations(): string[];
  /** The Authorization header the real area expects, for this sandbox's credentials. */
  authFor(area: Area): Record<string, string>;
  /** One authenticated request; `body` is sent as JSON, `rawBody` as is. */
  call(area: Area, method: string, path: string, options?: CallOptions): Promise<CallResult>;
}

export interface CallOptions {
  body?: unknown;
  rawBody?: string;
  headers?: Record<string, string>;
}

export interface CallResult {
  status: number;
  headers: Headers;
  /** Parsed JSON, or undefined for an empty answer. */
  body: unknown;
}

/** For tests: a sandbox on a random port that records every exchange, so the test can check them all against the specs. */
export async function startRecordedSandbox(options: SandboxOptions = {}): Promise<RecordedSandbox> {
  const recordFile = join(mkdtempSync(join(tmpdir(), 'orgdesk-sandbox-')), 'exchanges.jsonl');
  const sandbox = await startSandbox({ now: '2026-11-22T10:00:00.000Z', ...options, port: 0, recordFile });
  const { credentials } = sandbox;
  const basic = `Basic ${Buffer.from(`${credentials.site.email}:${credentials.site.apiToken}`).toString('base64')}`;
  const authorization: Record<Area, string> = {
    admin: `Bearer ${credentials.admin.apiKey}`,
    bitbucket: `Bearer ${credentials.bitbucket.token}`,
    confluence: basic,
    jira: basic,
  };
  const call = async (area: Area, method: string, path: string, options: CallOptions = {}): Promise<CallResult> => {
    const text = options.rawBody ?? (options.body === undefined ? undefined : JSON.stringify(options.body));
    const response = await fetch(`${sandbox.baseUrl}${path}`, {
      method,
      headers: { authorization: authorization[area], ...(text === undefined ? {} : { 'content-type': 'application/json' }), ...options.headers },
      body: text,
      // Redirects (attachment downloads) are part of what is checked, so they are not followed.
      redirect: 'manual',
    });
    const answer = await response.text();
    const json = response.headers.get('content-type')?.includes('json') ?? false;
    return { status: response.status, headers: response.headers, body: answer === '' ? undefined : json ? JSON.parse(answer) : answer };
  };
  return {
    ...sandbox,
    recordFile,
    contractViolations: () => (existsSync(recordFile) ? recordFileViolations(recordFile) : []),
    authFor: (area) => ({ authorization: authorization[area] }),
    call,
  };
}
