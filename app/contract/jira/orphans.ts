import { confirmationPhrase } from '../bulk';

/** What the admin types to delete orphaned schemes for real, e.g. `DELETE 3 SCHEMES`. */
export function orphanDeletePhrase(count: number): string {
  return confirmationPhrase('delete', count, 'scheme');
}
