import { deactivateAccount, reactivateAccount } from '../../api/admin/lifecycle';
import { getProfile } from '../../api/admin/profile';
import { listApiTokens, revokeApiToken } from '../../api/admin/tokens';
import { addGroupToRestriction, addUserToRestriction, removeGroupFromRestriction, removeUserFromRestriction } from '../../api/confluence/v1/restrictions';
import { readRestrictionState } from '../../api/confluence/v1/self-lockout';
import type { ApiSession } from '../../api/http/session';
import { addNotifications, getNotificationScheme, removeNotification } from '../../api/jira/notification-schemes';
import { getProject, setProjectLead } from '../../api/jira/projects';
import { transferOwnership } from '../../api/confluence/v2/ownership';
import { getPage } from '../../api/confluence/v2/pages';
import type { PrincipalRef } from '../../contract/confluence/access.channels';
import { isAppError } from '../../contract/errors';
import type { ItemContext } from '../../jobs/job-types';
import type { StepWork } from './dry-run';

/**
 * Each kind of step, done and undone. A step first reads what it changes: when someone changed it since
 * the inventory (the leaver is no longer on the list, the page has another owner) it is skipped, saying
 * so, and nothing is written. What it replaces is recorded with the write, for the roll back.
 */

/** A step skipped, saying why; or done, with what its write replaced. */
export type StepAnswer = { skipped: string } | { before: StepBefore };

/** What a step's write replaced, kept for its roll back. */
export type StepBefore =
  | { kind: 'restriction'; accountIds: string[]; groupIds: string[] }
  | { kind: 'schemeRecipient'; events: { eventId: string; notificationIds: string[] }[]; added: { eventId: string }[] }
  | { kind: 'none' };

export const stepWords = {
  changedSince: (what: string) => `Changed by someone else since the inventory, so it was left alone: ${what}`,
  notOwner: (name: string) => `the owner is no longer ${name}.`,
  notOnList: (name: string) => `${name} is no longer on the list.`,
  notInScheme: (name: string) => `the scheme no longer notifies ${name}.`,
  notLead: (name: string) => `the project lead is no longer ${name}.`,
  alreadyRevoked: 'Already revoked.',
  alreadyInactive: 'Already deactivated.',
  alreadyActive: 'Already active.',
  gone: 'No longer there.',
} as const;

async function orGone<T>(read: Promise<T>): Promise<T | null> {
  try {
    return await read;
  } catch (error) {
    if (isAppError(error) && error.info.code === 'NOT_FOUND') return null;
    throw error;
  }
}

function principalOnList(state: { accountIds: string[]; groups: { id: string | null; name: string }[] }, who: PrincipalRef): boolean {
  return who.type === 'user' ? state.accountIds.includes(who.id) : state.groups.some((group) => group.id === who.id || group.name === who.id);
}

async function addToList(session: ApiSession, pageId: string, operation: 'read' | 'update', who: PrincipalRef, signal: AbortSignal): Promise<void> {
  if (who.type === 'user') await addUserToRestriction(session, { contentId: pageId, operation, accountId: who.id }, signal);
  else await addGroupToRestriction(session, { contentId: pageId, operation, group: who.id }, signal);
}

async function takeOffList(session: ApiSession, pageId: string, operation: 'read' | 'update', who: PrincipalRef, signal: AbortSignal): Promise<void> {
  if (who.type === 'user') await removeUserFromRestriction(session, { contentId: pageId, operation, accountId: who.id }, signal);
  else await removeGroupFromRestriction(session, { contentId: pageId, operation, group: who.id }, signal);
}

const NOTHING: StepBefore = { kind: 'none' };

