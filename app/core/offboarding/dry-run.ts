import { z } from 'zod';
import { PrincipalRef } from '../../contract/confluence/access.channels';
import type { SpacePermission } from '../../contract/confluence/pages-and-spaces.channels';
import {
  defaultHandoverAction,
  leftForTheAdmin,
  offboardPhrase,
  type DryRun,
  type Finding,
  type HandoverChoices,
  type HandoverKind,
  type LeaverChoices,
  type OffboardPerson,
  type OffboardStep,
  type PlanWarning,
  type Remaining,
  type Successor,
} from '../../contract/offboarding/leavers.channels';
import { plural } from '../../contract/words';

/**
 * The dry run of a hand-over: the admin's choices over an inventory become every change in the order it
 * happens (hand over, then revoke tokens, then deactivate), with the warnings, the problems that block the
 * start and what is left for the admin. Pure: what it needs to know about successors is read beforehand
 * (`successors.ts`). The run performs exactly these steps.
 */

/** What one step does, as the run (and the journal, to resume or roll it back) needs it. */
export const StepWork = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('owner'), pageId: z.string(), leaverId: z.string(), successorId: z.string() }),
  z.object({ kind: z.literal('restriction'), pageId: z.string(), operation: z.enum(['read', 'update']), leaverId: z.string(), successor: PrincipalRef.nullable() }),
  z.object({ kind: z.literal('schemeRecipient'), schemeId: z.string(), leaverId: z.string(), successor: PrincipalRef.nullable() }),
  z.object({ kind: z.literal('projectLead'), projectKey: z.string(), leaverId: z.string(), successorId: z.string() }),
  z.object({ kind: z.literal('token'), accountId: z.string(), tokenId: z.string() }),
  z.object({ kind: z.literal('account'), accountId: z.string(), message: z.string() }),
]);
export type StepWork = z.infer<typeof StepWork>;

export interface PlannedStep {
  step: OffboardStep;
  work: StepWork;
}

/** What the dry run knows of each successor, read before it. */
export interface SuccessorFacts {
  /** People by account id: their name and whether they are active; absent when unknown. */
  people: Map<string, { name: string; active: boolean }>;
  /** Groups by id: their name; absent when unknown. */
  groups: Map<string, { name: string }>;
  /** The groups each successor person is in. */
  groupsOf: Map<string, string[]>;
  /** Per space id, who may view the space. */
  viewers: Map<string, SpacePermission['principal'][]>;
}

export interface DryRunInput {
  people: readonly OffboardPerson[];
  findings: ReadonlyMap<string, readonly Finding[]>;
  choices: HandoverChoices;
  facts: SuccessorFacts;
}

export const dryRunWords = {
  notInInventory: (entry: string) => `${entry} is not in this inventory. Run the inventory again with them.`,
  leavingToo: (name: string) => `${name} is leaving too: choose someone who stays.`,
  unknownPerson: (id: string) => `No active person on the site has the account ID ${id}.`,
  deactivated: (name: string) => `${name} is deactivated: choose someone active.`,
  unknownGroup: (id: string) => `No group has the ID ${id}.`,
  needsPerson: (what: string) => `${what} can only be handed to a person, not a group.`,
  cannotRemove: (what: string) => `${what} cannot be left without one: hand it over, or leave it as it is.`,
  cannotView: (name: string, space: string, count: number) =>
    `${name} cannot view the space ${space}, so they could not use the ${plural(count, 'item')} handed to them there. Choose someone who can, or give them access to the space first.`,
  opensPage: (leaver: string, operation: 'read' | 'update', title: string) =>
    operation === 'read'
      ? `Taking ${leaver} off the only name of who can view “${title}” lets everyone who can view the space see it.`
      : `Taking ${leaver} off the only name of who can edit “${title}” lets everyone who can edit in the space change it.`,
  locksPage: (leaver: string, title: string) => `Once ${leaver} is deactivated, nobody can edit “${title}”: hand it over instead of leaving it.`,
  notifiesNobody: (scheme: string, events: readonly string[]) => `After this, nobody is notified of ${events.join(', ')} in “${scheme}”.`,
  keptByChoice: 'Left as it is, as you chose.',
  blogPostOwner: 'Confluence has no way to change the owner of a blog post: it stays with the person who wrote it.',
  archivedPage: 'An archived page: handing it over would bring it back from the archive, so it was left. Restore it first if it should be handed over.',
  nobodyChosen: 'Left as it is: nobody was chosen to receive it.',
  spaceAdmin: (space: string) =>
    `They alone administer the space ${space}. Make someone else an admin in the space's settings in Confluence before they go: Orgdesk cannot grant space permissions.`,
  tokensKept: 'Left working, as you chose: an API token keeps working after its owner is deactivated.',
  accountKept: 'Left active, as you chose.',
  cannotDeactivate: (reason: string) => `Atlassian does not let Orgdesk deactivate this account: ${reason}`,
} as const;

