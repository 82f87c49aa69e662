import { sameReceiverKey, webhookUrlProblem } from '../../../../../app/contract/bitbucket/webhook-url';
import { HookSecretInput } from '../../../../../app/contract/bitbucket/webhooks';

/** What the create and edit form holds. The secret is only part of it when a hook is created. */
export interface HookFormValues {
  description: string;
  url: string;
  active: boolean;
  events: string[];
  secret: { mode: 'generate' | 'paste' | 'none'; pasted: string };
}

export type HookFormProblems = Partial<Record<'description' | 'url' | 'events' | 'secret', string>>;

type Editable = Pick<HookFormValues, 'description' | 'url' | 'active' | 'events'>;

export const maxDescriptionLength = 255;

export const emptyHookForm: HookFormValues = { description: '', url: 'https://', active: true, events: ['repo:push'], secret: { mode: 'generate', pasted: '' } };

/** Whether the address is the one the hook already has: the core judges only an address that changes. */
const keepsAddress = (values: Pick<HookFormValues, 'url'>, loaded: Editable | null): boolean => loaded !== null && values.url.trim() === loaded.url;

/**
 * The form's problems in words, checked as the admin types with the same rules the core applies. `loaded`
 * is the hook being edited (null for a new one): its address is judged only once the admin changes it, so
 * a hook made elsewhere with an address Orgdesk would refuse can still be renamed, paused or re-subscribed.
 */
export function formProblems(values: HookFormValues, loaded: Editable | null): HookFormProblems {
  const problems: HookFormProblems = {};
  if (values.description.trim().length > maxDescriptionLength) problems.description = `Keep the description under ${maxDescriptionLength} characters.`;
  const url = keepsAddress(values, loaded) ? null : webhookUrlProblem(values.url);
  if (url) problems.url = url;
  if (values.events.length === 0) problems.events = 'Choose at least one event.';
  if (loaded === null && values.secret.mode === 'paste') {
    const secret = HookSecretInput.safeParse(values.secret.pasted);
    if (!secret.success) problems.secret = secret.error.issues[0]?.message ?? 'This secret cannot be used.';
  }
  return problems;
}

/** What is wrong with the address the hook already has, said without blocking a save of anything else. */
export function keptAddressWarning(values: Pick<HookFormValues, 'url'>, loaded: Editable | null): string | null {
  if (!loaded || !keepsAddress(values, loaded)) return null;
  const problem = webhookUrlProblem(loaded.url);
  return problem ? `${problem} Saving other changes keeps this address as it is.` : null;
}

/**
 * The other hooks that already send to the address typed, so the admin hears of it before a second one is
 * written. Only for a new hook or a changed address: keeping an address adds no second hook.
 */
export function hooksAtSameAddress<Hook extends { id: string; url: string }>(url: string, hooks: readonly Hook[], editing: Hook | null): Hook[] {
  if (webhookUrlProblem(url) !== null || (editing !== null && url.trim() === editing.url)) return [];
  const key = sameReceiverKey(url);
  return hooks.filter((hook) => hook.id !== editing?.id && sameReceiverKey(hook.url) === key);
}

/** Whether the form differs from the hook as it was loaded (events in any order are the same events). */
export function hasEdits(loaded: Editable, values: Editable): boolean {
  const sameEvents = loaded.events.length === values.events.length && values.events.every((event) => loaded.events.includes(event));
  return loaded.description !== values.description.trim() || loaded.url !== values.url.trim() || loaded.active !== values.active || !sameEvents;
}

/** Whether leaving loses anything: an edit of the hook, or anything typed or chosen in a new one. */
export function isDirty(values: HookFormValues, loaded: Editable | null): boolean {
  if (loaded) return hasEdits(loaded, values);
  return hasEdits(emptyHookForm, values) || values.secret.mode !== emptyHookForm.secret.mode || values.secret.pasted !== '';
}