/** Does one step, writing through `ctx` so the journal and Activity have it. */
export async function doStep(session: ApiSession, work: StepWork, action: string, leaverName: string, ctx: ItemContext, words: { before: string; after: string }): Promise<StepAnswer> {
  const { signal } = ctx;
  switch (work.kind) {
    case 'owner': {
      const owner = (await orGone(getPage(session, work.pageId, {}, signal)))?.ownerId;
      if (owner === undefined) return { skipped: stepWords.gone };
      if (owner !== work.leaverId) return { skipped: stepWords.changedSince(stepWords.notOwner(leaverName)) };
      await ctx.write(action, () => transferOwnership(session, { kind: 'page', id: work.pageId }, work.successorId, signal), { before: NOTHING, words });
      return { before: NOTHING };
    }
    case 'restriction': {
      const state = await orGone(readRestrictionState(session, work.pageId, signal));
      if (state === null) return { skipped: stepWords.gone };
      const list = state[work.operation];
      if (!list.accountIds.includes(work.leaverId)) return { skipped: stepWords.changedSince(stepWords.notOnList(leaverName)) };
      const before: StepBefore = { kind: 'restriction', accountIds: list.accountIds, groupIds: list.groups.flatMap((group) => group.id ?? []) };
      await ctx.write(
        action,
        async () => {
          // The successor goes on first, so the list is never empty in between: an empty list opens the page.
          if (work.successor !== null && !principalOnList(list, work.successor)) await addToList(session, work.pageId, work.operation, work.successor, signal);
          await removeUserFromRestriction(session, { contentId: work.pageId, operation: work.operation, accountId: work.leaverId }, signal);
        },
        { before, words },
      );
      return { before };
    }
    case 'schemeRecipient': {
      const scheme = await orGone(getNotificationScheme(session, work.schemeId, ['all'], signal));
      if (scheme === null) return { skipped: stepWords.gone };
      const naming = (scheme.events ?? [])
        .map((event) => ({ event, ids: event.notifications.filter((n) => n.type === 'User' && n.parameter === work.leaverId).map((n) => n.id) }))
        .filter(({ ids }) => ids.length > 0);
      if (naming.length === 0) return { skipped: stepWords.changedSince(stepWords.notInScheme(leaverName)) };
      const successor = work.successor;
      const adding =
        successor === null
          ? []
          : naming.filter(({ event }) => !event.notifications.some((n) => n.type === (successor.type === 'user' ? 'User' : 'Group') && n.parameter === successor.id)).map(({ event }) => ({ eventId: event.eventId }));
      const before: StepBefore = { kind: 'schemeRecipient', events: naming.map(({ event, ids }) => ({ eventId: event.eventId, notificationIds: ids })), added: adding };
      await ctx.write(
        action,
        async () => {
          if (successor !== null && adding.length > 0) {
            const type = successor.type === 'user' ? 'User' : 'Group';
            await addNotifications(session, { schemeId: work.schemeId, events: adding.map(({ eventId }) => ({ eventId, notifications: [{ type, parameter: successor.id }] })) }, signal);
          }
          for (const { ids } of naming) for (const id of ids) await removeNotification(session, work.schemeId, id, signal);
        },
        { before, words },
      );
      return { before };
    }
    case 'projectLead': {
      const project = await orGone(getProject(session, work.projectKey, undefined, signal));
      if (project === null) return { skipped: stepWords.gone };
      if (project.lead?.accountId !== work.leaverId) return { skipped: stepWords.changedSince(stepWords.notLead(leaverName)) };
      await ctx.write(action, () => setProjectLead(session, work.projectKey, work.successorId, signal), { before: NOTHING, words });
      return { before: NOTHING };
    }
    case 'token': {
      let gone = false;
      await ctx.write(
        action,
        () =>
          revokeApiToken(session, work.accountId, work.tokenId, signal).catch((error: unknown) => {
            if (!(isAppError(error) && error.info.code === 'NOT_FOUND')) throw error;
            gone = true;
          }),
        { before: NOTHING, words },
      );
      return gone ? { skipped: stepWords.alreadyRevoked } : { before: NOTHING };
    }
    case 'account': {
      const profile = await getProfile(session, work.accountId, signal);
      if (profile.status !== 'active') return { skipped: stepWords.alreadyInactive };
      await ctx.write(action, () => deactivateAccount(session, work.accountId, work.message === '' ? undefined : work.message, signal), { before: NOTHING, words });
      return { before: NOTHING };
    }
  }
}

