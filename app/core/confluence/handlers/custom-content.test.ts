import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ConfluenceState } from '../../../sandbox/areas/confluence/state';
import { startCoreOnSandbox, type CoreOnSandbox } from '../../testing/sandbox-core.test-support';

let env: CoreOnSandbox;
let connectionId: string;
beforeAll(async () => {
  env = await startCoreOnSandbox();
  connectionId = env.connectionId;
});
afterAll(() => env.close());

const confluence = () => env.sandbox.world.areas.confluence as ConfluenceState;

describe('custom content', () => {
  it('browses custom content of a page and shows an item’s body as text', async () => {
    const item = Object.values(confluence().customContent).find((candidate) => candidate.pageId !== null && candidate.status === 'current')!;
    const browsed = await env.ok('confluence.customContent.listByContainer', { connectionId, type: item.type, container: { kind: 'page', id: item.pageId! } });
    expect(browsed.items.map((entry) => entry.id)).toContain(item.id);
    const view = await env.ok('confluence.customContent.getRendered', { connectionId, id: item.id });
    expect(view.rendered).toBeNull();
    expect(view.text).toContain('"votes"');
  });
});
