import {
  ProfileChanges,
  ProfileField,
  type AccountProfile,
  type ProfileChanges as ProfileChangesType,
} from '../../../../app/contract/users/accounts.channels';
import type { FieldIssue } from '../../../../app/contract';

export type ProfileDraft = Record<ProfileField, string>;
export type FieldErrors = Partial<Record<ProfileField, string>>;

export interface FormProblems {
  fields: FieldErrors;
  /** A problem that belongs to no single field. */
  form: string | null;
}

export const profileFields = ProfileField.options;

export function draftOf(profile: AccountProfile): ProfileDraft {
  return {
    displayName: profile.displayName,
    nickname: profile.nickname ?? '',
    timeZone: profile.timeZone ?? '',
    locale: profile.locale ?? '',
    jobTitle: profile.jobTitle ?? '',
    department: profile.department ?? '',
    organization: profile.organization ?? '',
    location: profile.location ?? '',
  };
}

/** Only what the admin changed and may change is sent, so a blocked field is never part of a request. */
export function changesOf(draft: ProfileDraft, original: ProfileDraft, editable: ReadonlySet<ProfileField>): ProfileChangesType {
  const changes: ProfileChangesType = {};
  for (const field of profileFields) {
    const value = draft[field].trim();
    if (editable.has(field) && value !== original[field].trim()) changes[field] = value;
  }
  return changes;
}

function fieldOf(path: string): ProfileField | undefined {
  const parsed = ProfileField.safeParse(path.replace(/^changes\./, ''));
  return parsed.success ? parsed.data : undefined;
}

/** Sorts issues onto their fields; anything that names no field becomes the form's message. */
export function problemsFrom(issues: readonly FieldIssue[], fallback: string | null = null): FormProblems {
  const fields: FieldErrors = {};
  const loose: string[] = [];
  for (const issue of issues) {
    const field = fieldOf(issue.path);
    if (field && fields[field] === undefined) fields[field] = issue.message;
    else if (!field) loose.push(issue.message);
  }
  const form = loose.length > 0 ? loose.join(' ') : Object.keys(fields).length === 0 ? fallback : null;
  return { fields, form };
}

/** The same rules the core applies (display name up to 100, nickname 1 to 30), checked before sending. */
export function checkChanges(changes: ProfileChangesType): FormProblems {
  const result = ProfileChanges.safeParse(changes);
  if (result.success) return { fields: {}, form: null };
  return problemsFrom(result.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message })));
}