const isHandedOver = (finding: Finding): finding is Extract<Finding, { kind: HandoverKind }> =>
  finding.kind === 'owner' || finding.kind === 'restriction' || finding.kind === 'schemeRecipient' || finding.kind === 'projectLead';

class Builder {
  readonly steps: PlannedStep[] = [];
  readonly warnings: PlanWarning[] = [];
  readonly remaining: Remaining[] = [];
  readonly problems = new Set<string>();
  /** Per successor person and space, the items handed to them there, for the "cannot view" warning. */
  private readonly handedInSpace = new Map<string, { successorId: string; space: { id: string; name: string }; keys: string[] }>();

  constructor(
    private readonly facts: SuccessorFacts,
    /** Everyone being offboarded, by account id, with their names. */
    private readonly leaving: ReadonlyMap<string, string>,
  ) {}

  nameOf(successor: Successor): string {
    if (successor.type === 'group') return `the group ${this.facts.groups.get(successor.id)?.name ?? successor.id}`;
    return this.facts.people.get(successor.id)?.name ?? successor.id;
  }

  /** Whether a successor can receive anything; says why not among the problems. */
  check(successor: Successor): boolean {
    if (successor.type === 'group') {
      if (this.facts.groups.has(successor.id)) return true;
      this.problems.add(dryRunWords.unknownGroup(successor.id));
      return false;
    }
    const person = this.facts.people.get(successor.id);
    if (this.leaving.has(successor.id)) this.problems.add(dryRunWords.leavingToo(this.leaving.get(successor.id) ?? successor.id));
    else if (person === undefined) this.problems.add(dryRunWords.unknownPerson(successor.id));
    else if (!person.active) this.problems.add(dryRunWords.deactivated(person.name));
    else return true;
    return false;
  }

  /** Notes an item handed to a person in a space, for the warning when they cannot view it. */
  handedOver(successor: Successor, space: { id: string; name: string }, key: string): void {
    if (successor.type !== 'user') return;
    const id = `${successor.id} ${space.id}`;
    const entry = this.handedInSpace.get(id) ?? { successorId: successor.id, space, keys: [] };
    entry.keys.push(key);
    this.handedInSpace.set(id, entry);
  }

  spaceWarnings(): void {
    for (const { successorId, space, keys } of this.handedInSpace.values()) {
      const viewers = this.facts.viewers.get(space.id);
      if (viewers === undefined) continue;
      const groups = new Set(this.facts.groupsOf.get(successorId) ?? []);
      const canView = viewers.some((principal) => (principal.type === 'user' && principal.id === successorId) || (principal.type === 'group' && principal.id !== null && groups.has(principal.id)));
      if (!canView) this.warnings.push({ text: dryRunWords.cannotView(this.nameOf({ type: 'user', id: successorId }), space.name, keys.length), keys, fix: 'chooseSuccessor' });
    }
  }
}

