import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sandboxSession } from '../../../api/testing/sandbox-session';
import type { ItemContext, JobItem } from '../../../jobs/job-types';
import { openPageTree } from '../../../sandbox/areas/confluence/open-tree.test-support';
import type { ConfluenceState } from '../../../sandbox/areas/confluence/state';
import { startSandbox, type RunningSandbox } from '../../../sandbox/server';
import { resumableTreeChange, treeRecoveryWords } from './resumable-tree';
import { CHANGED_SINCE_PREVIEW, type TreeRunPage } from './tree-plan';

let sandbox: RunningSandbox;
beforeAll(async () => {
  sandbox = await startSandbox({ seed: 'test', scale: 'demo' });
});
afterAll(() => sandbox.close());

const contents = () => (sandbox.world.areas.confluence as ConfluenceState).contents;
const signal = new AbortController().signal;

/** Runs an item's work as a job would, keeping each write's action and the before-state it recorded. */
async function run<I>(work: (item: JobItem<I>, ctx: ItemContext) => Promise<void | { skipped: string }>, item: JobItem<I>) {
  const writes: Array<{ action: string; before: unknown }> = [];
  const ctx: ItemContext = {
    signal,
    dryRun: false,
    write: async (action, perform, detail = {}) => {
      writes.push({ action, before: detail.before });
      return perform();
    },
    advance: async () => undefined,
  };
  return { answer: await work(item, ctx), writes };
}

describe('a tree change picked up after a stop', () => {
  it('settles, rechecks and puts back each page from the lists it had just before, leaving alone a page changed since and saying what differs', async () => {
    const session = sandboxSession(sandbox);
    const kind = resumableTreeChange({ api: { session: async () => session, probe: () => Promise.reject(new Error('not used here')) } });
    const admin = sandbox.world.adminAccountId;
    const other = sandbox.world.people.find((person) => person.accountId !== admin && person.status === 'active' && person.accountType === 'atlassian');
    if (!other) throw new Error('no second person');
    const [first, second] = openPageTree(sandbox.world).slice(1, 3);
    const item = (id: string): JobItem<TreeRunPage> => {
      const page: TreeRunPage = {
        id,
        title: `Page ${id}`,
        depth: 1,
        before: { read: [], update: [] },
        after: { read: [], update: [{ type: 'user', id: admin }] },
        hash: null,
        action: 'Restrictions: edit: not restricted → the admin',
        undoAction: 'Restrictions put back as they were before the tree change: edit: the admin → not restricted',
      };
      return { key: id, target: page.title, input: kind.input.parse(page) };
    };
    const pages = [item(first ?? ''), item(second ?? '')];

    // Not yet written: the change is not in place, and the page is as the preview read it.
    expect(await kind.settle(pages[0] as JobItem<TreeRunPage>, 'c1', signal, [])).toBe(false);
    expect(await kind.recheck(pages[0] as JobItem<TreeRunPage>, 'c1', signal)).toBeNull();
    const done = await Promise.all(pages.map((page) => run(kind.work('c1'), page)));
    expect(done.map((result) => result.writes)).toEqual(pages.map(() => [{ action: 'Restrictions: edit: not restricted → the admin', before: { read: [], update: [] } }]));
    expect(await kind.settle(pages[0] as JobItem<TreeRunPage>, 'c1', signal, [])).toBe(true);
    // Written once already: run again, it is no longer as the preview read it.
    expect(await kind.recheck(pages[0] as JobItem<TreeRunPage>, 'c1', signal)).toBe(CHANGED_SINCE_PREVIEW);

    // Someone adds a person to who can edit the second page after the change.
    contents()[second ?? '']?.restrictions.update.userIds.push(other.accountId);
    const undo = kind.undo;
    if (!undo) throw new Error('a tree change can be put back');
    const [back, refused] = await Promise.all(pages.map((page, index) => run(undo.work('c1'), { ...page, input: { input: page.input, before: [done[index]?.writes[0]?.before] } })));
    expect(back?.writes.map((write) => write.action)).toEqual(['Restrictions put back as they were before the tree change: edit: the admin → not restricted']);
    expect(contents()[first ?? '']?.restrictions).toEqual({ read: { userIds: [], groupIds: [] }, update: { userIds: [], groupIds: [] } });
    expect(refused?.writes).toEqual([]);
    expect(refused?.answer).toEqual({ skipped: treeRecoveryWords.changedSince([`${other.displayName} was added to who can edit.`]) });
    expect(contents()[second ?? '']?.restrictions.update.userIds).toEqual([admin, other.accountId]);
  });
});
