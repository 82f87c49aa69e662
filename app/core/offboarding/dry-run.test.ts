import { describe, expect, it } from 'vitest';
import type { Finding, HandoverChoices, LeaverChoices, OffboardPerson } from '../../contract/offboarding/leavers.channels';
import { dryRun, dryRunWords, type SuccessorFacts } from './dry-run';

const leaver: OffboardPerson = { accountId: 'leaver-1', name: 'Jordan Ellis', email: 'jordan@acme.test', status: 'active' };
const space = { id: '10', key: 'ENG', name: 'Engineering' };
const findings: Finding[] = [
  { kind: 'account', key: 'account', target: 'The account of Jordan Ellis', link: null, canDeactivate: true, refusal: null },
  { kind: 'token', key: 'token:t1', target: 'API token “CI”', link: null, tokenId: 't1', label: 'CI', createdAt: '2026-01-01T00:00:00Z', lastUsedAt: null, expiresAt: null },
  { kind: 'owner', key: 'owner:page:1', target: 'Page “Runbook” in Engineering', link: null, contentType: 'page', id: '1', title: 'Runbook', space, archived: false },
  { kind: 'owner', key: 'owner:page:6', target: 'Page “Old plan” in Engineering', link: null, contentType: 'page', id: '6', title: 'Old plan', space, archived: true },
  { kind: 'owner', key: 'owner:blogpost:2', target: 'Blog post “News” in Engineering', link: null, contentType: 'blogpost', id: '2', title: 'News', space, archived: false },
  { kind: 'restriction', key: 'update:3', target: 'Who can edit page “Budget”', link: null, operation: 'update', pageId: '3', title: 'Budget', space, others: [], alone: true },
  { kind: 'restriction', key: 'read:4', target: 'Who can view page “Plans”', link: null, operation: 'read', pageId: '4', title: 'Plans', space, others: ['the group devs'], alone: false },
  { kind: 'spaceAdmin', key: 'space:10', target: 'Space Engineering (ENG)', link: null, space },
  {
    kind: 'schemeRecipient',
    key: 'scheme:5',
    target: 'Notification scheme “Ops”',
    link: null,
    schemeId: '5',
    name: 'Ops',
    events: [{ id: '1', name: 'Issue created', onlyRecipient: true }],
    projects: [],
  },
  { kind: 'projectLead', key: 'lead:OPS', target: 'Project Operations (OPS)', link: null, projectId: '100', projectKey: 'OPS', name: 'Operations' },
];

function facts(overrides: Partial<SuccessorFacts> = {}): SuccessorFacts {
  return {
    people: new Map([
      ['priya', { name: 'Priya Shah', active: true }],
      ['gone', { name: 'Old Timer', active: false }],
    ]),
    groups: new Map([['g-devs', { name: 'devs' }]]),
    groupsOf: new Map([['priya', ['g-devs']]]),
    viewers: new Map([['10', [{ type: 'group', id: 'g-devs' }]]]),
    ...overrides,
  };
}

function choices(leaverChoices: Partial<LeaverChoices> = {}): HandoverChoices {
  return {
    message: 'Jordan left on 26 November.',
    leavers: [{ accountId: leaver.accountId, successors: { owner: { type: 'user', id: 'priya' }, restriction: { type: 'user', id: 'priya' }, schemeRecipient: { type: 'user', id: 'priya' }, projectLead: { type: 'user', id: 'priya' } }, items: {}, revokeTokens: true, deactivate: true, ...leaverChoices }],
  };
}

const run = (picked: HandoverChoices, known = facts()) => dryRun({ people: [leaver], findings: new Map([[leaver.accountId, findings]]), choices: picked, facts: known });

