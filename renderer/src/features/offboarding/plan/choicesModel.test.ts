import { describe, expect, it } from 'vitest';
import type { Finding, LeaverInventory } from '../../../../../app/contract/offboarding/leavers.channels';
import { carryOver, initialChoices, isActionable, keepItems, missingSuccessors, setAction, setItemSuccessor, setKindSuccessor } from './choicesModel';

const space = { id: '1', key: 'ENG', name: 'Engineering' };
const restriction = (key: string, alone: boolean): Finding => ({ kind: 'restriction', key, target: key, link: null, operation: 'update', pageId: '3', title: 'Runbook', space, others: alone ? [] : ['Bo'], alone });
const findings: Finding[] = [
  { kind: 'owner', key: 'owner:page:1', target: 'Page 1', link: null, contentType: 'page', id: '1', title: 'Page 1', space, archived: false },
  restriction('update:3', true),
  restriction('read:4', false),
  { kind: 'schemeRecipient', key: 'scheme:10', target: 'Scheme', link: null, schemeId: '10', name: 'Scheme', events: [], projects: [] },
  { kind: 'projectLead', key: 'lead:OPS', target: 'OPS', link: null, projectId: '1', projectKey: 'OPS', name: 'Operations' },
  { kind: 'spaceAdmin', key: 'admin:ENG', target: 'ENG', link: null, space },
  { kind: 'account', key: 'account', target: 'Ana', link: null, canDeactivate: false, refusal: { key: 'scim', text: 'SCIM.' } },
];
const ana: LeaverInventory = { person: { accountId: 'ana-1', name: 'Ana', email: null, status: 'active' }, findings, unread: [] };
const priya = { type: 'user', id: 'priya-1' } as const;

describe('the hand-over choices', () => {
  it('hand over what they own, lead or alone may edit, take them off other lists, and leave spaces and the account out', () => {
    const [leaver] = initialChoices([ana]).leavers;
    expect(leaver?.items).toEqual({
      'owner:page:1': { action: 'replace' },
      'update:3': { action: 'replace' },
      'read:4': { action: 'remove' },
      'scheme:10': { action: 'remove' },
      'lead:OPS': { action: 'replace' },
    });
    expect(leaver?.revokeTokens).toBe(true);
    expect(leaver?.deactivate).toBe(false);
  });

  it('counts the items to hand over that have nobody yet, until a successor is picked for their kind or for them', () => {
    let choices = initialChoices([ana]);
    expect(missingSuccessors(choices, [ana])).toBe(3);
    choices = setKindSuccessor(choices, 'ana-1', 'owner', priya);
    choices = setItemSuccessor(choices, ['update:3'], { type: 'group', id: 'devs' });
    expect(missingSuccessors(choices, [ana])).toBe(1);
    choices = setAction(choices, 'ana-1', 'lead:OPS', 'keep');
    expect(missingSuccessors(choices, [ana])).toBe(0);
  });

  it('leaves a blog post (no owner to change) and an archived page (it would come back) for the admin', () => {
    const owned = findings[0];
    if (owned?.kind !== 'owner') throw new Error('the first finding is a page owner');
    expect(isActionable(owned)).toBe(true);
    expect(isActionable({ ...owned, contentType: 'blogpost' })).toBe(false);
    expect(isActionable({ ...owned, archived: true })).toBe(false);
  });

  it('a warning’s “keep” fix leaves its items as they are', () => {
    const choices = keepItems(initialChoices([ana]), ['update:3', 'scheme:10']);
    expect(choices.leavers[0]?.items['update:3']).toEqual({ action: 'keep' });
    expect(choices.leavers[0]?.items['scheme:10']).toEqual({ action: 'keep' });
  });

  it('keeps the admin’s choices over a new inventory where the same findings are still there', () => {
    const chosen = setAction(setKindSuccessor(initialChoices([ana], 'Bye'), 'ana-1', 'owner', priya), 'ana-1', 'read:4', 'keep');
    const fresh = initialChoices([{ ...ana, findings: findings.filter((finding) => finding.key !== 'owner:page:1') }]);
    const carried = carryOver(chosen, fresh);
    expect(carried.message).toBe('Bye');
    expect(carried.leavers[0]?.successors).toEqual({ owner: priya });
    expect(carried.leavers[0]?.items['read:4']).toEqual({ action: 'keep' });
    expect(carried.leavers[0]?.items['owner:page:1']).toBeUndefined();
  });
});
