import { existsSync, readFileSync } from 'node:fs';
import { isAppError, type ErrorInfo } from '../../contract/errors';
import type { RecordedExchange } from '../../sandbox/http/recorder';
import type { RunningSandbox } from '../../sandbox/server';
import { createApiSession, type ApiSession } from '../http/session';
import { createTransport } from '../http/transport';

/**
 * For client tests of every area: an API session on the sandbox's credentials over real loopback HTTP. `wrong`
 * swaps in refused credentials, to see how a 401 reads.
 */
export function sandboxSession(
  sandbox: Pick<RunningSandbox, 'baseUrl' | 'credentials'>,
  options: { jiraApiVersion?: '2' | '3'; wrong?: boolean } = {},
): ApiSession {
  const { baseUrl, credentials } = sandbox;
  const secret = (value: string) => (options.wrong ? `${value}-revoked` : value);
  const transport = createTransport({ fetch: globalThis.fetch, userAgent: 'Orgdesk/test', retry: { maxAttempts: 1 } });
  return createApiSession(transport, {
    jiraApiVersion: options.jiraApiVersion ?? '3',
    admin: { baseUrl, apiKey: secret(credentials.admin.apiKey) },
    site: { url: baseUrl, email: credentials.site.email, apiToken: secret(credentials.site.apiToken) },
    bitbucket: { baseUrl, workspace: credentials.bitbucket.workspace, token: secret(credentials.bitbucket.token) },
  });
}

/** The requests the recorded sandbox saw, oldest first. */
export function recordedRequests(recordFile: string): RecordedExchange[] {
  if (!existsSync(recordFile)) return [];
  return readFileSync(recordFile, 'utf8')
    .split('\n')
    .filter((line) => line !== '')
    .map((line) => JSON.parse(line) as RecordedExchange);
}

/** What a client call failed with; fails the test when it did not fail with an AppError. */
export async function failureOf(call: Promise<unknown>): Promise<ErrorInfo> {
  try {
    await call;
  } catch (error) {
    if (isAppError(error)) return error.info;
    throw error;
  }
  throw new Error('expected the call to fail');
}

/**
 * Contract problems of the recorded exchanges, less one false alarm of the sandbox's checker: the
 * specs give some 204 answers a JSON content type, and a 204 can carry no body (reported to the lead).
 */
export function contractViolations(sandbox: { contractViolations(): string[] }): string[] {
  return sandbox.contractViolations().filter((line) => !/-> 204: status 204 of .* should carry a JSON body$/.test(line));
}
