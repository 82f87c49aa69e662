import type {
  Finding,
  HandoverAction,
  HandoverChoices,
  HandoverKind,
  LeaverChoices,
  LeaverInventory,
  Successor,
} from '../../../../../app/contract/offboarding/leavers.channels';
import { defaultHandoverAction, HandoverKind as HandoverKinds, leftForTheAdmin } from '../../../../../app/contract/offboarding/leavers.channels';

/** A finding the hand-over acts on (an owner, a restriction, a scheme recipient, a project lead). */
export type ActionableFinding = Extract<Finding, { kind: HandoverKind }>;

export function isActionable(finding: Finding): finding is ActionableFinding {
  return leftForTheAdmin(finding) === null && (HandoverKinds.options as readonly string[]).includes(finding.kind);
}

/** Where a group may take over: restriction lists and scheme recipients; an owner or a lead is a person. */
export function groupsFit(kind: HandoverKind): boolean {
  return kind === 'restriction' || kind === 'schemeRecipient';
}

/** Whether Orgdesk may deactivate the leaver's account, from what the inventory found. */
export function canDeactivate(leaver: LeaverInventory): boolean {
  const account = leaver.findings.find((finding) => finding.kind === 'account');
  return account?.kind === 'account' ? account.canDeactivate : leaver.person.status === 'active';
}

/** The choices the plan starts from: every item at its default, tokens revoked, the account deactivated where it can be. */
export function initialChoices(leavers: readonly LeaverInventory[], message = ''): HandoverChoices {
  return {
    message,
    leavers: leavers.map((leaver) => ({
      accountId: leaver.person.accountId,
      successors: {},
      items: Object.fromEntries(leaver.findings.filter(isActionable).map((finding) => [finding.key, { action: defaultHandoverAction(finding) }])),
      revokeTokens: true,
      deactivate: canDeactivate(leaver),
    })),
  };
}

/**
 * The choices for a new inventory of the same people, keeping what the admin had chosen where the same
 * leaver and finding are still there (after "Run the inventory again").
 */
export function carryOver(previous: HandoverChoices, fresh: HandoverChoices): HandoverChoices {
  const before = new Map(previous.leavers.map((leaver) => [leaver.accountId, leaver]));
  return {
    message: previous.message,
    leavers: fresh.leavers.map((leaver) => {
      const old = before.get(leaver.accountId);
      if (!old) return leaver;
      const items = Object.fromEntries(Object.entries(leaver.items).map(([key, choice]) => [key, old.items[key] ?? choice]));
      return { ...leaver, successors: old.successors, items, revokeTokens: old.revokeTokens, deactivate: old.deactivate && leaver.deactivate };
    }),
  };
}

function updateLeaver(choices: HandoverChoices, accountId: string, change: (leaver: LeaverChoices) => LeaverChoices): HandoverChoices {
  return { ...choices, leavers: choices.leavers.map((leaver) => (leaver.accountId === accountId ? change(leaver) : leaver)) };
}

export function setAction(choices: HandoverChoices, accountId: string, key: string, action: HandoverAction): HandoverChoices {
  return updateLeaver(choices, accountId, (leaver) => ({ ...leaver, items: { ...leaver.items, [key]: { ...leaver.items[key], action } } }));
}

export function setKindSuccessor(choices: HandoverChoices, accountId: string, kind: HandoverKind, successor: Successor | null): HandoverChoices {
  return updateLeaver(choices, accountId, (leaver) => ({ ...leaver, successors: { ...leaver.successors, [kind]: successor } }));
}

export function setToggle(choices: HandoverChoices, accountId: string, toggle: 'revokeTokens' | 'deactivate', on: boolean): HandoverChoices {
  return updateLeaver(choices, accountId, (leaver) => ({ ...leaver, [toggle]: on }));
}

/** Applies a change to the named items of whichever leavers hold them (a warning's keys may span leavers). */
function updateItems(choices: HandoverChoices, keys: readonly string[], change: (choice: LeaverChoices['items'][string]) => LeaverChoices['items'][string]): HandoverChoices {
  const wanted = new Set(keys);
  return {
    ...choices,
    leavers: choices.leavers.map((leaver) => {
      const touched = Object.keys(leaver.items).filter((key) => wanted.has(key));
      if (touched.length === 0) return leaver;
      const items = { ...leaver.items };
      for (const key of touched) {
        const choice = items[key];
        if (choice) items[key] = change(choice);
      }
      return { ...leaver, items };
    }),
  };
}

/** A successor for these items alone, overriding the one chosen for their kind; they are handed over to them. */
export function setItemSuccessor(choices: HandoverChoices, keys: readonly string[], successor: Successor | null): HandoverChoices {
  return updateItems(choices, keys, () => ({ action: 'replace', successor }));
}

/** The fix "Leave as it is" of a warning. */
export function keepItems(choices: HandoverChoices, keys: readonly string[]): HandoverChoices {
  return updateItems(choices, keys, (choice) => ({ ...choice, action: 'keep' }));
}

/** Who takes a finding over: the item's own successor, else the one chosen for its kind; null when nobody is picked yet. */
export function successorOf(leaver: LeaverChoices, finding: ActionableFinding): Successor | null {
  return leaver.items[finding.key]?.successor ?? leaver.successors[finding.kind] ?? null;
}

/** The items to hand over that have nobody to hand them to yet. */
export function missingSuccessors(choices: HandoverChoices, leavers: readonly LeaverInventory[]): number {
  const byId = new Map(choices.leavers.map((leaver) => [leaver.accountId, leaver]));
  let missing = 0;
  for (const inventory of leavers) {
    const leaver = byId.get(inventory.person.accountId);
    if (!leaver) continue;
    for (const finding of inventory.findings) {
      if (isActionable(finding) && leaver.items[finding.key]?.action === 'replace' && successorOf(leaver, finding) === null) missing += 1;
    }
  }
  return missing;
}
