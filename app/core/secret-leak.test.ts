import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Channel, Input } from '../contract/channels';
import { connectionPartsFor } from '../sandbox/kit';
import { startSandbox, type RunningSandbox } from '../sandbox/server';
import { createTestCore, waitForJob, type TestCore } from './test-support';

/*
 * A whole working session through a real core, and then a search for every secret in everything the
 * core wrote or sent: each answer and push the window would get, the data folder, the console, and the
 * requests to Atlassian (where a secret belongs in the Authorization header and nowhere else). The
 * browser specs (connections, webhooks-leak) do the same for the page, its storage and the bridge's wire.
 */

interface Outbound {
  url: string;
  headers: [string, string][];
  body: string;
}

let sandbox: RunningSandbox;
let test: TestCore;
const answers: string[] = [];
const pushes: string[] = [];
const printed: string[] = [];
const outbound: Outbound[] = [];

/** A wrong key typed into a second connection, and a token sent under a misspelt field: neither may show up either. */
const WRONG_KEY = 'wrong-admin-key-0123456789abcdef';
const MISSPELT = 'misspelt-field-token-0123456789abcdef';
const HOOK_SECRET = 'pasted-hook-secret-0123456789abcdef';

beforeAll(async () => {
  sandbox = await startSandbox({ port: 0, seed: 'leak', scale: 'demo' });
  const recordingFetch: typeof fetch = async (input, init) => {
    const request = new Request(input, init);
    outbound.push({ url: request.url, headers: [...request.headers.entries()], body: request.body ? await request.clone().text() : '' });
    return fetch(request);
  };
  test = await createTestCore({ fetch: recordingFetch });
  test.core.onEvent((name, payload) => pushes.push(`${name} ${JSON.stringify(payload)}`));
  for (const stream of [process.stdout, process.stderr]) {
    vi.spyOn(stream, 'write').mockImplementation((chunk: string | Uint8Array) => {
      printed.push(String(chunk));
      return true;
    });
  }
  for (const method of ['log', 'info', 'warn', 'error', 'debug'] as const) {
    vi.spyOn(console, method).mockImplementation((...args: unknown[]) => {
      printed.push(args.map(String).join(' '));
    });
  }
});
afterAll(async () => {
  vi.restoreAllMocks();
  await test.cleanup();
  await sandbox.close();
});

async function call<C extends Channel>(channel: C, input: Input<C> | Record<string, unknown>): Promise<unknown> {
  const result = await test.core.dispatch(channel, input);
  answers.push(JSON.stringify(result));
  return result.ok ? result.data : undefined;
}

async function files(dir: string): Promise<{ name: string; text: string }[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return Promise.all(entries.filter((entry) => entry.isFile()).map(async (entry) => ({ name: entry.name, text: (await readFile(join(entry.parentPath, entry.name))).toString('latin1') })));
}

