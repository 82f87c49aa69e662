import type { ApiSession } from '../../api/http/session';
import { listGroups, listPickerFields, listProjectRoles } from '../../api/jira/directory';
import { getUsers, searchUsers } from '../../api/jira/users';
import type { SnapshotChange } from '../../contract/snapshots/changes';
import { SnapVersion, type SnapPerson, type SnapRecipient, type SnapScheme, type SnapshotFile } from '../../contract/snapshots/format';
import { z } from 'zod';
import {
  applyPhrase,
  ApplyStep,
  type ApplyInput,
  type ApplyMode,
  type ApplyPlan,
  type GroupMatch,
  type PersonMatch,
} from '../../contract/snapshots/snapshots.channels';
import { plural } from '../../contract/words';

/**
 * Turning chosen changes of a comparison into the steps that make the target (the comparison's other
 * side) match the base for those things. On the same site it is a restore: people and groups are the
 * same. Across sites it is a copy: each person a chosen scheme names is found on the target by e-mail,
 * else by exact name, unless the admin chose someone or chose to leave them out; groups by name. Nothing
 * is written here; each step carries what its write needs.
 */

const WantedEvent = z.object({ eventId: z.string(), recipients: z.array(z.object({ type: z.string(), parameter: z.string().nullable(), words: z.string() })) });
export type WantedEvent = z.infer<typeof WantedEvent>;
const WantedList = z.object({ accountIds: z.array(z.string()), groupIds: z.array(z.string()) });
const TemplateWant = z.object({ name: z.string(), description: z.string(), labels: z.array(z.string()), spaceKey: z.string().nullable(), body: z.string() });
export type TemplateWant = z.infer<typeof TemplateWant>;
const HookWant = z.object({ url: z.string(), description: z.string(), events: z.array(z.string()), active: z.boolean(), hasSecret: z.boolean() });
const VersionWant = SnapVersion.pick({ name: true, description: true, released: true, archived: true, startDate: true, releaseDate: true });
export type VersionWant = z.infer<typeof VersionWant>;

/** What the run does for one step: plain JSON, so the change journal keeps it and a stopped run can go on. */
export const StepWork = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('scheme'),
    action: z.enum(['create', 'update', 'delete']),
    schemeId: z.string().nullable(),
    name: z.string(),
    description: z.string().nullable(),
    events: z.array(WantedEvent),
  }),
  z.object({ kind: z.literal('restriction'), action: z.literal('update'), pageId: z.string(), read: WantedList, update: WantedList }),
  z.object({ kind: z.literal('template'), action: z.enum(['create', 'update', 'delete']), templateId: z.string().nullable(), fields: TemplateWant }),
  z.object({ kind: z.literal('webhook'), action: z.enum(['create', 'update', 'delete']), hookId: z.string().nullable(), fields: HookWant }),
  z.object({ kind: z.literal('version'), action: z.enum(['create', 'update', 'delete']), versionId: z.string().nullable(), projectKey: z.string(), fields: VersionWant }),
]);
export type StepWork = z.infer<typeof StepWork>;

/** One step as the job runs it: `runId` names the record undo reads (`store.ts`). */
export const KeptStep = z.object({ runId: z.string(), step: ApplyStep, work: StepWork, before: z.unknown() });
export type KeptStep = z.infer<typeof KeptStep>;

export interface PlannedApply {
  plan: Omit<ApplyPlan, 'planId'>;
  steps: Omit<KeptStep, 'runId'>[];
}

export const applyWords = {
  copyNeverDeletes: 'It exists only on this site: a copy adds and updates things, it never deletes them.',
  restrictionsStayOnSite: 'Page restrictions can only be put back on the site they were taken of, not copied to another site.',
  projectsOnly: 'Only which projects use it differs: each project chooses its scheme in its own settings in Jira.',
  noSecret: 'The webhook’s secret is never kept in a snapshot: it is created without one. Add a secret on the Webhooks screen.',
  secretRemoved: 'The snapshot’s webhook had no secret, so the secret set since is removed.',
  versionIssues: 'Issues that had this version do not get it back.',
  versionCleared: 'Issues lose this version from their fix and affects versions.',
  schemeProjects: 'Projects that used it move to the default notification scheme.',
  listsAsTaken: 'The lists go back exactly as the snapshot has them, even if that leaves you out of them.',
  datesKept: 'Jira cannot clear a date once set, so its dates stay as they are.',
  notHere: (names: string) => `Not on this site, so left out: ${names}.`,
  unmapped: (count: number) => `Choose who stands for ${plural(count, 'person', 'people')} on this site, or leave them out.`,
  unmappedGroups: (count: number) => `Choose a group here for ${plural(count, 'group')}, or leave them out.`,
} as const;