describe('the dry run of an offboarding', () => {
  it('hands over first, then revokes tokens, then deactivates, and says what stays with the admin', () => {
    const { view } = run(choices());
    expect(view.steps.map((step) => [step.phase, step.target])).toEqual([
      ['handover', 'Page “Runbook” in Engineering'],
      ['handover', 'Who can edit page “Budget”'],
      ['handover', 'Who can view page “Plans”'],
      ['handover', 'Notification scheme “Ops”'],
      ['handover', 'Project Operations (OPS)'],
      ['tokens', 'API token “CI”'],
      ['access', 'The account of Jordan Ellis'],
    ]);
    // A list naming them alone gets the successor; a list naming others too loses them by default.
    expect(view.steps[1]).toMatchObject({ change: 'Put Priya Shah in place of Jordan Ellis', before: 'Jordan Ellis', after: 'Priya Shah' });
    expect(view.steps[2]).toMatchObject({ change: 'Take Jordan Ellis off the list', after: 'the group devs' });
    expect(view.steps.find((step) => step.kind === 'token')?.undoable).toBe(false);
    expect(view.remaining.map((left) => [left.target, left.reason])).toEqual([
      ['Page “Old plan” in Engineering', dryRunWords.archivedPage],
      ['Blog post “News” in Engineering', dryRunWords.blogPostOwner],
      ['Space Engineering (ENG)', dryRunWords.spaceAdmin('Engineering')],
    ]);
    expect(view.phrase).toBe('OFFBOARD 1 PERSON');
    expect(view.problems).toEqual([]);
    expect(view.warnings).toEqual([]);
  });

  it('refuses a successor who is the leaver, deactivated or unknown, and a group as a page owner', () => {
    expect(run(choices({ successors: { owner: { type: 'user', id: leaver.accountId } } })).view.problems).toContain(dryRunWords.leavingToo('Jordan Ellis'));
    expect(run(choices({ successors: { projectLead: { type: 'user', id: 'gone' } } })).view.problems).toContain(dryRunWords.deactivated('Old Timer'));
    expect(run(choices({ successors: { owner: { type: 'user', id: 'nobody' } } })).view.problems).toContain(dryRunWords.unknownPerson('nobody'));
    expect(run(choices({ successors: { owner: { type: 'group', id: 'g-devs' } } })).view.problems).toContain(dryRunWords.needsPerson('A page or blog post (Page “Runbook” in Engineering)'));
  });

  it('warns where the successor could not use what they receive, and where a removal opens a page or silences an event', () => {
    const outsider = facts({ groupsOf: new Map([['priya', []]]) });
    const warned = run(choices(), outsider).view.warnings;
    expect(warned).toEqual([expect.objectContaining({ text: dryRunWords.cannotView('Priya Shah', 'Engineering', 2), keys: ['owner:page:1', 'update:3'], fix: 'chooseSuccessor' })]);

    const removing = run(choices({ items: { 'update:3': { action: 'remove' }, 'scheme:5': { action: 'remove' } } })).view.warnings.map((warning) => warning.text);
    expect(removing).toEqual([dryRunWords.opensPage('Jordan Ellis', 'update', 'Budget'), dryRunWords.notifiesNobody('Ops', ['Issue created'])]);
  });

  it('leaves what the admin keeps, and says so; with nothing to change there is no phrase', () => {
    const keepAll = Object.fromEntries(findings.map((finding) => [finding.key, { action: 'keep' as const }]));
    const { view } = run(choices({ items: keepAll, revokeTokens: false, deactivate: false }));
    expect(view.steps).toEqual([]);
    expect(view.phrase).toBeNull();
    expect(view.remaining.filter((left) => left.reason === dryRunWords.keptByChoice)).toHaveLength(5);
    expect(view.warnings.map((warning) => warning.text)).toEqual([dryRunWords.locksPage('Jordan Ellis', 'Budget')]);
  });

  it('does not deactivate an account Atlassian will not let it, and says why', () => {
    const scim: Finding[] = findings.map((finding) => (finding.kind === 'account' ? { ...finding, canDeactivate: false, refusal: { key: 'externalDirectory.scim', text: 'Its identity provider manages it.' } } : finding));
    const { view } = dryRun({ people: [leaver], findings: new Map([[leaver.accountId, scim]]), choices: choices(), facts: facts() });
    expect(view.steps.some((step) => step.kind === 'account')).toBe(false);
    expect(view.remaining).toContainEqual({ leaverName: 'Jordan Ellis', target: 'The account of Jordan Ellis', reason: dryRunWords.cannotDeactivate('Its identity provider manages it.') });
    expect(view.steps.filter((step) => step.phase === 'handover')).toHaveLength(5);
  });
});
