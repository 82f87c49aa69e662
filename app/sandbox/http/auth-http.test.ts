import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Area } from '../kit';
import { startRecordedSandbox, type RecordedSandbox } from '../validation/recorded-sandbox';

let sandbox: RecordedSandbox;

beforeAll(async () => {
  sandbox = await startRecordedSandbox({ seed: 'auth-tests' });
});
afterAll(async () => {
  expect(sandbox.contractViolations()).toEqual([]);
  await sandbox.close();
});

const paths: Record<Area, string> = {
  admin: '/users/some-account/manage',
  bitbucket: '/2.0/workspaces/orgdesk-demo/hooks',
  confluence: '/wiki/api/v2/pages',
  jira: '/rest/api/3/notificationscheme',
};
const basic = (user: string, password: string) => `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}`;

describe('authentication per area', () => {
  it.each(Object.keys(paths) as Area[])('%s answers 401 with its own error body when credentials are missing', async (area) => {
    const response = await fetch(`${sandbox.baseUrl}${paths[area]}`);
    expect(response.status).toBe(401);
    expect(response.headers.get('www-authenticate')).toBeTruthy();
    const body: unknown = await response.json();
    if (area === 'admin') expect(body).toEqual({ key: 'unauthorized' });
    if (area === 'bitbucket') expect(body).toMatchObject({ type: 'error', error: { message: expect.any(String) } });
    if (area === 'jira') expect(body).toMatchObject({ errorMessages: [expect.any(String)] });
    if (area === 'confluence') expect(body).toEqual({ errors: [{ status: 401, code: 'UNAUTHORIZED', title: 'Unauthorized', detail: expect.any(String) }] });
  });

  it('refuses credentials of another area and wrong secrets', async () => {
    const { credentials } = sandbox;
    const attempts: [string, string][] = [
      [paths.admin, `Bearer ${credentials.bitbucket.token}`],
      [paths.admin, basic(credentials.site.email, credentials.site.apiToken)],
      [paths.bitbucket, `Bearer ${credentials.admin.apiKey}`],
      [paths.jira, `Bearer ${credentials.admin.apiKey}`],
      [paths.jira, basic(credentials.site.email, 'wrong-token')],
      [paths.confluence, basic('someone@else.com', credentials.site.apiToken)],
    ];
    for (const [path, authorization] of attempts) {
      const response = await fetch(`${sandbox.baseUrl}${path}`, { headers: { authorization } });
      expect(response.status, `${path} with ${authorization.split(' ')[0]}`).toBe(401);
    }
  });

  it("accepts each area's own credentials", async () => {
    expect((await sandbox.call('admin', 'GET', `/users/${sandbox.world.adminAccountId}/manage`)).status).toBe(200);
    expect((await sandbox.call('bitbucket', 'GET', paths.bitbucket)).status).toBe(200);
    expect((await sandbox.call('jira', 'GET', '/rest/api/3/no-such-resource')).status).toBe(404);
  });

  it('answers paths outside every area with a plain 404', async () => {
    expect((await fetch(`${sandbox.baseUrl}/nothing/here`)).status).toBe(404);
  });
});
