import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isAppError } from '../contract/errors';
import type { JiraState } from '../sandbox/areas/jira/state';
import type { RunningSandbox } from '../sandbox/server';
import { createApiSession, type ApiSession } from './http/session';
import { createTransport } from './http/transport';
import { recordingFetch, startTestSandbox } from './testing/sandbox-fixture';
import { typedClient } from './typed-client';

let sandbox: RunningSandbox;
let session: ApiSession;
const wire = recordingFetch();
beforeAll(async () => {
  const started = await startTestSandbox({ seed: 'typed-client-tests' });
  sandbox = started.sandbox;
  session = createApiSession(createTransport({ fetch: wire.fetch, userAgent: 'orgdesk-tests' }), { ...started.credentials, jiraApiVersion: '2' });
});
afterAll(() => sandbox.close());

describe('typed clients over the session', () => {
  it('sends spec paths with the connection credentials and API version, typed from the spec', async () => {
    const version = (sandbox.world.areas.jira as JiraState).versions[0];
    const jira = typedClient(session, 'jira');
    const { data } = await jira.GET('/rest/api/3/version/{id}', { params: { path: { id: String(version?.id) } } });
    const name: string | undefined = data?.name;
    expect(name).toBe(version?.name);
    expect(wire.calls.at(-1)?.url).toBe(`${sandbox.baseUrl}/rest/api/2/version/${version?.id}`);
  });

  it('takes Confluence v2 ids as strings (spec patch) and maps failures to AppError', async () => {
    const confluence = typedClient(session, 'confluence-v2');
    const error = await confluence
      .GET('/wiki/api/v2/pages/{id}', { params: { path: { id: '987654321' } } })
      .then(() => undefined, (thrown: unknown) => thrown);
    expect(isAppError(error) && error.info.code).toBe('NOT_FOUND');
  });
});