const quoted = (text: string) => `“${text}”`;

/** Finds a person on the target: the same e-mail first, else exactly the same display name, if only one has it. */
async function findOnTarget(session: ApiSession, person: SnapPerson, signal: AbortSignal): Promise<{ target: SnapPerson; by: 'email' | 'name' } | null> {
  const search = async (query: string) => (await searchUsers(session, { query, startAt: 0, maxResults: 50 }, signal)).items.filter((user) => user.accountType === 'atlassian');
  if (person.email) {
    const email = person.email.toLowerCase();
    const match = (await search(person.email)).find((user) => user.emailAddress?.toLowerCase() === email);
    if (match) return { target: { accountId: match.accountId, name: match.displayName ?? person.name, email: match.emailAddress }, by: 'email' };
  }
  const named = (await search(person.name)).filter((user) => user.displayName === person.name);
  const only = named.length === 1 ? named[0] : undefined;
  return only ? { target: { accountId: only.accountId, name: only.displayName ?? person.name, email: only.emailAddress }, by: 'name' } : null;
}

/** The people the chosen schemes name, with the changes naming each. */
function namedPeople(changes: readonly SnapshotChange[], base: SnapshotFile): Map<string, { person: SnapPerson; usedBy: Set<string> }> {
  const people = new Map(base.people.map((person) => [person.accountId, person]));
  const named = new Map<string, { person: SnapPerson; usedBy: Set<string> }>();
  for (const change of changes) {
    if (change.kind !== 'scheme' || !change.before) continue;
    for (const event of change.before.events) {
      for (const recipient of event.recipients) {
        if (recipient.type !== 'User' || !recipient.parameter) continue;
        const person = people.get(recipient.parameter) ?? { accountId: recipient.parameter, name: recipient.words.replace(/^User: /, ''), email: null };
        const entry = named.get(person.accountId) ?? { person, usedBy: new Set<string>() };
        entry.usedBy.add(change.target);
        named.set(person.accountId, entry);
      }
    }
  }
  return named;
}

function namedGroups(changes: readonly SnapshotChange[]): Map<string, Set<string>> {
  const named = new Map<string, Set<string>>();
  for (const change of changes) {
    if (change.kind !== 'scheme' || !change.before) continue;
    for (const event of change.before.events) {
      for (const recipient of event.recipients) {
        if (recipient.type !== 'Group' || !recipient.parameter) continue;
        named.set(recipient.parameter, (named.get(recipient.parameter) ?? new Set()).add(change.target));
      }
    }
  }
  return named;
}

async function matchPeople(session: ApiSession, changes: readonly SnapshotChange[], base: SnapshotFile, input: ApplyInput, signal: AbortSignal): Promise<PersonMatch[]> {
  const named = [...namedPeople(changes, base).values()];
  const chosenIds = named.flatMap(({ person }) => {
    const chosen = input.people[person.accountId];
    return typeof chosen === 'string' ? [chosen] : [];
  });
  const chosenPeople = chosenIds.length > 0 ? await getUsers(session, chosenIds, signal) : new Map();
  const matches = await Promise.all(
    named.map(async ({ person, usedBy }): Promise<PersonMatch> => {
      const chosen = input.people[person.accountId];
      const base = { source: person, usedBy: [...usedBy].sort() };
      if (chosen === null) return { ...base, target: null, by: 'skip' };
      if (typeof chosen === 'string') {
        const user = chosenPeople.get(chosen);
        return { ...base, target: { accountId: chosen, name: user?.displayName ?? chosen, email: user?.emailAddress ?? null }, by: 'hand' };
      }
      const found = await findOnTarget(session, person, signal);
      return found ? { ...base, target: found.target, by: found.by } : { ...base, target: null, by: 'none' };
    }),
  );
  return matches.sort((a, b) => a.source.name.localeCompare(b.source.name));
}

