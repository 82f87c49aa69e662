import { webhookUrlProblem } from '../../../../../app/contract/webhook-url';
import { HookSecretInput } from '../../../../../app/contract/webhooks';

/** What the create and edit form holds. The secret is only part of it when a hook is created. */
export interface HookFormValues {
  description: string;
  url: string;
  active: boolean;
  events: string[];
  secret: { mode: 'generate' | 'paste' | 'none'; pasted: string };
}

export type HookFormProblems = Partial<Record<'description' | 'url' | 'events' | 'secret', string>>;

export const maxDescriptionLength = 255;

/** The form's problems in words, checked as the admin types with the same rules the core applies. */
export function formProblems(values: HookFormValues, creating: boolean): HookFormProblems {
  const problems: HookFormProblems = {};
  if (values.description.trim().length > maxDescriptionLength) problems.description = `Keep the description under ${maxDescriptionLength} characters.`;
  const url = webhookUrlProblem(values.url);
  if (url) problems.url = url;
  if (values.events.length === 0) problems.events = 'Choose at least one event.';
  if (creating && values.secret.mode === 'paste') {
    const secret = HookSecretInput.safeParse(values.secret.pasted);
    if (!secret.success) problems.secret = secret.error.issues[0]?.message ?? 'This secret cannot be used.';
  }
  return problems;
}

type Editable = Pick<HookFormValues, 'description' | 'url' | 'active' | 'events'>;

/** Whether the form differs from the hook as it was loaded (events in any order are the same events). */
export function hasEdits(loaded: Editable, values: Editable): boolean {
  const sameEvents = loaded.events.length === values.events.length && values.events.every((event) => loaded.events.includes(event));
  return loaded.description !== values.description.trim() || loaded.url !== values.url.trim() || loaded.active !== values.active || !sameEvents;
}
