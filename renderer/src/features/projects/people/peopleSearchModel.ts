/** Which of Jira's user searches the admin picked. */
export type SearchKind = 'text' | 'assignable' | 'can-see';

export type PeopleSearch =
  | { kind: 'text' }
  | { kind: 'assignable'; projectKeys: string[] }
  | { kind: 'can-see'; issueKey?: string; projectKey?: string };

const PROJECT_KEY = /^[A-Z][A-Z0-9_]{0,254}$/;
const ISSUE_KEY = /^[A-Z][A-Z0-9_]{0,254}-\d{1,18}$/;

/** The search as the channel takes it, or null while what it needs (projects, an issue) is missing or malformed. */
export function peopleSearchOf(kind: SearchKind, where: string): PeopleSearch | null {
  if (kind === 'text') return { kind };
  const text = where.trim().toUpperCase();
  if (kind === 'assignable') {
    const keys = [...new Set(text.split(/[\s,]+/).filter((key) => key !== ''))];
    return keys.length > 0 && keys.every((key) => PROJECT_KEY.test(key)) ? { kind, projectKeys: keys } : null;
  }
  if (ISSUE_KEY.test(text)) return { kind, issueKey: text };
  if (PROJECT_KEY.test(text)) return { kind, projectKey: text };
  return null;
}
