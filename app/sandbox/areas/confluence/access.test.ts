import { beforeEach, describe, expect, it } from 'vitest';
import { ACCESS_CASES } from './data/seed-access-cases';
import { titleOf } from './content';
import type { ContentRecord } from './state';
import { createHarness, type Harness } from './test-harness';

let harness: Harness;

function pageTitled(title: string): ContentRecord {
  const page = Object.values(harness.state.contents).find((content) => content.type === 'page' && titleOf(content) === title);
  if (page === undefined) throw new Error(`no page ${title}`);
  return page;
}

function groupNamed(name: string) {
  const group = Object.values(harness.state.groups).find((candidate) => candidate.name === name);
  if (group === undefined) throw new Error(`no group ${name}`);
  return group;
}

/** An active person outside the given group and the site admins, from whom that group's pages are hidden. */
function outsider(group: string = ACCESS_CASES.auditGroup): string {
  const inside = new Set([...groupNamed(group).memberIds, ...groupNamed('site-admins').memberIds]);
  const person = harness.world.people.find((candidate) => candidate.status === 'active' && candidate.accountType === 'atlassian' && !inside.has(candidate.accountId));
  if (person === undefined) throw new Error('no outsider');
  return person.accountId;
}

/** A member of the audit group other than the admin. */
function member(): string {
  return groupNamed(ACCESS_CASES.auditGroup).memberIds.find((id) => id !== harness.world.adminAccountId) ?? '';
}

async function check(pageId: string, subject: { type: 'user' | 'group'; identifier: string }, operation: string) {
  return harness.call('POST', `/wiki/rest/api/content/${pageId}/permission/check`, { subject, operation });
}

beforeEach(() => {
  harness = createHarness();
});

