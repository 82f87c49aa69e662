/** Search results may hide a name or e-mail; say so rather than leave a blank that looks like a bug. */
export { HIDDEN_NAME } from '../../../../app/contract/users/token-filter';
import { HIDDEN_NAME } from '../../../../app/contract/users/token-filter';
export const HIDDEN_EMAIL = 'E-mail hidden by privacy settings';

export function nameOrHidden(displayName: string | null): string {
  return displayName ?? HIDDEN_NAME;
}

/** Two letters for an avatar without a picture; a neutral mark when the name is hidden. */
export function initialsOf(displayName: string | null): string {
  if (!displayName) return '?';
  const words = displayName.replace(/\(.*?\)/g, '').trim().split(/\s+/).filter(Boolean);
  const letters = words.length > 1 ? `${words[0]?.[0] ?? ''}${words.at(-1)?.[0] ?? ''}` : (words[0]?.slice(0, 2) ?? '?');
  return letters.toUpperCase() || '?';
}