describe('secrets after a working session', () => {
  it('appear only in the Authorization header of requests to Atlassian: never in an answer, a push, a file, the console or a URL', async () => {
    const parts = connectionPartsFor(sandbox.baseUrl, sandbox.credentials);
    const added = (await call('app.connections.add', { name: 'Leak check', ...parts, jiraApiVersion: '3' })) as { id: string } | undefined;
    if (!added) throw new Error(`the connection was refused: ${answers.at(-1)}`);
    const connectionId = added.id;
    await call('app.connections.test', { id: connectionId });
    await call('app.connections.list', {});
    // A write with a misspelt secret field is refused, and logged as changing nothing.
    await call('app.connections.update', { id: connectionId, draft: { name: 'Leak check', site: { ...parts.site, apiToken: undefined, apiTokn: MISSPELT } } });
    await call('app.connections.update', { id: connectionId, draft: { name: 'Leak check, renamed', site: { url: parts.site.url, email: parts.site.email }, admin: { baseUrl: parts.admin.baseUrl }, bitbucket: { baseUrl: parts.bitbucket.baseUrl, workspace: parts.bitbucket.workspace } } });
    // A second connection with a wrong key fails its test with a sentence, not the key.
    const wrong = (await call('app.connections.add', { name: 'Wrong key', site: null, admin: { baseUrl: parts.admin.baseUrl, apiKey: WRONG_KEY }, bitbucket: null })) as { id: string } | undefined;
    if (!wrong) throw new Error(`the second connection was refused: ${answers.at(-1)}`);
    const wrongTest = (await call('app.connections.test', { id: wrong.id })) as { checks: { area: string; authenticated: boolean; configured: boolean }[] };
    expect(wrongTest.checks.filter((check) => check.configured).map((check) => check.authenticated)).toEqual([false]);

    const scan = (await call('users.tokenScan.start', { connectionId, scope: { kind: 'directory' } })) as { jobId: string } | undefined;
    if (!scan) throw new Error(`the scan did not start: ${answers.at(-1)}`);
    await waitForJob(test.core, scan.jobId);
    await call('users.tokenScan.get', { connectionId, jobId: scan.jobId });
    await call('users.tokenScan.exportCsv', { connectionId, jobId: scan.jobId });
    await call('jira.notificationSchemes.listWithUsage', { connectionId });
    await call('confluence.spaces.list', { connectionId });
    await call('bitbucket.hooks.list', { connectionId, workspace: parts.bitbucket.workspace });
    // A hook made with a pasted secret, then paused by a bulk job: both go through the change journal.
    const hook = (await call('bitbucket.hooks.create', { connectionId, workspace: parts.bitbucket.workspace, description: 'Leak check', url: 'https://hooks.example.com/orgdesk', events: ['repo:push'], secret: { kind: 'pasted', value: HOOK_SECRET } })) as { hook: { id: string } } | undefined;
    if (!hook) throw new Error(`the hook was refused: ${answers.at(-1)}`);
    const pause = (await call('bitbucket.bulkChanges.plan', { connectionId, workspace: parts.bitbucket.workspace, hookIds: [hook.hook.id], action: 'pause' })) as { planId: string; confirmationPhrase: string };
    const paused = (await call('bitbucket.bulkChanges.start', { connectionId, planId: pause.planId, confirmation: pause.confirmationPhrase })) as { jobId: string };
    await waitForJob(test.core, paused.jobId);
    await call('app.activity.list', {});
    await call('app.activity.exportCsv', {});

    // Only the call meant to be refused was: the misspelt field.
    const refused = answers.filter((answer) => answer.startsWith('{"ok":false'));
    expect(refused.map((answer) => (JSON.parse(answer) as { error: { code: string } }).error.code)).toEqual(['VALIDATION']);
    expect(outbound.length).toBeGreaterThan(10);
    const secrets = [sandbox.credentials.site.apiToken, sandbox.credentials.admin.apiKey, sandbox.credentials.bitbucket.token, WRONG_KEY, MISSPELT];
    const written = await files(test.dataDir);
    for (const secret of secrets) {
      expect(answers.filter((answer) => answer.includes(secret)), 'answers to the window').toEqual([]);
      expect(pushes.filter((push) => push.includes(secret)), 'pushes to the window').toEqual([]);
      expect(printed.filter((line) => line.includes(secret)), 'console').toEqual([]);
      expect(written.filter((file) => file.text.includes(secret)).map((file) => file.name), 'data folder').toEqual([]);
      for (const request of outbound) {
        expect(request.url, 'a request address').not.toContain(secret);
        expect(request.body, `the body sent to ${request.url}`).not.toContain(secret);
        const carriers = request.headers.filter(([, value]) => value.includes(secret) || value.includes(Buffer.from(secret).toString('base64').slice(0, 16)));
        for (const [name] of carriers) expect(name, `a header sent to ${request.url}`).toBe('authorization');
      }
    }
    // A hook's secret goes to Bitbucket in the body that sets it, and nowhere else: not in the journal that recorded the change.
    expect(written.find((file) => file.name === 'journal.jsonl')?.text).toContain('"kind":"webhooks.pause"');
    expect(written.filter((file) => file.text.includes(HOOK_SECRET)).map((file) => file.name), 'data folder').toEqual([]);
    expect(printed.filter((line) => line.includes(HOOK_SECRET)), 'console').toEqual([]);
    expect(pushes.filter((push) => push.includes(HOOK_SECRET)), 'pushes to the window').toEqual([]);
    // The keys were used: each of the saved secrets went out in an Authorization header.
    const authorizations = outbound.flatMap((request) => request.headers.filter(([name]) => name === 'authorization').map(([, value]) => value));
    expect(authorizations.some((value) => value.includes(sandbox.credentials.admin.apiKey))).toBe(true);
    expect(authorizations.some((value) => value.includes(sandbox.credentials.bitbucket.token))).toBe(true);
  }, 120_000);
});