/** Undoes one step that was done, from what it replaced; skipped, saying why, when it changed again since. */
export async function undoStep(session: ApiSession, work: StepWork, before: StepBefore, action: string, leaverName: string, ctx: ItemContext): Promise<{ skipped: string } | undefined> {
  const { signal } = ctx;
  switch (work.kind) {
    case 'owner': {
      const owner = (await orGone(getPage(session, work.pageId, {}, signal)))?.ownerId;
      if (owner === undefined) return { skipped: stepWords.gone };
      if (owner !== work.successorId) return { skipped: stepWords.changedSince('the owner changed again.') };
      await ctx.write(action, () => transferOwnership(session, { kind: 'page', id: work.pageId }, work.leaverId, signal));
      return undefined;
    }
    case 'restriction': {
      if (before.kind !== 'restriction') return { skipped: stepWords.gone };
      const state = await orGone(readRestrictionState(session, work.pageId, signal));
      if (state === null) return { skipped: stepWords.gone };
      const list = state[work.operation];
      await ctx.write(action, async () => {
        if (!list.accountIds.includes(work.leaverId)) await addUserToRestriction(session, { contentId: work.pageId, operation: work.operation, accountId: work.leaverId }, signal);
        const successor = work.successor;
        const successorWasThere = successor !== null && (successor.type === 'user' ? before.accountIds.includes(successor.id) : before.groupIds.includes(successor.id));
        if (successor !== null && !successorWasThere && principalOnList(list, successor)) await takeOffList(session, work.pageId, work.operation, successor, signal);
      });
      return undefined;
    }
    case 'schemeRecipient': {
      if (before.kind !== 'schemeRecipient') return { skipped: stepWords.gone };
      const scheme = await orGone(getNotificationScheme(session, work.schemeId, ['all'], signal));
      if (scheme === null) return { skipped: stepWords.gone };
      const events = scheme.events ?? [];
      await ctx.write(action, async () => {
        const missing = before.events.filter(({ eventId }) => !events.some((event) => event.eventId === eventId && event.notifications.some((n) => n.type === 'User' && n.parameter === work.leaverId)));
        if (missing.length > 0) await addNotifications(session, { schemeId: work.schemeId, events: missing.map(({ eventId }) => ({ eventId, notifications: [{ type: 'User', parameter: work.leaverId }] })) }, signal);
        const successor = work.successor;
        if (successor === null) return;
        const type = successor.type === 'user' ? 'User' : 'Group';
        for (const { eventId } of before.added) {
          const event = events.find((candidate) => candidate.eventId === eventId);
          for (const notification of event?.notifications ?? []) {
            if (notification.type === type && notification.parameter === successor.id) await removeNotification(session, work.schemeId, notification.id, signal);
          }
        }
      });
      return undefined;
    }
    case 'projectLead': {
      const project = await orGone(getProject(session, work.projectKey, undefined, signal));
      if (project === null) return { skipped: stepWords.gone };
      if (project.lead?.accountId !== work.successorId) return { skipped: stepWords.changedSince('the project lead changed again.') };
      await ctx.write(action, () => setProjectLead(session, work.projectKey, work.leaverId, signal));
      return undefined;
    }
    case 'account': {
      const profile = await getProfile(session, work.accountId, signal);
      if (profile.status === 'active') return { skipped: stepWords.alreadyActive };
      await ctx.write(action, () => reactivateAccount(session, work.accountId, signal));
      return undefined;
    }
    case 'token':
      return { skipped: `A revoked token cannot be brought back: ${leaverName} needs a new one.` };
  }
}

/** Whether a step's change is in place now: for a step a stop left unknown (was its write sent?). */
export async function stepInPlace(session: ApiSession, work: StepWork, signal: AbortSignal): Promise<boolean> {
  switch (work.kind) {
    case 'owner':
      return (await orGone(getPage(session, work.pageId, {}, signal)))?.ownerId === work.successorId;
    case 'restriction': {
      const state = await orGone(readRestrictionState(session, work.pageId, signal));
      return state !== null && !state[work.operation].accountIds.includes(work.leaverId);
    }
    case 'schemeRecipient': {
      const scheme = await orGone(getNotificationScheme(session, work.schemeId, ['all'], signal));
      return scheme !== null && !(scheme.events ?? []).some((event) => event.notifications.some((n) => n.type === 'User' && n.parameter === work.leaverId));
    }
    case 'projectLead':
      return (await orGone(getProject(session, work.projectKey, undefined, signal)))?.lead?.accountId === work.successorId;
    case 'token':
      return !(await listApiTokens(session, work.accountId, signal)).some((token) => token.id === work.tokenId);
    case 'account':
      return (await getProfile(session, work.accountId, signal)).status !== 'active';
  }
}
