import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sandboxSession } from '../../api/testing/sandbox-session';
import { hiddenFields } from '../areas/confluence/v1/users';
import { startRecordedSandbox, type RecordedSandbox } from '../validation/recorded-sandbox';

let sandbox: RecordedSandbox;
beforeAll(async () => {
  sandbox = await startRecordedSandbox({ seed: 'local-only' });
});
afterAll(async () => {
  expect(sandbox.contractViolations()).toEqual([]);
  await sandbox.close();
});

function statusWithHost(path: string, host: string): Promise<number | undefined> {
  return new Promise((resolve, reject) => {
    const req = request(`${sandbox.baseUrl}${path}`, { headers: { host } }, (res) => {
      res.resume();
      resolve(res.statusCode);
    });
    req.on('error', reject);
    req.end();
  });
}

describe('the sandbox stays on this machine', () => {
  it('refuses a request whose Host is not its loopback address, as a page reaching it by DNS rebinding would send', async () => {
    const port = new URL(sandbox.baseUrl).port;
    expect(await statusWithHost('/wiki/api/v2/spaces', `evil.test:${port}`)).toBe(403);
    expect(await statusWithHost('/avatars/initials/AB-1.svg', 'evil.test')).toBe(403);
    expect(await statusWithHost('/wiki/api/v2/spaces', `localhost:${port}`)).toBe(401);
  });

  it('serves every person’s picture itself, and every API points there', async () => {
    const session = sandboxSession(sandbox);
    const person = sandbox.world.people.find(
      (candidate, index) => index > 0 && candidate.accountType === 'atlassian' && candidate.emailVisible && !hiddenFields(candidate).profilePicture,
    );
    if (!person) throw new Error('the world has nobody to look at');
    const profile = await session.request({ area: 'admin', path: `/users/${encodeURIComponent(person.accountId)}/manage/profile` });
    const picture = (profile.body as { account: { picture: string } }).account.picture;
    const jira = await session.request({ area: 'jira', path: '/rest/api/3/user/search', query: { query: person.email } });
    const jiraPicture = (jira.body as { avatarUrls: Record<string, string> }[])[0]?.avatarUrls['48x48'] ?? '';
    const confluence = await session.request({ area: 'confluence', path: '/wiki/rest/api/search/user', query: { cql: `user.accountid="${person.accountId}"` } });
    const found = (confluence.body as { results: { user: { profilePicture: { path: string } | null } }[] }).results[0];
    const confluencePath = found?.user.profilePicture?.path ?? '';

    for (const address of [picture, jiraPicture, new URL(confluencePath, sandbox.baseUrl).href]) {
      expect(new URL(address).origin).toBe(sandbox.baseUrl);
      const response = await fetch(address);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('image/svg+xml');
      expect(await response.text()).toContain(`>${person.displayName.split(' ').map((word) => word[0]).slice(0, 2).join('').toUpperCase()}<`);
    }
    // Confluence gives the picture relative to the site, as Confluence does.
    expect(confluencePath).toMatch(/^\/avatars\//);
  });

  it('draws only initials: anything else in a picture address draws an empty picture', async () => {
    const response = await fetch(`${sandbox.baseUrl}/avatars/initials/${encodeURIComponent('<script>')}-1.svg`);
    expect(response.status).toBe(200);
    expect(await response.text()).not.toContain('<script');
  });
});
