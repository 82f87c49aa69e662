import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startRecordedSandbox, type RecordedSandbox } from '../../validation/recorded-sandbox';
import type { JiraState } from './state';

/** The Jira area through real HTTP on loopback: auth, routing, validation and recording included. */

interface Page<T> {
  self: string;
  nextPage?: string;
  startAt: number;
  maxResults: number;
  total: number;
  isLast: boolean;
  values: T[];
}

let sandbox: RecordedSandbox;

function jiraState(): JiraState {
  return sandbox.world.areas.jira as JiraState;
}

async function getJson<T>(path: string): Promise<T> {
  const reply = await sandbox.call('jira', 'GET', path);
  expect(reply.status, path).toBe(200);
  return reply.body as T;
}

beforeAll(async () => {
  sandbox = await startRecordedSandbox({ seed: 'test' });
});

afterAll(async () => {
  await sandbox.close();
});

describe.each(['2', '3'])('Jira over HTTP under /rest/api/%s', (apiVersion) => {
  const api = `/rest/api/${apiVersion}`;

  it('pages through every notification scheme by following nextPage', async () => {
    const everything = await getJson<Page<{ id: number; name: string }>>(`${api}/notificationscheme?maxResults=100`);
    const seen: { id: number; name: string }[] = [];
    let path: string | undefined = `${api}/notificationscheme?maxResults=2&expand=all`;
    let pages = 0;
    while (path !== undefined) {
      const page: Page<{ id: number; name: string }> = await getJson(path);
      seen.push(...page.values);
      pages += 1;
      if (page.nextPage === undefined) {
        expect(page.isLast).toBe(true);
        path = undefined;
      } else {
        expect(page.nextPage.startsWith(`${sandbox.baseUrl}${api}/notificationscheme?`)).toBe(true);
        path = page.nextPage.slice(sandbox.baseUrl.length);
      }
    }
    expect(pages).toBeGreaterThan(1);
    expect(seen.map((scheme) => scheme.id)).toEqual(everything.values.map((scheme) => scheme.id));
    expect(seen).toHaveLength(everything.total);
  });

  it('pages through a user search across several pages without gaps', async () => {
    const all = await getJson<{ accountId: string }[]>(`${api}/user/search?query=&maxResults=1000`);
    const collected: string[] = [];
    for (let startAt = 0; ; startAt += 10) {
      const page = await getJson<{ accountId: string }[]>(`${api}/user/search?query=&startAt=${startAt}&maxResults=10`);
      collected.push(...page.map((user) => user.accountId));
      if (page.length < 10) break;
    }
    expect(all.length).toBeGreaterThan(20);
    expect(collected).toEqual(all.map((user) => user.accountId));
  });

  it('names the caller in X-AAccountId and refuses missing credentials', async () => {
    const reply = await sandbox.call('jira', 'GET', `${api}/project/PLAT/versions`);
    expect(reply.headers.get('x-aaccountid')).toBe(sandbox.world.adminAccountId);
    const anonymous = await fetch(`${sandbox.baseUrl}${api}/notificationscheme`);
    expect(anonymous.status).toBe(401);
  });
});

describe('version merge over HTTP', () => {
  it('moves fixVersion only, leaving affects-version and custom-field values behind', async () => {
    const state = jiraState();
    const source = state.versions.find(
      (version) =>
        state.issues.some((issue) => issue.fixVersionIds.includes(version.id)) &&
        state.issues.some((issue) => issue.affectedVersionIds.includes(version.id)) &&
        state.issues.some((issue) => Object.values(issue.versionFieldValues).some((ids) => ids.includes(version.id))),
    );
    const target = state.versions.find((version) => version.projectId === source?.projectId && version.id !== source?.id);
    const fixedInSource = state.issues.filter((issue) => issue.fixVersionIds.includes(source?.id ?? -1)).map((issue) => issue.key);
    const affectedInSource = state.issues.filter((issue) => issue.affectedVersionIds.includes(source?.id ?? -1)).map((issue) => issue.key);
    const targetBefore = await getJson<Record<string, number>>(`/rest/api/3/version/${target?.id}/relatedIssueCounts`);

    const merge = await sandbox.call('jira', 'PUT', `/rest/api/2/version/${source?.id}/mergeto/${target?.id}`);
    expect(merge.status).toBe(204);
    expect(merge.body).toBeUndefined();

    expect((await sandbox.call('jira', 'GET', `/rest/api/3/version/${source?.id}`)).status).toBe(404);
    const targetAfter = await getJson<Record<string, number>>(`/rest/api/3/version/${target?.id}/relatedIssueCounts`);
    expect(targetAfter.issueCountWithCustomFieldsShowingVersion).toBe(targetBefore.issueCountWithCustomFieldsShowingVersion);
    expect(targetAfter.issuesAffectedCount).toBe(targetBefore.issuesAffectedCount);
    expect(targetAfter.issuesFixedCount).toBeGreaterThanOrEqual(targetBefore.issuesFixedCount ?? 0);
    const issues = jiraState().issues;
    expect(issues.filter((issue) => fixedInSource.includes(issue.key)).every((issue) => issue.fixVersionIds.includes(target?.id ?? -1))).toBe(true);
    const affectedNowOnTarget = issues.filter(
      (issue) => affectedInSource.includes(issue.key) && issue.affectedVersionIds.includes(target?.id ?? -1),
    ).length;
    expect(affectedNowOnTarget).toBeLessThanOrEqual(targetBefore.issuesAffectedCount ?? 0);
  });
});

describe('notification scheme lifecycle over HTTP', () => {
  it('creates, edits, extends, trims and deletes a scheme', async () => {
    const created = await sandbox.call('jira', 'POST', '/rest/api/3/notificationscheme', {
      body: {
        name: 'HTTP lifecycle',
        description: 'made over loopback',
        notificationSchemeEvents: [{ event: { id: '1' }, notifications: [{ notificationType: 'Group', parameter: 'site-admins' }] }],
      },
    });
    expect(created.status).toBe(201);
    const id = (created.body as { id: string }).id;
    const scheme = `/rest/api/3/notificationscheme/${id}`;
    expect((await sandbox.call('jira', 'PUT', scheme, { body: { name: 'HTTP lifecycle (renamed)' } })).status).toBe(204);
    const extra = { notificationSchemeEvents: [{ event: { id: '2' }, notifications: [{ notificationType: 'CurrentAssignee' }] }] };
    expect((await sandbox.call('jira', 'PUT', `${scheme}/notification`, { body: extra })).status).toBe(204);
    const read = await getJson<{ name: string; notificationSchemeEvents: { notifications: { id: number }[] }[] }>(`${scheme}?expand=all`);
    expect(read.name).toBe('HTTP lifecycle (renamed)');
    const notificationId = read.notificationSchemeEvents[0]?.notifications[0]?.id;
    expect((await sandbox.call('jira', 'DELETE', `${scheme}/notification/${notificationId}`)).status).toBe(204);
    expect((await sandbox.call('jira', 'DELETE', scheme)).status).toBe(204);
    const gone = await sandbox.call('jira', 'GET', scheme);
    expect(gone.status).toBe(404);
    expect(gone.body).toEqual({ errorMessages: [`Notification scheme with ID ${id} not found.`], errors: {} });
  });
});

describe('contract', () => {
  it('answered every recorded exchange as the reduced Jira spec describes', () => {
    expect(sandbox.contractViolations()).toEqual([]);
  });
});
