import { z } from 'zod';
import { confirmationPhrase } from '../bulk';
import { AccountId, OnConnection } from '../channels/common';
import { plannedRunChannels, PlanStart, PreviewState } from '../channels/planned-run';
import { PrincipalRef } from '../confluence/access.channels';
import { Refusal } from '../users/accounts.channels';

/*
 * Offboarding a leaver across the products: an inventory of everything tied to the person (a job that
 * reads), a hand-over plan the admin shapes, its dry run in the order it will happen (hand over, then
 * revoke tokens, then deactivate), the run itself as a journaled job, its roll back, and the record.
 */

/** How many people one inventory takes: a pasted list of a team that leaves together, not the directory. */
export const MAX_LEAVERS = 50;

/** An account id or an e-mail address, as pasted or imported. */
const LeaverEntry = z.string().trim().min(1, 'Enter an account ID or an e-mail address.').max(320, 'This is neither an account ID nor an e-mail address.');

export const InventoryRequest = OnConnection.extend({
  people: z
    .array(LeaverEntry)
    .min(1, 'Add at least one person to offboard.')
    .max(MAX_LEAVERS, `Offboard at most ${MAX_LEAVERS} people at once.`),
});

/** A person as the offboarding screens show them. */
export const OffboardPerson = z.object({
  accountId: z.string(),
  name: z.string(),
  email: z.string().nullable(),
  /** `inactive`: deactivated; `unknown`: not found in the organization's directory. */
  status: z.enum(['active', 'inactive', 'closed', 'unknown']),
});
export type OffboardPerson = z.infer<typeof OffboardPerson>;

export const OffboardProduct = z.enum(['admin', 'confluence', 'jira']);
export type OffboardProduct = z.infer<typeof OffboardProduct>;

/** Which screen of Orgdesk already handles a finding, so the inventory can open it there. */
export const FindingLink = z.discriminatedUnion('screen', [
  z.object({ screen: z.literal('page'), pageId: z.string() }),
  z.object({ screen: z.literal('scheme'), schemeId: z.string() }),
  z.object({ screen: z.literal('project'), projectKey: z.string() }),
  z.object({ screen: z.literal('account'), accountId: z.string() }),
]);
export type FindingLink = z.infer<typeof FindingLink>;

const SpaceRef = z.object({ id: z.string(), key: z.string(), name: z.string() });

const FindingBase = z.object({
  /** Unique within the inventory: the leaver's account id, `|`, then `owner:page:123`, `read:123`, `scheme:10000`, `lead:OPS`, `token:…` or `account`. */
  key: z.string(),
  /** The thing in plain words: "Page “Runbook” in Engineering". */
  target: z.string(),
  link: FindingLink.nullable(),
});

/**
 * One thing tied to a leaver. Every kind the hand-over can act on carries what the change needs; a space
 * they alone administer is listed for the admin to hand over in Confluence (no API grants space admin).
 */
export const Finding = z.discriminatedUnion('kind', [
  FindingBase.extend({
    kind: z.literal('owner'),
    contentType: z.enum(['page', 'blogpost']),
    id: z.string(),
    title: z.string(),
    space: SpaceRef,
    /** An archived page: saving it with a new owner would bring it back, so it is left for the admin. */
    archived: z.boolean(),
  }),
  FindingBase.extend({
    kind: z.literal('restriction'),
    operation: z.enum(['read', 'update']),
    pageId: z.string(),
    title: z.string(),
    space: SpaceRef,
    /** The others the list names beside the leaver, in words ("Ada Lovelace, the group devs"); empty when none. */
    others: z.array(z.string()),
    /** Named alone in the list: removing them would open the page to the whole space; keeping them locks it once they are deactivated. */
    alone: z.boolean(),
  }),
  FindingBase.extend({ kind: z.literal('spaceAdmin'), space: SpaceRef }),
  FindingBase.extend({
    kind: z.literal('schemeRecipient'),
    schemeId: z.string(),
    name: z.string(),
    events: z.array(z.object({ id: z.string(), name: z.string(), onlyRecipient: z.boolean() })),
    projects: z.array(z.object({ id: z.string(), key: z.string(), name: z.string() })),
  }),
  FindingBase.extend({ kind: z.literal('projectLead'), projectId: z.string(), projectKey: z.string(), name: z.string() }),
  FindingBase.extend({
    kind: z.literal('token'),
    tokenId: z.string(),
    label: z.string(),
    createdAt: z.string(),
    lastUsedAt: z.string().nullable(),
    expiresAt: z.string().nullable(),
  }),
  FindingBase.extend({
    kind: z.literal('account'),
    /** Whether Orgdesk may deactivate the account; when not, Atlassian's reason in plain words. */
    canDeactivate: z.boolean(),
    refusal: Refusal.nullable(),
  }),
]);
export type Finding = z.infer<typeof Finding>;
export type FindingKind = Finding['kind'];

