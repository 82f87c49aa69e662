import { SEARCH_QUERY_MAX } from '../../../../app/contract/users/people.channels';

/** Atlassian's account types in an admin's words. */
export function accountTypeWords(accountType: string | null): string | null {
  switch (accountType) {
    case 'atlassian':
      return 'Person';
    case 'app':
      return 'App';
    case 'customer':
      return 'Customer';
    case null:
      return null;
    default:
      return accountType;
  }
}

export const statusWords = { active: 'Active', inactive: 'Deactivated', closed: 'Closed' } as const;

/** A refusal fragment ("managed by your SCIM directory") as a sentence that can stand alone. */
export function asSentence(fragment: string): string {
  const text = fragment.trim();
  if (text === '') return text;
  const capital = text.charAt(0).toUpperCase() + text.slice(1);
  return /[.!?]$/.test(capital) ? capital : `${capital}.`;
}

/** A search over the length Atlassian takes: names the field and the limit, and how far over it the text is. */
export function searchTooLong(field: string, length: number): string {
  return `${field} takes at most ${SEARCH_QUERY_MAX} characters; this has ${length.toLocaleString()}. Shorten it to search.`;
}
