/** Whether the admin may take an action here, and if not, why: the input of a `GuardedButton`. */
export interface Availability {
  allowed: boolean;
  /** Why not, as a sentence; null when allowed. */
  reason: string | null;
}

export const allowed: Availability = { allowed: true, reason: null };

export function refused(reason: string): Availability {
  return { allowed: false, reason };
}

/** The first refusal among several checks, or allowed when every one allows. */
export function firstRefusal(...checks: Availability[]): Availability {
  return checks.find((check) => !check.allowed) ?? allowed;
}
