import type { ApplyMode, ApplyPlan, ApplyStep, GroupMatch, MatchBy, PersonMatch } from '../../../../../app/contract/snapshots/snapshots.channels';
import { plural } from '../../../../../app/contract/words';

/** What the admin chose in a dry run: who stands for whom, and what to do with a scheme whose name is taken. */
export interface ApplyChoices {
  /** A person of the snapshot (account id) → who stands for them here (account id), or null to leave them out. */
  people: Record<string, string | null>;
  /** A group of the snapshot (name) → the group here (name), or null to leave it out. */
  groups: Record<string, string | null>;
  /** A step's key → update the scheme of that name here in place, or copy under a new name. */
  schemeClash: Record<string, 'update' | 'new'>;
}

export const noChoices = (): ApplyChoices => ({ people: {}, groups: {}, schemeClash: {} });

/**
 * How one person or group of the snapshot is to be treated: as Orgdesk matched them, mapped by hand (with or
 * without someone picked yet), left out, or still waiting for a choice.
 */
export type MatchChoice = 'match' | 'hand' | 'skip' | 'undecided';

const FOUND: readonly MatchBy[] = ['same', 'email', 'name'];

/** `picking`: sources for which "map by hand" was chosen and nobody picked yet (nothing to send for them so far). */
export function matchChoice(source: string, by: MatchBy, chosen: Record<string, string | null>, picking: ReadonlySet<string>): MatchChoice {
  if (source in chosen) return chosen[source] === null ? 'skip' : 'hand';
  if (picking.has(source)) return 'hand';
  return FOUND.includes(by) ? 'match' : 'undecided';
}

/** The choices with one source's choice changed: back to the match (forgotten), left out (null), or mapped to a target. */
export function chooseFor(chosen: Record<string, string | null>, source: string, choice: { keep: true } | { target: string | null }): Record<string, string | null> {
  const { [source]: _dropped, ...rest } = chosen;
  return 'keep' in choice ? rest : { ...rest, [source]: choice.target };
}

export const personSource = (match: PersonMatch) => match.source.accountId;
export const groupSource = (match: GroupMatch) => match.source;

/** How Orgdesk found the match, in words. */
export const matchByWords: Record<MatchBy, string> = {
  same: 'The same account',
  email: 'Matched by e-mail',
  name: 'Matched by name',
  hand: 'Chosen by you',
  skip: 'Left out',
  none: 'No match here',
};

/** People and groups still waiting for a choice, or for a pick after "map by hand". */
export function openChoices(plan: Pick<ApplyPlan, 'people' | 'groups'>, choices: ApplyChoices, picking: { people: ReadonlySet<string>; groups: ReadonlySet<string> }): number {
  const people = plan.people.filter((match) => {
    const choice = matchChoice(personSource(match), match.by, choices.people, picking.people);
    return choice === 'undecided' || (choice === 'hand' && !(personSource(match) in choices.people));
  }).length;
  const groups = plan.groups.filter((match) => {
    const choice = matchChoice(groupSource(match), match.by, choices.groups, picking.groups);
    return choice === 'undecided' || (choice === 'hand' && !(groupSource(match) in choices.groups));
  }).length;
  return people + groups;
}

const ACTIONS: readonly ApplyStep['action'][] = ['create', 'update', 'delete'];
const actionWords: Record<ApplyStep['action'], string> = { create: 'created', update: 'updated', delete: 'deleted' };
export const actionLabel: Record<ApplyStep['action'], string> = { create: 'Create', update: 'Update', delete: 'Delete' };

/** "4 items would be put back on this site: 1 created, 3 updated. 1 chosen change cannot be applied." */
export function planSentence(plan: Pick<ApplyPlan, 'steps' | 'refused'>, mode: ApplyMode): string {
  const counts = ACTIONS.filter((action) => plan.steps.some((step) => step.action === action)).map(
    (action) => `${plan.steps.filter((step) => step.action === action).length.toLocaleString('en')} ${actionWords[action]}`,
  );
  const verb = mode === 'restore' ? 'put back on this site' : 'copied onto this site';
  const main = plan.steps.length === 0 ? `Nothing would be ${verb}.` : `${plural(plan.steps.length, 'item')} would be ${verb}: ${counts.join(', ')}.`;
  return plan.refused.length === 0 ? main : `${main} ${plural(plan.refused.length, 'chosen change')} cannot be applied (listed below).`;
}

/** What stops the start, in one sentence, or null when nothing does. */
export function startBlocked(plan: Pick<ApplyPlan, 'phrase' | 'blockers' | 'steps'> | undefined, fresh: boolean, open: number): string | null {
  if (!plan || !fresh) return 'Wait for the review of your latest choices.';
  if (open > 0) return `Choose who stands for ${plural(open, 'person or group', 'people or groups')} first, or leave them out.`;
  if (plan.blockers.length > 0) return plan.blockers[0] ?? null;
  if (plan.steps.length === 0 || plan.phrase === null) return 'These choices change nothing.';
  return null;
}

/** One person or group of the snapshot in the mapping table, the same shape for both. */
export interface MatchRow {
  /** What the plan's input keys the choice by: a person's account id, a group's name. */
  source: string;
  name: string;
  email: string | null;
  /** Who stands for them here, in words; null when nobody does. */
  target: string | null;
  by: MatchBy;
  usedBy: string[];
}

export function personRow(match: PersonMatch): MatchRow {
  const target = match.target === null ? null : match.target.email ? `${match.target.name} (${match.target.email})` : match.target.name;
  return { source: personSource(match), name: match.source.name, email: match.source.email, target, by: match.by, usedBy: match.usedBy };
}

export function groupRow(match: GroupMatch): MatchRow {
  return { source: groupSource(match), name: match.source, email: null, target: match.target, by: match.by, usedBy: match.usedBy };
}

/** "Notification scheme “Release”, Page “Budget” and 3 more". */
export function usedByWords(usedBy: readonly string[], shown = 2): string {
  const named = usedBy.slice(0, shown).join(', ');
  return usedBy.length > shown ? `${named} and ${(usedBy.length - shown).toLocaleString('en')} more` : named;
}

/** The people (or groups) still waiting for a choice first, each part in the plan's order. */
export function needingChoiceFirst(rows: readonly MatchRow[]): MatchRow[] {
  return [...rows.filter((row) => row.by === 'none'), ...rows.filter((row) => row.by !== 'none')];
}
