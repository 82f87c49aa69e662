import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Channel, Input, Output } from '../../../contract/channels';
import { jiraArea, type JiraState } from '../../../sandbox/areas/jira';
import { connectionPartsFor } from '../../../sandbox/kit';
import { startSandbox, type RunningSandbox } from '../../../sandbox/server';
import { createTestCore, type TestCore } from '../../test-support';

/**
 * The enterprise world in CI: its Jira part alone (100,000 people, 2,000 schemes, a project of 200,000
 * issues; about 8 s to generate on the 2-core build machine), under its documented rate limits, and the
 * schemes screen's two listings through the core: every scheme, and the scheme of 10,000 recipients.
 */
let sandbox: RunningSandbox;
let testCore: TestCore;
let connectionId: string;

async function ok<C extends Channel>(channel: C, input: Input<C>): Promise<Output<C>> {
  const result = await testCore.core.dispatch(channel, input);
  if (!result.ok) throw new Error(`${channel}: ${result.error.message}`);
  return result.data as Output<C>;
}

const jira = () => sandbox.world.areas.jira as JiraState;
const notificationsOf = (scheme: JiraState['notificationSchemes'][number]) => scheme.events.reduce((sum, event) => sum + event.notifications.length, 0);

beforeAll(async () => {
  sandbox = await startSandbox({ seed: 'enterprise-ci', scale: 'enterprise', modules: [jiraArea] });
  testCore = await createTestCore();
  const { site } = connectionPartsFor(sandbox.baseUrl, sandbox.credentials);
  ({ id: connectionId } = await ok('app.connections.add', { name: 'Enterprise', site, admin: null, bitbucket: null }));
}, 120_000);

afterAll(async () => {
  await testCore?.cleanup();
  await sandbox?.close();
});

describe('the enterprise world through the core', () => {
  it('lists every one of its 2,000 notification schemes', async () => {
    const { schemes } = await ok('jira.notificationSchemes.listWithUsage', { connectionId });
    expect(jira().notificationSchemes).toHaveLength(2_000);
    expect(schemes).toHaveLength(jira().notificationSchemes.length);
    expect(new Set(schemes.map((scheme) => scheme.id))).toEqual(new Set(jira().notificationSchemes.map((scheme) => String(scheme.id))));
  }, 60_000);

  it('opens the scheme of 10,000 recipients with every one of them', async () => {
    const biggest = jira().notificationSchemes.reduce((largest, scheme) => (notificationsOf(scheme) > notificationsOf(largest) ? scheme : largest));
    expect(notificationsOf(biggest)).toBe(10_000);
    const detail = await ok('jira.notificationSchemes.open', { connectionId, schemeId: String(biggest.id) });
    expect(detail.notifications).toBe(10_000);
    expect(detail.scheme.events.reduce((sum, event) => sum + event.notifications.length, 0)).toBe(10_000);
  }, 60_000);
});
