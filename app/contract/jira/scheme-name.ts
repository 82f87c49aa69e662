/** Scheme names: Jira keeps them unique without regard to case, up to 255 characters. */
export const SCHEME_NAME_MAX = 255;
export const SCHEME_DESCRIPTION_MAX = 4000;

/**
 * Why a name cannot be used, or null when it can. `others` are the site's schemes; `selfId` is the
 * scheme being renamed, whose own name is no clash.
 */
export function schemeNameProblem(name: string, others: readonly { id: string; name: string }[], selfId?: string): string | null {
  const trimmed = name.trim();
  if (trimmed === '') return 'Enter a name.';
  if (trimmed.length > SCHEME_NAME_MAX) return `A name has at most ${SCHEME_NAME_MAX} characters; this one has ${trimmed.length}.`;
  const clash = others.find((scheme) => scheme.id !== selfId && scheme.name.trim().toLowerCase() === trimmed.toLowerCase());
  if (clash) return `A notification scheme named “${clash.name}” already exists. Names must differ in more than upper and lower case.`;
  return null;
}

/** A free name for a copy: "X (copy)", then "X (copy 2)" and so on, cut to fit. */
export function copyName(original: string, others: readonly { id: string; name: string }[]): string {
  for (let attempt = 1; ; attempt += 1) {
    const suffix = attempt === 1 ? ' (copy)' : ` (copy ${attempt})`;
    const candidate = `${original.trim().slice(0, SCHEME_NAME_MAX - suffix.length)}${suffix}`;
    if (schemeNameProblem(candidate, others) === null) return candidate;
  }
}