function stepOf(leaver: OffboardPerson, finding: Finding, fields: Pick<OffboardStep, 'product' | 'phase' | 'change' | 'before' | 'after' | 'undoable'>): OffboardStep {
  return { key: finding.key, leaverId: leaver.accountId, leaverName: leaver.name, kind: finding.kind === 'spaceAdmin' ? 'account' : finding.kind, target: finding.target, link: finding.link, ...fields };
}

/** The hand-over of one finding, or why it stays. */
function handOver(builder: Builder, leaver: OffboardPerson, choices: LeaverChoices, finding: Finding): void {
  if (!isHandedOver(finding)) return;
  const choice = choices.items[finding.key];
  const action = choice?.action ?? defaultHandoverAction(finding);
  const successor = choice?.successor ?? choices.successors[finding.kind] ?? null;
  const { key } = finding;
  const keep = (reason: string) => builder.remaining.push({ leaverName: leaver.name, target: finding.target, reason });
  const left = leftForTheAdmin(finding);
  if (left !== null) {
    keep(left === 'blogPost' ? dryRunWords.blogPostOwner : dryRunWords.archivedPage);
    return;
  }
  if (action === 'keep') {
    keep(dryRunWords.keptByChoice);
    if (finding.kind === 'restriction' && finding.alone && finding.operation === 'update') builder.warnings.push({ text: dryRunWords.locksPage(leaver.name, finding.title), keys: [key], fix: 'chooseSuccessor' });
    return;
  }
  if (action === 'replace' && successor === null) {
    keep(dryRunWords.nobodyChosen);
    return;
  }
  if (action === 'replace' && successor !== null && !builder.check(successor)) return;
  const to = action === 'replace' && successor !== null ? successor : null;
  switch (finding.kind) {
    case 'owner':
    case 'projectLead': {
      const what = finding.kind === 'owner' ? 'A page or blog post' : 'A project';
      if (to === null) {
        builder.problems.add(dryRunWords.cannotRemove(`${what} (${finding.target})`));
        return;
      }
      if (to.type !== 'user') {
        builder.problems.add(dryRunWords.needsPerson(`${what} (${finding.target})`));
        return;
      }
      const role = finding.kind === 'owner' ? 'Owner' : 'Project lead';
      const product = finding.kind === 'owner' ? 'confluence' : 'jira';
      builder.steps.push({
        step: stepOf(leaver, finding, { product, phase: 'handover', change: `Hand over to ${builder.nameOf(to)}`, before: `${role}: ${leaver.name}`, after: `${role}: ${builder.nameOf(to)}`, undoable: true }),
        work:
          finding.kind === 'owner'
            ? { kind: 'owner', pageId: finding.id, leaverId: leaver.accountId, successorId: to.id }
            : { kind: 'projectLead', projectKey: finding.projectKey, leaverId: leaver.accountId, successorId: to.id },
      });
      if (finding.kind === 'owner') builder.handedOver(to, finding.space, key);
      return;
    }
    case 'restriction': {
      const names = [leaver.name, ...finding.others].join(', ');
      const after = [...(to === null ? [] : [builder.nameOf(to)]), ...finding.others];
      if (to === null && finding.alone) builder.warnings.push({ text: dryRunWords.opensPage(leaver.name, finding.operation, finding.title), keys: [key], fix: 'keep' });
      builder.steps.push({
        step: stepOf(leaver, finding, {
          product: 'confluence',
          phase: 'handover',
          change: to === null ? `Take ${leaver.name} off the list` : `Put ${builder.nameOf(to)} in place of ${leaver.name}`,
          before: names,
          after: after.length === 0 ? 'Nobody named: follows the space' : after.join(', '),
          undoable: true,
        }),
        work: { kind: 'restriction', pageId: finding.pageId, operation: finding.operation, leaverId: leaver.accountId, successor: to },
      });
      if (to !== null) builder.handedOver(to, finding.space, key);
      return;
    }
    case 'schemeRecipient': {
      const events = finding.events.map((event) => event.name);
      const silenced = finding.events.filter((event) => event.onlyRecipient).map((event) => event.name);
      if (to === null && silenced.length > 0) builder.warnings.push({ text: dryRunWords.notifiesNobody(finding.name, silenced), keys: [key], fix: 'chooseSuccessor' });
      builder.steps.push({
        step: stepOf(leaver, finding, {
          product: 'jira',
          phase: 'handover',
          change: to === null ? `Stop notifying ${leaver.name}` : `Notify ${builder.nameOf(to)} instead of ${leaver.name}`,
          before: `${leaver.name} is notified of ${events.join(', ')}`,
          after: to === null ? `${leaver.name} is no longer notified` : `${builder.nameOf(to)} is notified of ${events.join(', ')}`,
          undoable: true,
        }),
        work: { kind: 'schemeRecipient', schemeId: finding.schemeId, leaverId: leaver.accountId, successor: to },
      });
      return;
    }
  }
}

