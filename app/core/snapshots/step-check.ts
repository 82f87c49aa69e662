import { readRestrictionState } from '../../api/confluence/v1/self-lockout';
import { getTemplate, listTemplates } from '../../api/confluence/v1/templates';
import { everyOffsetItem } from '../../api/confluence/shared/paging';
import { getHook, listHooks } from '../../api/bitbucket/hooks';
import { getNotificationScheme, listAllNotificationSchemes } from '../../api/jira/notification-schemes';
import { getVersion, listProjectVersions } from '../../api/jira/versions';
import { isAppError } from '../../contract/errors';
import { recipientKey } from '../../contract/jira/recipients';
import type { StepWork } from './apply-plan';
import type { StepTarget } from './apply-work';

/**
 * Whether a step's change is in place on the site now: for a step a stop left unknown, so a run picked up
 * after a restart neither repeats a create nor counts an unfinished update as done.
 */

/** Resolves to null when the thing is gone (404 or 403, as Confluence answers for a template it will not show). */
async function unlessGone<T>(read: () => Promise<T>): Promise<T | null> {
  try {
    return await read();
  } catch (error) {
    if (isAppError(error) && (error.info.code === 'NOT_FOUND' || error.info.status === 404 || error.info.status === 403)) return null;
    throw error;
  }
}

const sorted = (values: readonly string[]) => [...values].sort().join('\n');

/** The key of the thing a create step made, found by its name (a webhook by its address); null when there is none. */
export async function findCreated(target: StepTarget, work: StepWork, signal: AbortSignal): Promise<string | null> {
  const { session } = target;
  const key = (kind: string, id: string | undefined) => (id === undefined ? null : `${kind}:${id}`);
  switch (work.kind) {
    case 'scheme':
      return key('scheme', (await listAllNotificationSchemes(session, [], signal)).find((scheme) => scheme.name === work.name)?.id);
    case 'template': {
      const spaceKey = work.fields.spaceKey ?? undefined;
      const templates = await everyOffsetItem((start) => listTemplates(session, { kind: 'page', ...(spaceKey ? { spaceKey } : {}), start }, signal));
      return key('template', templates.find((template) => template.name === work.fields.name)?.templateId);
    }
    case 'webhook':
      return key('webhook', (await listHooks(session, target.workspace ?? '', { signal })).find((hook) => hook.url === work.fields.url)?.id);
    case 'version':
      return key('version', (await listProjectVersions(session, work.projectKey, signal)).find((version) => version.name === work.fields.name)?.id);
    case 'restriction':
      return null;
  }
}

export async function stepInPlace(target: StepTarget, work: StepWork, signal: AbortSignal): Promise<boolean> {
  const { session } = target;
  if (work.action === 'create') return (await findCreated(target, work, signal)) !== null;
  switch (work.kind) {
    case 'scheme': {
      const scheme = work.schemeId === null ? null : await unlessGone(() => getNotificationScheme(session, work.schemeId ?? '', ['all'], signal));
      if (work.action === 'delete') return scheme === null;
      if (!scheme) return false;
      const live = (scheme.events ?? []).flatMap((event) => event.notifications.map((notification) => `${event.eventId}|${recipientKey(notification)}`));
      const wanted = work.events.flatMap((event) => event.recipients.map((recipient) => `${event.eventId}|${recipientKey(recipient)}`));
      return scheme.name === work.name && sorted(live) === sorted(wanted);
    }
    case 'restriction': {
      const state = await readRestrictionState(session, work.pageId, signal);
      return (['read', 'update'] as const).every(
        (operation) => sorted(state[operation].accountIds) === sorted(work[operation].accountIds) && sorted(state[operation].groups.map((group) => group.id ?? group.name)) === sorted(work[operation].groupIds),
      );
    }
    case 'template': {
      const template = await unlessGone(() => getTemplate(session, work.templateId ?? '', true, signal));
      if (work.action === 'delete') return template === null;
      return template !== null && template.name === work.fields.name && (template.body ?? '') === work.fields.body;
    }
    case 'webhook': {
      const workspace = target.workspace ?? '';
      const hook = await unlessGone(() => getHook(session, workspace, work.hookId ?? '', signal));
      if (work.action === 'delete') return hook === null;
      return hook !== null && hook.url === work.fields.url && hook.active === work.fields.active && sorted(hook.events) === sorted(work.fields.events);
    }
    case 'version': {
      const version = await unlessGone(() => getVersion(session, work.versionId ?? '', signal));
      if (work.action === 'delete') return version === null;
      return version !== null && version.name === work.fields.name && version.released === work.fields.released && version.archived === work.fields.archived;
    }
  }
}
