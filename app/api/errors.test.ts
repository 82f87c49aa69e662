import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isAppError, type AppError } from '../contract/errors';
import type { Person } from '../sandbox/kit';
import type { RunningSandbox } from '../sandbox/server';
import type { JiraState } from '../sandbox/areas/jira/state';
import type { ApiCredentials } from './http/credentials';
import { createApiSession, type ApiRequest, type ApiSession } from './http/session';
import { createTransport } from './http/transport';
import { startTestSandbox } from './testing/sandbox-fixture';

let sandbox: RunningSandbox;
let credentials: ApiCredentials;
let session: ApiSession;
beforeAll(async () => {
  ({ sandbox, credentials } = await startTestSandbox({ seed: 'error-tests' }));
  session = createApiSession(createTransport({ fetch, userAgent: 'orgdesk-tests', retry: { maxAttempts: 1 } }), credentials);
});
afterAll(() => sandbox.close());

async function failureOf(request: ApiRequest, on: ApiSession = session): Promise<AppError> {
  const error = await on.request(request).then(
    () => undefined,
    (thrown: unknown) => thrown,
  );
  if (!isAppError(error)) throw new Error(`expected an AppError, got ${String(error)}`);
  return error;
}

function person(predicate: (candidate: Person) => boolean): Person {
  const found = sandbox.world.people.find(predicate);
  if (!found) throw new Error('the demo world has no such person');
  return found;
}

const managedPlain = (p: Person) =>
  p.domainVerified && p.accountType === 'atlassian' && !p.exportControlBlocked && p.accountId !== sandbox.world.adminAccountId;

describe('Admin {key, context}', () => {
  it('names the SCIM directory as the reason a field cannot change, per field', async () => {
    const scim = person((p) => managedPlain(p) && p.directory === 'scim');
    const error = await failureOf({ area: 'admin', method: 'PATCH', path: `/users/${scim.accountId}/manage/profile`, body: { name: 'New Name' } });
    expect(error.info).toMatchObject({
      code: 'FORBIDDEN',
      message: "This name is managed by your SCIM directory and can't be changed here.",
      reason: 'externalDirectory.scim',
      fields: [{ path: 'name', message: "This name is managed by your SCIM directory and can't be changed here." }],
      status: 403,
    });
  });

  it('explains accounts outside the verified domains', async () => {
    const outsider = person((p) => !p.domainVerified);
    const error = await failureOf({ area: 'admin', path: `/users/${outsider.accountId}/manage/profile` });
    expect(error.info.code).toBe('FORBIDDEN');
    expect(error.info.reason).toBe('forbidden.targetUnverified');
    expect(error.message).toMatch(/verified domain/);
  });

  it('refuses an action on your own account in plain words', async () => {
    const error = await failureOf({ area: 'admin', method: 'POST', path: `/users/${sandbox.world.adminAccountId}/manage/lifecycle/disable`, body: {} });
    expect(error.info).toMatchObject({ code: 'FORBIDDEN', reason: 'administrative.notMyself', message: "You can't do this to your own account." });
  });

  it('reports a lifecycle conflict with its error code', async () => {
    const target = person((p) => managedPlain(p) && p.directory === 'none' && p.status === 'active');
    await session.request({ area: 'admin', method: 'POST', path: `/users/${target.accountId}/manage/lifecycle/enable` }).catch(() => undefined);
    const error = await failureOf({ area: 'admin', method: 'POST', path: `/users/${target.accountId}/manage/lifecycle/enable` });
    expect(error.info).toMatchObject({ code: 'CONFLICT', reason: 'ACCOUNT_ALREADY_ACTIVE' });
    expect(error.message).toMatch(/already active/);
  });

  it('lists the fields that break their constraints', async () => {
    const target = person((p) => managedPlain(p) && p.directory === 'none' && !p.samlPolicy);
    const error = await failureOf({ area: 'admin', method: 'PATCH', path: `/users/${target.accountId}/manage/profile`, body: { nickname: 'x'.repeat(40) } });
    expect(error.info.code).toBe('VALIDATION');
    expect(error.info.reason).toBe('fieldConstraintsViolated');
    expect(error.info.fields?.[0]?.path).toBe('nickname');
  });

  it('says an unknown account was not found', async () => {
    const error = await failureOf({ area: 'admin', path: '/users/557057:00000000-0000-0000-0000-000000000000/manage/profile' });
    expect(error.info).toMatchObject({ code: 'NOT_FOUND', message: "This account wasn't found in your organization." });
  });
});

