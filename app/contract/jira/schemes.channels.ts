import { z } from 'zod';
import { OnConnection } from '../channels/common';
import { plannedRunChannels } from '../channels/planned-run';
import { CreateNotificationSchemeInput, UpdateNotificationSchemeInput } from './models';
import { PendingChanges, SchemeSnapshot } from './scheme-changes';
import { SCHEME_DESCRIPTION_MAX, SCHEME_NAME_MAX } from './scheme-name';

/** Notification schemes as the Projects screens ask about them: usage, staged edits, copy, compare, clean-up, reach. */

const NumericId = (what: string) => z.string().trim().regex(/^\d{1,18}$/, `This is not a ${what} ID.`);
const SchemeId = NumericId('notification scheme');
const schemeName = z.string().trim().min(1, 'Enter a name.').max(SCHEME_NAME_MAX, `A name has at most ${SCHEME_NAME_MAX} characters.`);
const schemeDescription = z.string().max(SCHEME_DESCRIPTION_MAX, `A description has at most ${SCHEME_DESCRIPTION_MAX.toLocaleString('en')} characters.`);

export const ProjectName = z.object({ id: z.string(), key: z.string().nullable(), name: z.string().nullable() });
export type ProjectName = z.infer<typeof ProjectName>;

export const SchemeSummary = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  /** The scheme every new company-managed project gets. */
  isDefault: z.boolean(),
  projects: z.array(ProjectName),
});
export type SchemeSummary = z.infer<typeof SchemeSummary>;

export const IssueEventRef = z.object({ id: z.string(), name: z.string() });

export const SchemeDetail = z.object({
  scheme: SchemeSnapshot,
  /** Hand it back with staged changes: an apply based on another fingerprint is refused. */
  fingerprint: z.string(),
  isDefault: z.boolean(),
  projects: z.array(ProjectName),
  /** Every event of the site, system and custom, for the matrix rows. */
  events: z.array(IssueEventRef),
  notifications: z.number().int(),
});
export type SchemeDetail = z.infer<typeof SchemeDetail>;

export const RecipientOptions = z.object({
  roles: z.array(z.object({ id: z.string(), name: z.string() })),
  groups: z.array(z.object({ name: z.string() })),
  fields: z.array(z.object({ id: z.string(), name: z.string(), kind: z.enum(['user', 'group']) })),
});
export type RecipientOptions = z.infer<typeof RecipientOptions>;

const undoId = z.string().nullable();

export const ApplyResult = z.discriminatedUnion('outcome', [
  z.object({
    outcome: z.literal('applied'),
    before: SchemeSnapshot,
    after: SchemeSnapshot,
    fingerprint: z.string(),
    requests: z.number().int(),
    /** The scheme read back holds exactly what was asked. */
    verified: z.boolean(),
    /** Undo only: the scheme is back exactly as it was. */
    restored: z.boolean().nullable(),
    undoId,
  }),
  z.object({
    /** Someone changed the scheme since it was loaded; nothing was sent. */
    outcome: z.literal('changed-meanwhile'),
    current: SchemeSnapshot,
    fingerprint: z.string(),
    problems: z.array(z.string()),
  }),
  z.object({
    /** Jira refused part-way; what went in can be undone. */
    outcome: z.literal('stopped'),
    before: SchemeSnapshot,
    after: SchemeSnapshot,
    fingerprint: z.string(),
    requests: z.number().int(),
    message: z.string(),
    undoId,
  }),
]);
export type ApplyResult = z.infer<typeof ApplyResult>;

export const GetUndoResult = z.object({ undo: z.object({ undoId: z.string(), at: z.string(), before: SchemeSnapshot, after: SchemeSnapshot }).nullable() });
export type GetUndoResult = z.infer<typeof GetUndoResult>;

export const CopyResult = z.object({
  id: z.string(),
  name: z.string(),
  notifications: z.number().int(),
  writeRequests: z.number().int(),
  leftOut: z.array(z.object({ eventName: z.string(), recipient: z.string(), reason: z.string() })),
  verified: z.boolean(),
  incomplete: z.string().nullable(),
});

export const SchemeComparison = z.object({
  left: z.object({ id: z.string(), name: z.string() }),
  right: z.object({ id: z.string(), name: z.string() }),
  rows: z.array(
    z.object({ eventId: z.string(), eventName: z.string(), onlyLeft: z.array(z.string()), onlyRight: z.array(z.string()), both: z.array(z.string()) }),
  ),
  differences: z.number().int(),
});
export type SchemeComparison = z.infer<typeof SchemeComparison>;

export const NotifiedPerson = z.object({
  accountId: z.string(),
  displayName: z.string().nullable(),
  emailAddress: z.string().nullable(),
  active: z.boolean(),
  via: z.array(z.string()),
  canSee: z.boolean().nullable(),
  notified: z.boolean(),
  notes: z.array(z.string()),
});