async function matchGroups(session: ApiSession, changes: readonly SnapshotChange[], input: ApplyInput, signal: AbortSignal): Promise<GroupMatch[]> {
  const named = namedGroups(changes);
  if (named.size === 0) return [];
  const here = new Map((await listGroups(session, signal)).map((group) => [group.name.toLowerCase(), group.name]));
  return [...named]
    .map(([name, usedBy]): GroupMatch => {
      const chosen = input.groups[name];
      const base = { source: name, usedBy: [...usedBy].sort() };
      if (chosen === null) return { ...base, target: null, by: 'skip' };
      if (typeof chosen === 'string') return { ...base, target: chosen, by: 'hand' };
      const found = here.get(name.toLowerCase());
      return found ? { ...base, target: found, by: 'name' } : { ...base, target: null, by: 'none' };
    })
    .sort((a, b) => a.source.localeCompare(b.source));
}

/** A scheme's events with each person and group put in the target's terms; those left out are dropped. */
/**
 * Roles and fields of the target by name: across sites a role's or a field's id means nothing, so a
 * recipient naming one is matched by the name its words carry ("Role: Developers"). Null on one site.
 */
export interface NamedOnTarget {
  roles: Map<string, string>;
  fields: Map<string, string>;
}

const nameIn = (words: string) => words.replace(/^(Role|Field): /, '');

/** A scheme's events with each person, group, role and field put in the target's terms; those left out are dropped and named in `leftOut`. */
function wantedEvents(scheme: SnapScheme, context: Pick<StepContext, 'people' | 'groups' | 'named'>, leftOut: string[]): WantedEvent[] {
  const { people, groups, named } = context;
  const mapped = (recipient: SnapRecipient): SnapRecipient | null => {
    if (recipient.type === 'User' && recipient.parameter) {
      const target = people.has(recipient.parameter) ? people.get(recipient.parameter) : recipient.parameter;
      return target ? { ...recipient, parameter: target } : null;
    }
    if (recipient.type === 'Group' && recipient.parameter) {
      const target = groups.has(recipient.parameter) ? groups.get(recipient.parameter) : recipient.parameter;
      return target ? { ...recipient, parameter: target, words: `Group: ${target}` } : null;
    }
    const byName = recipient.type === 'ProjectRole' ? named?.roles : recipient.type === 'UserCustomField' || recipient.type === 'GroupCustomField' ? named?.fields : undefined;
    if (byName && recipient.parameter) {
      const target = byName.get(nameIn(recipient.words).toLowerCase());
      if (!target) leftOut.push(recipient.words);
      return target ? { ...recipient, parameter: target } : null;
    }
    return recipient;
  };
  return scheme.events
    .map((event) => ({ eventId: event.id, recipients: event.recipients.flatMap((recipient) => mapped(recipient) ?? []) }))
    .filter((event) => event.recipients.length > 0);
}

/** The target's project roles and people fields by name, when a copy's schemes name any. */
async function namedOnTarget(session: ApiSession, changes: readonly SnapshotChange[], signal: AbortSignal): Promise<NamedOnTarget | null> {
  const types = new Set(changes.flatMap((change) => (change.kind === 'scheme' && change.before ? change.before.events.flatMap((event) => event.recipients.map((recipient) => recipient.type)) : [])));
  if (!types.has('ProjectRole') && !types.has('UserCustomField') && !types.has('GroupCustomField')) return { roles: new Map(), fields: new Map() };
  const [roles, fields] = await Promise.all([listProjectRoles(session, signal), listPickerFields(session, signal)]);
  return { roles: new Map(roles.map((role) => [role.name.toLowerCase(), role.id])), fields: new Map(fields.map((field) => [field.name.toLowerCase(), field.id])) };
}

const recipientCount = (events: readonly WantedEvent[]) => events.reduce((sum, event) => sum + event.recipients.length, 0);

/** A name no scheme on the target has: "Name (copy)", then "Name (copy 2)" ... */
export function freeSchemeName(name: string, taken: ReadonlySet<string>): string {
  const lower = new Set([...taken].map((each) => each.toLowerCase()));
  for (let attempt = 1; ; attempt += 1) {
    const candidate = `${name} (copy${attempt === 1 ? '' : ` ${attempt}`})`;
    if (!lower.has(candidate.toLowerCase())) return candidate;
  }
}

interface StepContext {
  mode: ApplyMode;
  crossSite: boolean;
  people: Map<string, string | null>;
  groups: Map<string, string | null>;
  schemeNames: Set<string>;
  clash: ApplyInput['schemeClash'];
  named: NamedOnTarget | null;
}

const versionWant = (version: SnapVersion): VersionWant => VersionWant.parse(version);

