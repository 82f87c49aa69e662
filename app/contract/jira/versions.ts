import { confirmationPhrase } from '../bulk';

/** How a version is described everywhere: its status, and the rules for names and dates. */

export type VersionStatus = 'archived' | 'released' | 'overdue' | 'unreleased';

export const versionStatusLabels: Record<VersionStatus, string> = {
  archived: 'Archived',
  released: 'Released',
  overdue: 'Overdue',
  unreleased: 'Unreleased',
};

/** Archived wins over released; an unreleased version past its release date is overdue. */
export function versionStatus(version: { archived: boolean; released: boolean; overdue: boolean | null }): VersionStatus {
  if (version.archived) return 'archived';
  if (version.released) return 'released';
  return version.overdue ? 'overdue' : 'unreleased';
}

/**
 * What each action on a version is called, exactly as its menu item says it. A warning or hint that points
 * the admin to another action names it with these words, so what they read is what they find.
 */
export const versionActionLabels = {
  removeMovingIssues: 'Remove, moving its issues…',
  plainMerge: 'Merge (fix versions only)…',
} as const;

export const VERSION_NAME_MAX = 255;

/** Why a version name cannot be used in its project, or null. Jira compares names without regard to case. */
export function versionNameProblem(name: string, projectVersions: readonly { id: string; name: string }[], selfId?: string): string | null {
  const trimmed = name.trim();
  if (trimmed === '') return 'Enter a version name.';
  if (trimmed.length > VERSION_NAME_MAX) return `A version name has at most ${VERSION_NAME_MAX} characters.`;
  const clash = projectVersions.find((version) => version.id !== selfId && version.name.trim().toLowerCase() === trimmed.toLowerCase());
  return clash ? `This project already has a version named “${clash.name}”.` : null;
}

/** Days are `yyyy-mm-dd`, so they compare as text. */
export function versionDatesProblem(startDate: string | null, releaseDate: string | null): string | null {
  if (startDate && releaseDate && startDate > releaseDate) return 'The start date must be on or before the release date.';
  return null;
}

/**
 * What the admin types to remove a version, moving its issues: one version each time, so always
 * `REMOVE 1 VERSION`, in the words of every other bulk change.
 */
export const VERSION_REMOVAL_PHRASE = confirmationPhrase('remove', 1, 'version');
