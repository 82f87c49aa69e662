import { removeAllRestrictions, replaceRestrictions } from '../../api/confluence/v1/restrictions';
import { createTemplate, deleteTemplate, updateTemplate, type TemplateFields } from '../../api/confluence/v1/templates';
import { createHook, deleteHook, updateHook } from '../../api/bitbucket/hooks';
import type { ApiSession } from '../../api/http/session';
import {
  addNotifications,
  createNotificationScheme,
  deleteNotificationScheme,
  getNotificationScheme,
  removeNotification,
  updateNotificationScheme,
} from '../../api/jira/notification-schemes';
import { getProject } from '../../api/jira/projects';
import { createVersion, removeVersionAndSwap, updateVersion } from '../../api/jira/versions';
import type { RestrictionChange } from '../../contract/confluence/restrictions';
import { AppError } from '../../contract/errors';
import { batchAdditions } from '../../contract/jira/scheme-changes';
import { Recipient, recipientKey } from '../../contract/jira/recipients';
import { SnapWebhook } from '../../contract/snapshots/format';
import type { ItemContext } from '../../jobs/job-types';
import type { StepWork, TemplateWant, VersionWant, WantedEvent } from './apply-plan';

/**
 * The writes of one apply step, each through the job's `write` so it reaches the journal and Activity
 * with the state it replaces. Answers the key of the thing on the target afterwards (a created scheme's
 * new id), which undo needs.
 */

function additionsOf(events: readonly WantedEvent[]): { eventId: string; recipient: Recipient }[] {
  return events.flatMap((event) =>
    event.recipients.flatMap((recipient) => {
      const parsed = Recipient.safeParse({ type: recipient.type, parameter: recipient.parameter });
      return parsed.success ? [{ eventId: event.eventId, recipient: parsed.data }] : [];
    }),
  );
}

const toBody = (batch: ReturnType<typeof batchAdditions>[number]) =>
  batch.events.map((event) => ({
    eventId: event.eventId,
    notifications: event.recipients.map((recipient) => ({ type: recipient.type, ...(recipient.parameter === null ? {} : { parameter: recipient.parameter }) })),
  }));

async function addInBatches(session: ApiSession, schemeId: string, additions: { eventId: string; recipient: Recipient }[], signal: AbortSignal): Promise<void> {
  for (const batch of batchAdditions(additions)) await addNotifications(session, { schemeId, events: toBody(batch) }, signal);
}

/** Makes a scheme's recipients exactly `events`: removes the ones it should not have, adds the missing ones. */
async function setRecipients(session: ApiSession, schemeId: string, events: readonly WantedEvent[], signal: AbortSignal): Promise<void> {
  const live = await getNotificationScheme(session, schemeId, ['all'], signal);
  const wanted = additionsOf(events);
  const wantedKeys = new Set(wanted.map((entry) => `${entry.eventId}|${recipientKey(entry.recipient)}`));
  const liveKeys = new Set<string>();
  for (const event of live.events ?? []) {
    for (const notification of event.notifications) {
      const key = `${event.eventId}|${recipientKey(notification)}`;
      if (wantedKeys.has(key) && !liveKeys.has(key)) liveKeys.add(key);
      else await removeNotification(session, schemeId, notification.id, signal);
    }
  }
  await addInBatches(
    session,
    schemeId,
    wanted.filter((entry) => !liveKeys.has(`${entry.eventId}|${recipientKey(entry.recipient)}`)),
    signal,
  );
}

function templateFields(fields: TemplateWant): TemplateFields {
  return {
    name: fields.name,
    description: fields.description,
    labels: fields.labels,
    body: { value: fields.body, representation: 'storage' },
    ...(fields.spaceKey ? { spaceKey: fields.spaceKey } : {}),
  };
}

/** The fields Jira can take: it cannot clear a date, so a missing one is left out rather than sent empty. */
function versionFields(fields: VersionWant) {
  return {
    name: fields.name,
    ...(fields.description === null ? {} : { description: fields.description }),
    released: fields.released,
    archived: fields.archived,
    ...(fields.startDate ? { startDate: fields.startDate } : {}),
    ...(fields.releaseDate ? { releaseDate: fields.releaseDate } : {}),
  };
}

function restrictionChanges(work: Extract<StepWork, { kind: 'restriction' }>): RestrictionChange[] {
  return (['read', 'update'] as const).flatMap((operation) => {
    const list = work[operation];
    return list.accountIds.length + list.groupIds.length > 0 ? [{ operation, accountIds: list.accountIds, groupIds: list.groupIds }] : [];
  });
}

/** The id of what an update or delete acts on; a plan never makes one without it. */
function idOf(id: string | null): string {
  if (id === null) throw new AppError('INTERNAL', 'This step names nothing to change. Compare again.');
  return id;
}

type HookFields = Extract<StepWork, { kind: 'webhook' }>['fields'];

/** What Bitbucket takes of a hook: whether it had a secret is the snapshot's to know, not a field to send. */
function sentHookFields({ hasSecret: _hasSecret, ...fields }: HookFields) {
  return fields;
}