type Planned = { step: Omit<ApplyStep, 'key' | 'target' | 'kind'>; work: StepWork } | { refused: string };

function stepFor(change: SnapshotChange, context: StepContext): Planned {
  const { mode } = context;
  if (change.state === 'added' && mode === 'copy') return { refused: applyWords.copyNeverDeletes };
  if (change.kind === 'restriction' && context.crossSite) return { refused: applyWords.restrictionsStayOnSite };
  const step = (action: ApplyStep['action'], words: string, work: StepWork, notes: string[] = [], clash: ApplyStep['clash'] = null): Planned => ({
    // A created thing has no differences to list: the snapshot's version of it is made whole (a copy under a new name leaves the namesake as it is).
    step: { action, words, lines: action === 'create' ? [] : change.lines, notes, clash },
    work,
  });
  switch (change.kind) {
    case 'scheme': {
      const { before: wanted, after: live } = change;
      if (!wanted) return live ? step('delete', `Delete notification scheme ${quoted(live.name)}`, { kind: 'scheme', action: 'delete', schemeId: live.id, name: live.name, description: live.description, events: [] }, live.projects.length > 0 ? [applyWords.schemeProjects] : []) : { refused: 'Nothing to do.' };
      const leftOut: string[] = [];
      const events = wantedEvents(wanted, context, leftOut);
      const namedNote = leftOut.length > 0 ? [applyWords.notHere([...new Set(leftOut)].join(', '))] : [];
      const count = plural(recipientCount(events), 'recipient');
      if (!live) return step('create', `Create notification scheme ${quoted(wanted.name)} with ${count}`, { kind: 'scheme', action: 'create', schemeId: null, name: wanted.name, description: wanted.description, events }, namedNote);
      if (change.lines.every((line) => line.startsWith('Used by '))) return { refused: applyWords.projectsOnly };
      if (context.crossSite && (context.clash[change.key] ?? 'new') === 'new') {
        const name = freeSchemeName(wanted.name, context.schemeNames);
        context.schemeNames.add(name);
        return step('create', `Create notification scheme ${quoted(name)} with ${count} (a scheme named ${quoted(wanted.name)} is already here)`, { kind: 'scheme', action: 'create', schemeId: null, name, description: wanted.description, events }, namedNote, 'new');
      }
      return step(
        'update',
        `Update notification scheme ${quoted(live.name)} to ${count}`,
        { kind: 'scheme', action: 'update', schemeId: live.id, name: wanted.name, description: wanted.description, events },
        namedNote,
        context.crossSite ? 'update' : null,
      );
    }
    case 'restriction': {
      const page = change.after ?? change.before;
      if (!page) return { refused: 'Nothing to do.' };
      const list = (side: 'read' | 'update') => ({
        accountIds: change.before?.[side].users.map((user) => user.accountId) ?? [],
        groupIds: change.before?.[side].groups.map((group) => group.id) ?? [],
      });
      const words = change.before ? `Put back who can view and edit page ${quoted(page.title)}` : `Remove the restrictions of page ${quoted(page.title)}`;
      return step('update', words, { kind: 'restriction', action: 'update', pageId: page.pageId, read: list('read'), update: list('update') }, change.before ? [applyWords.listsAsTaken] : []);
    }
    case 'template': {
      const { before: wanted, after: live } = change;
      if (!wanted) return live ? step('delete', `Delete template ${quoted(live.name)}`, { kind: 'template', action: 'delete', templateId: live.id, fields: { name: live.name, description: live.description, labels: live.labels, spaceKey: live.spaceKey, body: live.body } }) : { refused: 'Nothing to do.' };
      const fields: TemplateWant = { name: wanted.name, description: wanted.description, labels: wanted.labels, spaceKey: wanted.spaceKey, body: wanted.body };
      const where = wanted.spaceKey ? `in space ${wanted.spaceKey}` : 'for the whole site';
      if (!live) return step('create', `Create template ${quoted(wanted.name)} ${where}`, { kind: 'template', action: 'create', templateId: null, fields });
      return step('update', `Update template ${quoted(live.name)} ${where}`, { kind: 'template', action: 'update', templateId: live.id, fields });
    }
    case 'webhook': {
      const { before: wanted, after: live } = change;
      if (!wanted) return live ? step('delete', `Delete webhook ${live.url}`, { kind: 'webhook', action: 'delete', hookId: live.id, fields: { url: live.url, description: live.description, events: live.events, active: live.active, hasSecret: live.hasSecret } }) : { refused: 'Nothing to do.' };
      const fields = { url: wanted.url, description: wanted.description, events: wanted.events, active: wanted.active, hasSecret: wanted.hasSecret };
      const notes = wanted.hasSecret && !live?.hasSecret ? [applyWords.noSecret] : !wanted.hasSecret && live?.hasSecret ? [applyWords.secretRemoved] : [];
      if (!live) return step('create', `Create webhook ${wanted.url}`, { kind: 'webhook', action: 'create', hookId: null, fields }, notes);
      return step('update', `Update webhook ${live.url}`, { kind: 'webhook', action: 'update', hookId: live.id, fields }, notes);
    }
    case 'version': {
      const { before: wanted, after: live } = change;
      if (!wanted) return live ? step('delete', `Delete version ${quoted(live.name)} of ${live.projectKey}`, { kind: 'version', action: 'delete', versionId: live.id, projectKey: live.projectKey, fields: versionWant(live) }, [applyWords.versionCleared]) : { refused: 'Nothing to do.' };
      const fields = versionWant(wanted);
      if (!live) {
        return step('create', `Create version ${quoted(wanted.name)} in ${wanted.projectKey}`, { kind: 'version', action: 'create', versionId: null, projectKey: wanted.projectKey, fields }, mode === 'restore' ? [applyWords.versionIssues] : []);
      }
      const clearsDate = (wanted.startDate === null && live.startDate !== null) || (wanted.releaseDate === null && live.releaseDate !== null);
      return step('update', `Update version ${quoted(live.name)} of ${live.projectKey}`, { kind: 'version', action: 'update', versionId: live.id, projectKey: live.projectKey, fields }, clearsDate ? [applyWords.datesKept] : []);
    }
  }
}