describe('Jira {errorMessages, errors}', () => {
  it('shows the field problem and names the field', async () => {
    const jira = sandbox.world.areas.jira as JiraState;
    const existing = jira.versions[0];
    const error = await failureOf({ area: 'jira', method: 'POST', path: '/rest/api/3/version', body: { name: existing?.name, projectId: existing?.projectId } });
    expect(error.info.code).toBe('VALIDATION');
    expect(error.info.reason).toBe('name');
    expect(error.message).toMatch(/already exists/);
  });

  it('turns a missing version into NOT_FOUND', async () => {
    const error = await failureOf({ area: 'jira', path: '/rest/api/3/version/424242' });
    expect(error.info.code).toBe('NOT_FOUND');
    expect(error.message).toMatch(/^Jira couldn't find this/);
  });
});

describe('Bitbucket {type, error:{message}}', () => {
  it('passes on why a webhook address was refused', async () => {
    const error = await failureOf({
      area: 'bitbucket',
      method: 'POST',
      path: `/2.0/workspaces/${credentials.bitbucket?.workspace}/hooks`,
      body: { url: 'https://192.168.1.20/hook', events: ['repo:push'], active: true, description: 'x' },
    });
    expect(error.info.code).toBe('VALIDATION');
    expect(error.message).toMatch(/internal address/);
  });
});

describe('Confluence', () => {
  it('v1 {statusCode, message}: shows why a restore was refused', async () => {
    const error = await failureOf({
      area: 'confluence',
      method: 'POST',
      path: '/wiki/rest/api/content/987654321/version',
      body: { operationKey: 'restore', params: { versionNumber: 1, message: 'x' } },
    });
    expect(error.info.code).toBe('VALIDATION');
    expect(error.message).not.toMatch(/Exception|https?:/);
    expect(error.message.length).toBeGreaterThan(10);
  });

  it('v2 {errors:[...]}: a missing page (or one you may not see) is NOT_FOUND', async () => {
    const error = await failureOf({ area: 'confluence', path: '/wiki/api/v2/pages/987654321' });
    expect(error.info).toMatchObject({ code: 'NOT_FOUND', status: 404 });
  });
});

describe('status families', () => {
  it('a persisting 429 becomes RATE_LIMITED with the time to wait', async () => {
    const started = await startTestSandbox({ faults: '429:1', seed: 'limits' });
    try {
      const limited = createApiSession(createTransport({ fetch, userAgent: 'orgdesk-tests', retry: { maxAttempts: 1 } }), started.credentials);
      const errors = await Promise.all(
        Array.from({ length: 6 }, () => failureOf({ area: 'jira', path: '/rest/api/3/notificationscheme' }, limited)),
      );
      for (const error of errors) {
        expect(error.info.code).toBe('RATE_LIMITED');
        expect(error.message).toMatch(/^Jira is limiting how fast Orgdesk can work/);
      }
      expect(errors.some((error) => error.info.retryAfterSeconds === 1)).toBe(true);
    } finally {
      await started.sandbox.close();
    }
  });

  it('server errors become UPSTREAM once retries are spent', async () => {
    const started = await startTestSandbox({ faults: '5xx:1', seed: 'outage' });
    try {
      const failing = createApiSession(createTransport({ fetch, userAgent: 'orgdesk-tests', retry: { maxAttempts: 1 } }), started.credentials);
      const error = await failureOf({ area: 'bitbucket', path: `/2.0/workspaces/${started.credentials.bitbucket?.workspace}/hooks` }, failing);
      expect(error.info.code).toBe('UPSTREAM');
      expect(error.message).toMatch(/^Bitbucket had a problem answering \(error 5\d\d\)/);
    } finally {
      await started.sandbox.close();
    }
  });
});