/** Everything tied to one person, as the inventory found it. */
export const LeaverInventory = z.object({
  person: OffboardPerson,
  findings: z.array(Finding),
  /** Parts the inventory could not read for this person, each in a sentence (a product the connection lacks, a refused read). */
  unread: z.array(z.string()),
});
export type LeaverInventory = z.infer<typeof LeaverInventory>;

export const Inventory = z.object({
  state: PreviewState,
  /** How many of the people the inventory has read so far. */
  read: z.number().int(),
  leavers: z.array(LeaverInventory),
  /** Entries the inventory could not use, each with why: unknown, yourself, listed twice. */
  refused: z.array(z.object({ entry: z.string(), reason: z.string() })),
});
export type Inventory = z.infer<typeof Inventory>;

/** What becomes of one finding: handed over, taken out of the list or the scheme, or left as it is. */
/**
 * Why an owner finding is left for the admin rather than handed over: a blog post has no owner to change,
 * and saving an archived page with a new owner would bring it back from the archive. Null when it can be.
 */
export function leftForTheAdmin(finding: Finding): 'blogPost' | 'archived' | null {
  if (finding.kind !== 'owner') return null;
  if (finding.contentType === 'blogpost') return 'blogPost';
  return finding.archived ? 'archived' : null;
}

export const HandoverAction = z.enum(['replace', 'remove', 'keep']);
export type HandoverAction = z.infer<typeof HandoverAction>;

/**
 * What becomes of a finding the admin has not decided about: handed over, except that a leaver named beside
 * others on a list is only taken off it, and so is a scheme recipient whose events notify someone else too.
 */
export function defaultHandoverAction(finding: Extract<Finding, { kind: HandoverKind }>): HandoverAction {
  if (finding.kind === 'restriction') return finding.alone ? 'replace' : 'remove';
  if (finding.kind === 'schemeRecipient') return finding.events.some((event) => event.onlyRecipient) ? 'replace' : 'remove';
  return 'replace';
}

/** A successor: a person; a group where a group fits (page restrictions, scheme recipients). */
export const Successor = PrincipalRef;
export type Successor = z.infer<typeof Successor>;

/** The kinds a hand-over acts on, each with its own default successor. */
export const HandoverKind = z.enum(['owner', 'restriction', 'schemeRecipient', 'projectLead']);
export type HandoverKind = z.infer<typeof HandoverKind>;

const ItemChoice = z.object({ action: HandoverAction, successor: Successor.nullable().optional() });

/** The admin's choices for one leaver: a successor per kind, and per finding an action (and successor) that overrides it. */
export const LeaverChoices = z.object({
  accountId: AccountId,
  successors: z.partialRecord(HandoverKind, Successor.nullable()),
  items: z.record(z.string().max(300), ItemChoice),
  revokeTokens: z.boolean(),
  deactivate: z.boolean(),
});
export type LeaverChoices = z.infer<typeof LeaverChoices>;

export const HandoverChoices = z.object({
  leavers: z.array(LeaverChoices).max(MAX_LEAVERS),
  /** Shown to a deactivated person when they try to sign in. */
  message: z.string().trim().max(1000, 'Keep the message under 1,000 characters.'),
});
export type HandoverChoices = z.infer<typeof HandoverChoices>;

/** The three phases of a run, in the order they happen. */
export const StepPhase = z.enum(['handover', 'tokens', 'access']);
export type StepPhase = z.infer<typeof StepPhase>;

/** One change of the run, in the words the dry run, the progress and the record all use. */
export const OffboardStep = z.object({
  key: z.string(),
  leaverId: z.string(),
  leaverName: z.string(),
  product: OffboardProduct,
  phase: StepPhase,
  kind: z.enum(['owner', 'restriction', 'schemeRecipient', 'projectLead', 'token', 'account']),
  target: z.string(),
  /** "Hand over ownership to Priya Shah", "Revoke the token", "Deactivate the account". */
  change: z.string(),
  before: z.string(),
  after: z.string(),
  /** False for what cannot be undone: a revoked token. */
  undoable: z.boolean(),
  link: FindingLink.nullable(),
});
export type OffboardStep = z.infer<typeof OffboardStep>;

/** What the hand-over leaves for the admin: spaces to hand over by hand, refused deactivations, items kept by choice. */
export const Remaining = z.object({ leaverName: z.string(), target: z.string(), reason: z.string() });
export type Remaining = z.infer<typeof Remaining>;