/** The dry run of applying `input.keys` of a comparison onto its other side. */
export async function planApply(
  session: ApiSession,
  comparison: { base: SnapshotFile; other: SnapshotFile; crossSite: boolean; changes: readonly SnapshotChange[] },
  input: ApplyInput,
  signal: AbortSignal,
): Promise<PlannedApply> {
  const mode: ApplyMode = comparison.crossSite ? 'copy' : 'restore';
  const byKey = new Map(comparison.changes.map((change) => [change.key, change]));
  const refused: ApplyPlan['refused'] = [];
  const chosen: SnapshotChange[] = [];
  for (const key of new Set(input.keys)) {
    const change = byKey.get(key);
    if (change) chosen.push(change);
    else refused.push({ key, target: key, reason: 'This change is not in the comparison any more. Compare again.' });
  }
  const copying = comparison.crossSite ? chosen.filter((change) => change.kind === 'scheme' && change.before !== null) : [];
  const [people, groups] = comparison.crossSite
    ? await Promise.all([matchPeople(session, copying, comparison.base, input, signal), matchGroups(session, copying, input, signal)])
    : [[], []];
  const context: StepContext = {
    mode,
    crossSite: comparison.crossSite,
    people: new Map(people.map((match) => [match.source.accountId, match.target?.accountId ?? null])),
    groups: new Map(groups.map((match) => [match.source, match.target])),
    schemeNames: new Set(comparison.other.schemes.map((scheme) => scheme.name)),
    clash: input.schemeClash,
    named: comparison.crossSite ? await namedOnTarget(session, copying, signal) : null,
  };
  const steps: PlannedApply['steps'] = [];
  for (const change of chosen) {
    const planned = stepFor(change, context);
    if ('refused' in planned) refused.push({ key: change.key, target: change.target, reason: planned.refused });
    else steps.push({ step: { ...planned.step, key: change.key, kind: change.kind, target: change.target }, work: planned.work, before: change.after });
  }
  const unmappedPeople = people.filter((match) => match.by === 'none').length;
  const unmappedGroups = groups.filter((match) => match.by === 'none').length;
  const blockers = [...(unmappedPeople > 0 ? [applyWords.unmapped(unmappedPeople)] : []), ...(unmappedGroups > 0 ? [applyWords.unmappedGroups(unmappedGroups)] : [])];
  return {
    plan: {
      mode,
      steps: steps.map((kept) => kept.step),
      people,
      groups,
      refused,
      phrase: steps.length > 0 && blockers.length === 0 ? applyPhrase(mode, steps.length) : null,
      blockers,
    },
    steps,
  };
}