function removeAccess(builder: Builder, leaver: OffboardPerson, choices: LeaverChoices, findings: readonly Finding[], message: string): void {
  for (const finding of findings) {
    if (finding.kind === 'spaceAdmin') builder.remaining.push({ leaverName: leaver.name, target: finding.target, reason: dryRunWords.spaceAdmin(finding.space.name) });
    if (finding.kind === 'token') {
      if (!choices.revokeTokens) builder.remaining.push({ leaverName: leaver.name, target: finding.target, reason: dryRunWords.tokensKept });
      else
        builder.steps.push({
          step: stepOf(leaver, finding, { product: 'admin', phase: 'tokens', change: 'Revoke the token', before: 'Working', after: 'Revoked: it no longer works', undoable: false }),
          work: { kind: 'token', accountId: leaver.accountId, tokenId: finding.tokenId },
        });
    }
    if (finding.kind === 'account') {
      if (!finding.canDeactivate) builder.remaining.push({ leaverName: leaver.name, target: finding.target, reason: dryRunWords.cannotDeactivate(finding.refusal?.text ?? 'it gives no reason.') });
      else if (!choices.deactivate) builder.remaining.push({ leaverName: leaver.name, target: finding.target, reason: dryRunWords.accountKept });
      else if (leaver.status === 'active')
        builder.steps.push({
          step: stepOf(leaver, finding, { product: 'admin', phase: 'access', change: 'Deactivate the account', before: 'Active: can sign in', after: 'Deactivated: cannot sign in', undoable: true }),
          work: { kind: 'account', accountId: leaver.accountId, message },
        });
    }
  }
}

const PHASES = ['handover', 'tokens', 'access'] as const;

/** The dry run and the steps the run performs, in order. */
export function dryRun(input: DryRunInput): { view: DryRun; steps: PlannedStep[] } {
  const { people, findings, choices, facts } = input;
  const builder = new Builder(facts, new Map(people.map((person) => [person.accountId, person.name])));
  const byId = new Map(people.map((person) => [person.accountId, person]));
  for (const leaverChoices of choices.leavers) {
    const leaver = byId.get(leaverChoices.accountId);
    if (leaver === undefined) {
      builder.problems.add(dryRunWords.notInInventory(leaverChoices.accountId));
      continue;
    }
    const found = findings.get(leaver.accountId) ?? [];
    for (const finding of found) handOver(builder, leaver, leaverChoices, finding);
    removeAccess(builder, leaver, leaverChoices, found, choices.message);
  }
  builder.spaceWarnings();
  const steps = PHASES.flatMap((phase) => builder.steps.filter((planned) => planned.step.phase === phase));
  const leavers = new Set(steps.map((planned) => planned.step.leaverId)).size;
  return {
    view: { steps: steps.map((planned) => planned.step), warnings: builder.warnings, remaining: builder.remaining, phrase: steps.length === 0 ? null : offboardPhrase(leavers), problems: [...builder.problems] },
    steps,
  };
}