function changedHookFields(live: SnapWebhook, wanted: HookFields) {
  const sameEvents = [...live.events].sort().join() === [...wanted.events].sort().join();
  return {
    // A secret cannot be put back (a snapshot never holds one), but one set since a snapshot without any is removed.
    ...(live.hasSecret && !wanted.hasSecret ? { secret: null } : {}),
    ...(live.url === wanted.url ? {} : { url: wanted.url }),
    ...(live.description === wanted.description ? {} : { description: wanted.description }),
    ...(live.active === wanted.active ? {} : { active: wanted.active }),
    ...(sameEvents ? {} : { events: wanted.events }),
  };
}

export interface StepTarget {
  session: ApiSession;
  workspace: string | null;
}

function workspaceOf(target: StepTarget): string {
  if (!target.workspace) throw new AppError('NOT_CONFIGURED', 'Bitbucket is not set up for this connection. Add it under Connections.');
  return target.workspace;
}

/** The key of what an update or delete acts on, known before it writes; null for a create. */
function existingKey(work: StepWork): string | null {
  if (work.action === 'create') return null;
  switch (work.kind) {
    case 'scheme':
      return `scheme:${idOf(work.schemeId)}`;
    case 'restriction':
      return `restriction:${work.pageId}`;
    case 'template':
      return `template:${idOf(work.templateId)}`;
    case 'webhook':
      return `webhook:${idOf(work.hookId)}`;
    case 'version':
      return `version:${idOf(work.versionId)}`;
  }
}

/**
 * Does one step; answers the key of what it acted on, on the target site. `touched` hears that key before
 * the first write that can change it (for a create, as soon as the thing exists), so undo covers a step
 * that failed or stopped half-way.
 */
export async function doStep(target: StepTarget, work: StepWork, action: string, before: unknown, ctx: ItemContext, touched: (key: string) => Promise<void>): Promise<string> {
  const existing = existingKey(work);
  if (existing !== null) await touched(existing);
  const { session } = target;
  const { signal } = ctx;
  const write = <R>(perform: () => Promise<R>) => ctx.write(action, perform, { before });
  switch (work.kind) {
    case 'scheme': {
      if (work.action === 'delete') {
        await write(() => deleteNotificationScheme(session, idOf(work.schemeId), signal));
        return `scheme:${idOf(work.schemeId)}`;
      }
      if (work.action === 'create') {
        const [first, ...rest] = batchAdditions(additionsOf(work.events));
        const created = await write(async () => {
          const made = await createNotificationScheme(
            session,
            { name: work.name, ...(work.description ? { description: work.description } : {}), ...(first ? { events: toBody(first) } : {}) },
            signal,
          );
          await touched(`scheme:${made.id}`);
          for (const batch of rest) await addNotifications(session, { schemeId: made.id, events: toBody(batch) }, signal);
          return made;
        });
        return `scheme:${created?.id ?? 'new'}`;
      }
      await write(async () => {
        const schemeId = idOf(work.schemeId);
        await updateNotificationScheme(session, { schemeId, name: work.name, description: work.description ?? '' }, signal);
        await setRecipients(session, schemeId, work.events, signal);
      });
      return `scheme:${idOf(work.schemeId)}`;
    }
    case 'restriction': {
      const changes = restrictionChanges(work);
      // The lists go back exactly as the snapshot had them, even where they leave the admin out: the plan says so.
      await write(() => (changes.length === 0 ? removeAllRestrictions(session, work.pageId, signal) : replaceRestrictions(session, work.pageId, changes, signal)));
      return `restriction:${work.pageId}`;
    }
    case 'template': {
      if (work.action === 'delete') {
        await write(() => deleteTemplate(session, idOf(work.templateId), signal));
        return `template:${idOf(work.templateId)}`;
      }
      if (work.action === 'create') {
        const created = await write(() => createTemplate(session, templateFields(work.fields), signal));
        return `template:${created?.templateId ?? 'new'}`;
      }
      await write(() => updateTemplate(session, idOf(work.templateId), templateFields(work.fields), signal));
      return `template:${idOf(work.templateId)}`;
    }
    case 'webhook': {
      const workspace = workspaceOf(target);
      if (work.action === 'delete') {
        await write(() => deleteHook(session, workspace, idOf(work.hookId), signal));
        return `webhook:${idOf(work.hookId)}`;
      }
      if (work.action === 'create') {
        const created = await write(() => createHook(session, workspace, sentHookFields(work.fields), signal));
        return `webhook:${created?.id ?? 'new'}`;
      }
      // Only what differs is sent: Bitbucket checks an address again when it is sent, even unchanged, and may refuse one it took before.
      const live = SnapWebhook.safeParse(before);
      const changes = live.success ? changedHookFields(live.data, work.fields) : sentHookFields(work.fields);
      await write(() => updateHook(session, workspace, { hookId: idOf(work.hookId), changes }, signal));
      return `webhook:${idOf(work.hookId)}`;
    }
    case 'version': {
      if (work.action === 'delete') {
        await write(() => removeVersionAndSwap(session, idOf(work.versionId), {}, signal));
        return `version:${idOf(work.versionId)}`;
      }
      if (work.action === 'create') {
        const created = await write(async () => {
          const project = await getProject(session, work.projectKey, undefined, signal);
          return createVersion(session, { projectId: project.id, ...versionFields(work.fields) }, signal);
        });
        return `version:${created?.id ?? 'new'}`;
      }
      await write(() => updateVersion(session, { versionId: idOf(work.versionId), changes: versionFields(work.fields) }, signal));
      return `version:${idOf(work.versionId)}`;
    }
  }
}
