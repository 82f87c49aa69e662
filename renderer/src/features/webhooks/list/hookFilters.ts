import type { AttentionKind, WebhookSummary } from '../../../../../app/contract/bitbucket/webhooks';

/** What the filter bar over the webhook list holds. */
export interface HookFilterValues {
  text: string;
  state: 'any' | 'active' | 'paused';
  signed: 'any' | 'signed' | 'unsigned';
  /** `needs-attention`: any flag at all; a kind: that flag. */
  attention: 'any' | 'needs-attention' | AttentionKind;
}

export const noHookFilters: HookFilterValues = { text: '', state: 'any', signed: 'any', attention: 'any' };

function matchesText(hook: WebhookSummary, text: string): boolean {
  const needle = text.trim().toLowerCase();
  if (!needle) return true;
  return [hook.description, hook.url, ...hook.events].some((field) => field.toLowerCase().includes(needle));
}

export function filterHooks(hooks: readonly WebhookSummary[], values: HookFilterValues): WebhookSummary[] {
  return hooks.filter((hook) => {
    if (!matchesText(hook, values.text)) return false;
    if (values.state !== 'any' && hook.active !== (values.state === 'active')) return false;
    if (values.signed !== 'any' && hook.secretSaved !== (values.signed === 'signed')) return false;
    if (values.attention === 'needs-attention') return hook.attention.length > 0;
    if (values.attention !== 'any') return hook.attention.some((flag) => flag.kind === values.attention);
    return true;
  });
}

/** How many hooks carry each flag, for the summary above the list. */
export function attentionCounts(hooks: readonly WebhookSummary[]): Map<AttentionKind, number> {
  const counts = new Map<AttentionKind, number>();
  for (const hook of hooks) for (const flag of hook.attention) counts.set(flag.kind, (counts.get(flag.kind) ?? 0) + 1);
  return counts;
}

export function hasHookFilters(values: HookFilterValues): boolean {
  return values.text.trim() !== '' || values.state !== 'any' || values.signed !== 'any' || values.attention !== 'any';
}