describe('page access in the sandbox', () => {
  it('lists ancestors highest first and children by position, leaving out what the caller may not see', async () => {
    const deep = pageTitled(ACCESS_CASES.inherited);
    const ancestors = await harness.call('GET', `/wiki/api/v2/pages/${deep.id}/ancestors`);
    const ids = (ancestors.json.results as Array<{ id: string }>).map((item) => item.id);
    const titles = ids.map((id) => titleOf(harness.state.contents[id] as ContentRecord));
    expect(titles).toEqual(['Engineering Home', ACCESS_CASES.audit, ACCESS_CASES.findings, ACCESS_CASES.remediation]);

    const home = harness.state.contents[ids[0] ?? ''] as ContentRecord;
    const children = await harness.call('GET', `/wiki/api/v2/pages/${home.id}/direct-children?limit=250`);
    const childTitles = (children.json.results as Array<{ title: string }>).map((child) => child.title);
    expect(childTitles).toContain(ACCESS_CASES.audit);
    expect(childTitles).not.toContain(ACCESS_CASES.hidden);

    const descendants = await harness.call('GET', `/wiki/api/v2/pages/${pageTitled(ACCESS_CASES.audit).id}/descendants?depth=2`);
    expect((descendants.json.results as Array<{ title: string; depth: number }>).map((item) => [item.title, item.depth])).toEqual([
      [ACCESS_CASES.findings, 1],
      [ACCESS_CASES.remediation, 2],
    ]);
  });

  it('answers 404 for a page restricted away from the caller, in v1 and v2 alike, and leaves it out of lists', async () => {
    const hidden = pageTitled(ACCESS_CASES.hidden);
    expect((await harness.call('GET', `/wiki/api/v2/pages/${hidden.id}`)).status).toBe(404);
    expect((await harness.call('GET', `/wiki/rest/api/content/${hidden.id}/restriction`)).status).toBe(404);
    const listed = await harness.call('GET', `/wiki/api/v2/spaces/${hidden.spaceId}/pages?limit=250`);
    expect((listed.json.results as Array<{ id: string }>).map((page) => page.id)).not.toContain(hidden.id);
  });

  it('checks a view restriction inherited from three levels up, for people and for groups', async () => {
    const deep = pageTitled(ACCESS_CASES.inherited);
    const denied = await check(deep.id, { type: 'user', identifier: outsider() }, 'read');
    expect(denied.json).toMatchObject({ hasPermission: false, errors: [{ translation: 'User does not have permission to the content' }] });
    expect((await check(deep.id, { type: 'user', identifier: member() }, 'read')).json.hasPermission).toBe(true);
    const everyone = groupNamed('confluence-users').id;
    expect((await check(deep.id, { type: 'group', identifier: everyone }, 'read')).json).toMatchObject({ hasPermission: false, errors: [{ translation: 'Group does not have permission to the content' }] });
    expect((await check(deep.parentId ?? '', { type: 'group', identifier: everyone }, 'read')).json.hasPermission).toBe(false);
    expect((await check(pageTitled(ACCESS_CASES.oneEditor).id, { type: 'group', identifier: everyone }, 'read')).json.hasPermission).toBe(true);
    // A group is checked on its own grants: the audit group has no space permission of its own.
    expect((await check(deep.id, { type: 'group', identifier: groupNamed(ACCESS_CASES.auditGroup).id }, 'read')).json).toMatchObject({ errors: [{ translation: 'Group does not have permission to the space' }] });
  });

  it('lets only the named person edit the one-editor page, and the space decides before any restriction', async () => {
    const runbook = pageTitled(ACCESS_CASES.oneEditor);
    const editor = runbook.restrictions.update.userIds[0] ?? '';
    expect((await check(runbook.id, { type: 'user', identifier: editor }, 'update')).json.hasPermission).toBe(true);
    expect((await check(runbook.id, { type: 'user', identifier: harness.world.adminAccountId }, 'update')).json.hasPermission).toBe(false);
    expect((await check(runbook.id, { type: 'user', identifier: harness.world.adminAccountId }, 'read')).json.hasPermission).toBe(true);
    const outsideSpace = await check(runbook.id, { type: 'group', identifier: groupNamed('contractors').id }, 'read');
    expect(outsideSpace.json).toMatchObject({ hasPermission: false, errors: [{ translation: 'Group does not have permission to the space' }] });
  });

  it('keeps a deleted group and a deactivated account in restrictions, while the group itself answers 404', async () => {
    const evidence = pageTitled(ACCESS_CASES.deletedGroup);
    const removed = groupNamed(ACCESS_CASES.deletedGroupName);
    expect(evidence.restrictions.read.groupIds).toContain(removed.id);
    expect((await harness.call('GET', `/wiki/rest/api/group/by-id?id=${removed.id}`)).status).toBe(404);
    const contracts = pageTitled(ACCESS_CASES.deactivated);
    const leaver = contracts.restrictions.read.userIds.find((id) => id !== harness.world.adminAccountId) ?? '';
    expect(harness.world.people.find((person) => person.accountId === leaver)?.status).toBe('inactive');
    expect((await check(contracts.id, { type: 'user', identifier: leaver }, 'read')).json).toMatchObject({ hasPermission: false, errors: [{ translation: 'User is not allowed to use Confluence' }] });
  });

  it('restricts a space home page, which hides the whole space from everyone it leaves out', async () => {
    const finance = Object.values(harness.state.spaces).find((space) => space.key === ACCESS_CASES.restrictedHomeSpaceKey);
    const page = Object.values(harness.state.contents).find((content) => content.spaceId === finance?.id && content.parentId === finance.homepageId);
    expect(page).toBeDefined();
    expect((await check(page?.id ?? '', { type: 'user', identifier: outsider('finance') }, 'read')).json.hasPermission).toBe(false);
    expect((await check(page?.id ?? '', { type: 'user', identifier: groupNamed('finance').memberIds[0] ?? '' }, 'read')).json.hasPermission).toBe(true);
  });

  it('lists the groups of a person and refuses to check others for a caller who is not a Confluence administrator', async () => {
    const groups = await harness.call('GET', `/wiki/rest/api/user/memberof?accountId=${member()}`);
    expect((groups.json.results as Array<{ name: string }>).map((group) => group.name)).toContain(ACCESS_CASES.auditGroup);
    groupNamed('site-admins').memberIds = [];
    const page = pageTitled(ACCESS_CASES.oneEditor);
    expect((await check(page.id, { type: 'user', identifier: member() }, 'read')).status).toBe(403);
    expect((await check(page.id, { type: 'user', identifier: harness.world.adminAccountId }, 'read')).status).toBe(200);
  });
});
