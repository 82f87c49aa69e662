import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { isChannel, isMutating } from '../../contract/channels';
import { currentActionName, renamedChannelPairs, retiredWrites } from '../../contract/renamed-channels';
import { createTestCore, type TestCore } from '../test-support';

/** Lines exactly as Orgdesk wrote them before channels were named `area.resource.verb`. */
const olderLines = [
  { action: 'connections.add', target: 'Connection “Acme”' },
  { action: 'admin.revokeToken', target: 'API token “CI” of Ada Lovelace (ada@acme.com)' },
  { action: 'jira.createNotificationScheme', target: 'Notification scheme “Ops”' },
  { action: 'bitbucket.deleteHook', target: 'Webhook to ci.example.com in workspace acme' },
  { action: 'jira.addNotifications', target: 'Notifications of “Issue created” in “Ops”' },
  { action: 'Revoke API token', target: 'API token “old” of Grace Hopper' },
].map((line, index) => ({
  id: `older-${index}`,
  time: `2026-03-0${index + 1}T09:00:00.000Z`,
  connectionId: 'c-acme',
  connectionName: 'Acme',
  outcome: 'success',
  errorMessage: null,
  ...line,
}));

let env: TestCore;
beforeEach(async () => {
  env = await createTestCore();
  await writeFile(join(env.dataDir, 'activity.jsonl'), olderLines.map((line) => `${JSON.stringify(line)}\n`).join(''));
});
afterEach(() => env.cleanup());

describe('an Activity log written by an older Orgdesk', () => {
  it('lists its writes under today’s channel names and words, and leaves job steps as they were', async () => {
    const listed = await env.core.dispatch('app.activity.list', {});
    if (!listed.ok) throw new Error(listed.error.message);
    const entries = (listed.data as { entries: { action: string; label: string; target: string }[] }).entries;
    expect(entries.map((entry) => [entry.action, entry.label])).toEqual([
      ['Revoke API token', 'Revoke API token'],
      ['jira.notifications.add', 'Added notifications'],
      ['bitbucket.hooks.delete', 'Deleted webhook'],
      ['jira.notificationSchemes.create', 'Created notification scheme'],
      ['users.tokens.revoke', 'Revoked API token'],
      ['app.connections.add', 'Added connection'],
    ]);
  });

  it('exports the same words to CSV and finds old entries by today’s words', async () => {
    const exported = await env.core.dispatch('app.activity.exportCsv', {});
    if (!exported.ok) throw new Error(exported.error.message);
    const { csv } = exported.data as { csv: string };
    expect(csv).toContain('Revoked API token');
    expect(csv).toContain('Deleted webhook');
    expect(csv).not.toContain('admin.revokeToken');
    expect(csv).toContain(',Succeeded,');
    expect(csv).not.toContain(',success,');

    const found = await env.core.dispatch('app.activity.list', { text: 'revoked api token' });
    if (!found.ok) throw new Error(found.error.message);
    expect((found.data as { entries: { target: string }[] }).entries.map((entry) => entry.target)).toEqual([olderLines[1]?.target]);
  });
});

describe('the table of former channel names', () => {
  it('maps each former name to a channel that writes today, and no former name is still a channel', () => {
    for (const [former, current] of renamedChannelPairs()) {
      expect(isChannel(former), former).toBe(false);
      expect((isChannel(current) && isMutating(current)) || Object.hasOwn(retiredWrites, current), current).toBe(true);
      expect(currentActionName(former)).toBe(current);
    }
    expect(currentActionName('app.connections.add')).toBe('app.connections.add');
  });
});