/** A warning of the plan, with the keys of the findings it is about, so the screen can offer the fix beside them. */
export const PlanWarning = z.object({
  text: z.string(),
  keys: z.array(z.string()),
  /** `chooseSuccessor`: pick someone else for these; `keepLeaver`: the change would lock everyone out or open the page, keep it instead. */
  fix: z.enum(['chooseSuccessor', 'keep']).nullable(),
});
export type PlanWarning = z.infer<typeof PlanWarning>;

export const DryRun = z.object({
  steps: z.array(OffboardStep),
  warnings: z.array(PlanWarning),
  remaining: z.array(Remaining),
  /** What the admin must type; null when the plan changes nothing. */
  phrase: z.string().nullable(),
  /** The choices that cannot go ahead, each a sentence (the successor is a leaver, deactivated, unknown ...). */
  problems: z.array(z.string()),
});
export type DryRun = z.infer<typeof DryRun>;

const PlanRef = z.string().trim().min(1, 'This preview is no longer available.').max(100, 'This preview is no longer available.');
const RunRef = OnConnection.extend({ runId: z.string().trim().min(1).max(100) });

/** The phrase of a hand-over: "OFFBOARD 2 PEOPLE". */
export const offboardPhrase = (people: number) => confirmationPhrase('offboard', people, 'person', 'people');

export const StepOutcome = z.enum(['done', 'failed', 'skipped', 'pending', 'rolledBack']);
export type StepOutcome = z.infer<typeof StepOutcome>;

/** What an auditor reads: who did what and when, each step's outcome, and what remains. */
export const OffboardRecord = z.object({
  runId: z.string(),
  /** The admin the connection acts as. */
  actor: z.string(),
  connectionName: z.string(),
  startedAt: z.string(),
  endedAt: z.string().nullable(),
  /** `running`, or how it ended; `stopped`: Orgdesk stopped during it and it was not finished since. */
  state: z.enum(['running', 'paused', 'completed', 'cancelled', 'stopped']),
  message: z.string(),
  leavers: z.array(OffboardPerson),
  steps: z.array(OffboardStep.extend({ outcome: StepOutcome, reason: z.string().nullable() })),
  remaining: z.array(Remaining),
  /** The roll back of this run, when one was started. */
  rollbackId: z.string().nullable(),
});
export type OffboardRecord = z.infer<typeof OffboardRecord>;

export const RecordSummary = z.object({
  runId: z.string(),
  startedAt: z.string(),
  leavers: z.array(z.string()),
  state: OffboardRecord.shape.state,
  steps: z.number().int(),
  failed: z.number().int(),
});

export const offboardingChannels = {
  ...plannedRunChannels('offboarding.handover', {
    /** The inventory: a job that reads everything tied to each person; its id is the plan's id. */
    plan: { input: InventoryRequest, output: z.object({ jobId: z.string(), people: z.number().int() }) },
    getPlan: Inventory,
    start: { input: PlanStart.extend({ choices: HandoverChoices }), output: z.object({ jobId: z.string() }) },
  }),
  /** The dry run of the admin's choices over a finished inventory: every change in order, warnings, what remains. */
  'offboarding.handoverDryRun.get': { input: OnConnection.extend({ planId: PlanRef, choices: HandoverChoices }), output: DryRun },
  ...plannedRunChannels('offboarding.handoverRollback', {
    /** Works out what a run's roll back would change: everything it changed that can be undone, in reverse order. */
    plan: { input: RunRef, output: z.object({ planId: z.string(), steps: z.array(OffboardStep), phrase: z.string().nullable(), problems: z.array(z.string()) }) },
  }),
  'offboarding.records.list': { input: OnConnection, output: z.object({ records: z.array(RecordSummary) }) },
  'offboarding.records.get': { input: RunRef, output: OffboardRecord },
  'offboarding.records.exportCsv': { input: RunRef, output: z.object({ csv: z.string(), rows: z.number().int(), fileName: z.string() }) },
} as const;

/** What no list can show the inventory, said once beside it. */
export const HIDDEN_PAGES =
  'Pages restricted so that you cannot view them are in no list Atlassian gives you, so they are not here. A space admin can find them with Confluence’s “Inspect permissions”, or restore access to them.';

/** What a workspace webhook ties to a person, said once for the inventory. */
export const BITBUCKET_TIES =
  'Bitbucket workspace webhooks belong to the workspace, not to a person: removing someone leaves them working. Only a webhook whose URL points to a service the person ran needs a look.';