export const WhoWillBeNotified = z.object({
  scheme: z.object({ id: z.string(), name: z.string() }),
  event: z.object({ id: z.string(), name: z.string().nullable() }),
  issueKey: z.string().nullable(),
  recipients: z.array(z.object({ recipient: z.string(), people: z.number().int(), unresolved: z.string().nullable() })),
  people: z.array(NotifiedPerson),
  notified: z.number().int(),
  browseChecked: z.boolean(),
});
export type WhoWillBeNotified = z.infer<typeof WhoWillBeNotified>;

const IssueKey = z.string().trim().toUpperCase().regex(/^[A-Z][A-Z0-9_]{0,254}-\d{1,18}$/, 'An issue key looks like PLAT-42.');
const ProjectKey = z.string().trim().min(1).max(255);

export const OrphanPlanItem = z.object({
  schemeId: z.string(),
  name: z.string(),
  action: z.enum(['delete', 'skip']),
  reason: z.string().nullable(),
});

export const jiraSchemeChannels = {
  'jira.notificationSchemes.create': { input: CreateNotificationSchemeInput.extend(OnConnection.shape), output: z.object({ id: z.string() }), mutates: true },
  'jira.notificationSchemes.update': { input: UpdateNotificationSchemeInput.extend(OnConnection.shape), output: z.object({ updated: z.literal(true) }), mutates: true },
  'jira.notificationSchemes.delete': { input: OnConnection.extend({ schemeId: SchemeId }), output: z.object({ deleted: z.literal(true) }), mutates: true },
  /** Every scheme with the projects using it, the default one marked. */
  'jira.notificationSchemes.listWithUsage': { input: OnConnection, output: z.object({ schemes: z.array(SchemeSummary) }) },
  /** A scheme ready for the matrix and for staged editing. */
  'jira.notificationSchemes.open': { input: OnConnection.extend({ schemeId: SchemeId }), output: SchemeDetail },
  /** What the recipient picker offers besides people. */
  'jira.notificationRecipients.list': { input: OnConnection, output: RecipientOptions },
  /** Sends staged changes in the fewest requests, refusing (sending nothing) when the scheme changed meanwhile. */
  'jira.notificationSchemes.updateRecipients': {
    input: OnConnection.extend({ schemeId: SchemeId, basedOn: z.string().min(1).max(64), changes: PendingChanges }),
    output: ApplyResult,
    mutates: true,
  },
  /** Undo: puts the scheme back exactly as it was before a change, also one made before a restart. */
  'jira.notificationSchemes.restoreRecipients': {
    input: OnConnection.extend({ undoId: z.uuid('This change cannot be undone here.') }),
    output: ApplyResult,
    mutates: true,
  },
  /** The newest change to a scheme that Undo can still put back, kept across restarts; none when there is none. */
  'jira.notificationSchemes.getUndo': {
    input: OnConnection.extend({ schemeId: SchemeId }),
    output: GetUndoResult,
  },
  'jira.notificationSchemes.createCopy': {
    input: OnConnection.extend({ schemeId: SchemeId, name: schemeName, description: schemeDescription.optional() }),
    output: CopyResult,
    mutates: true,
  },
  'jira.notificationSchemes.getComparison': { input: OnConnection.extend({ leftId: SchemeId, rightId: SchemeId }), output: SchemeComparison },
  /** Schemes no project uses (the default one never counts). */
  'jira.orphanSchemes.list': { input: OnConnection, output: z.object({ schemes: z.array(SchemeSummary), totalSchemes: z.number().int() }) },
  'jira.orphanSchemes.exportCsv': { input: OnConnection, output: z.object({ csv: z.string(), rows: z.number().int(), fileName: z.string() }) },
  /** The dry run says what deleting these schemes would do, and the phrase to type; `start` runs it as a job. */
  ...plannedRunChannels('jira.orphanSchemes', {
    plan: {
      input: OnConnection.extend({ schemeIds: z.array(SchemeId).min(1, 'Choose at least one scheme.').max(5000) }),
      output: z.object({ planId: z.string(), items: z.array(OrphanPlanItem), deleteCount: z.number().int(), confirmationPhrase: z.string() }),
    },
  }),
  /** The scheme a company-managed project uses, and every event of the site. */
  'jira.projectNotificationSchemes.get': {
    input: OnConnection.extend({ projectKey: ProjectKey }),
    output: z.object({ scheme: z.object({ id: z.string(), name: z.string(), description: z.string().nullable() }), events: z.array(IssueEventRef) }),
  },
  /** Who one event of a project reaches, optionally for one issue, and who cannot be resolved and why. */
  'jira.notifiedPeople.list': {
    input: OnConnection.extend({ projectKey: ProjectKey, eventId: NumericId('event'), issueKey: IssueKey.optional() }),
    output: WhoWillBeNotified,
  },
} as const;
