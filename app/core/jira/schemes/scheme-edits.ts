import type { z } from 'zod';
import type { ApiSession } from '../../../api/http/session';
import { createNotificationScheme, getNotificationScheme, listAllNotificationSchemes, updateNotificationScheme } from '../../../api/jira/notification-schemes';
import type { CallContext } from '../../../contract/dispatch';
import { AppError } from '../../../contract/errors';
import type { CreateNotificationSchemeInput, NotificationSchemeView, UpdateNotificationSchemeInput } from '../../../contract/jira/models';
import { schemeNameProblem } from '../../../contract/jira/scheme-name';
import { nameOr } from '../../handlers/activity-names';

/** Creating and editing a scheme's name and description, checked the way Jira would check them, before anything is sent. */

/** A scheme name Jira would refuse (taken, too long) is refused here first, on the name field. */
function refuseName(problem: string | null): void {
  if (problem) throw new AppError('VALIDATION', problem, { fields: [{ path: 'name', message: problem }] });
}

/** A scheme as the Activity log names it (`“Default”`), looked up before a write; its id when the lookup fails. */
export function schemeWords(session: ApiSession, schemeId: string, signal?: AbortSignal): Promise<string> {
  return nameOr(async () => `“${(await getNotificationScheme(session, schemeId, [], signal)).name}”`, schemeId);
}

/** `Notification scheme “Ops”: name “Ops” → “Operations”`, or `…: no change`: what an edit changes, for Activity. */
export function schemeEditWords(scheme: Pick<NotificationSchemeView, 'name' | 'description'>, edit: { name?: string; description?: string }): string {
  const changes = [
    edit.name !== undefined && edit.name.trim() !== scheme.name ? `name “${scheme.name}” → “${edit.name.trim()}”` : null,
    edit.description !== undefined ? `description “${scheme.description ?? ''}” → “${edit.description}”` : null,
  ].filter((change) => change !== null);
  return `Notification scheme “${scheme.name}”: ${changes.join(', ') || 'no change'}`;
}

export async function createScheme(session: ApiSession, input: z.output<typeof CreateNotificationSchemeInput>, signal: AbortSignal): Promise<{ id: string }> {
  refuseName(schemeNameProblem(input.name, await listAllNotificationSchemes(session, [], signal)));
  return createNotificationScheme(session, input, signal);
}

/** Renames or re-describes a scheme; names it in Activity with what changes before anything is checked or sent. */
export async function updateScheme(session: ApiSession, edit: z.output<typeof UpdateNotificationSchemeInput>, log: Pick<CallContext, 'signal' | 'describeTarget'>): Promise<void> {
  const [scheme, all] = await Promise.all([getNotificationScheme(session, edit.schemeId, [], log.signal), listAllNotificationSchemes(session, [], log.signal)]);
  log.describeTarget(schemeEditWords(scheme, edit));
  if (edit.name !== undefined) refuseName(schemeNameProblem(edit.name, all, edit.schemeId));
  await updateNotificationScheme(session, edit, log.signal);
}
