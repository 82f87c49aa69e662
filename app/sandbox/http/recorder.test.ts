import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startRecordedSandbox, type RecordedSandbox } from '../validation/recorded-sandbox';

let sandbox: RecordedSandbox;
beforeAll(async () => {
  sandbox = await startRecordedSandbox({ seed: 'record-tests' });
});
afterAll(async () => {
  await sandbox.close();
});

it('appends one JSON line per exchange without credentials or webhook secrets', async () => {
  await sandbox.call('bitbucket', 'GET', '/2.0/workspaces/orgdesk-demo/hooks?pagelen=2&page=1');
  await sandbox.call('bitbucket', 'POST', '/2.0/workspaces/orgdesk-demo/hooks', {
    body: { url: 'https://rec.example.com/h', events: ['repo:push'], secret: 'never-on-disk' },
    headers: { 'x-request-note': 'kept' },
  });
  const text = readFileSync(sandbox.recordFile, 'utf8');
  const lines = text.trim().split('\n').map((line) => JSON.parse(line) as Record<string, unknown>);
  expect(lines).toHaveLength(2);
  expect(lines[0]).toMatchObject({ method: 'GET', path: '/2.0/workspaces/orgdesk-demo/hooks', query: 'pagelen=2&page=1', status: 200, requestBody: null });
  expect(lines[0]?.responseBody).toMatchObject({ pagelen: 2 });
  expect(lines[0]?.responseHeaders).toMatchObject({ 'Content-Type': expect.stringContaining('application/json') });
  expect(lines[1]).toMatchObject({ method: 'POST', status: 201, requestBody: { secret: '[redacted]' }, requestHeaders: { 'x-request-note': 'kept' } });
  expect(text).not.toContain('never-on-disk');
  expect(text).not.toContain(sandbox.credentials.bitbucket.token);
  expect(text.toLowerCase()).not.toContain('authorization');
  expect(sandbox.contractViolations()).toEqual([]);
});
