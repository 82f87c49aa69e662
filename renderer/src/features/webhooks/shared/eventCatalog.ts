/** One event as Bitbucket's catalogue describes it (`/2.0/hook_events/workspace`). */
export interface CatalogEvent {
  event: string;
  category: string;
  label: string;
  description: string | null;
}

export interface EventGroup {
  category: string;
  events: CatalogEvent[];
}

/** The catalogue by category, in the order Bitbucket lists them. */
export function groupEvents(catalog: readonly CatalogEvent[]): EventGroup[] {
  const groups = new Map<string, CatalogEvent[]>();
  for (const entry of catalog) groups.set(entry.category, [...(groups.get(entry.category) ?? []), entry]);
  return [...groups].map(([category, events]) => ({ category, events }));
}

/** `Repository: Push` from the catalogue; an event it does not list keeps its key. */
export function eventName(event: string, catalog: readonly CatalogEvent[]): string {
  const entry = catalog.find((candidate) => candidate.event === event);
  return entry ? `${entry.category}: ${entry.label}` : event;
}

/** The events of a hook in words, at most `shown` of them and a count of the rest. */
export function eventSummary(events: readonly string[], catalog: readonly CatalogEvent[], shown = 3): string {
  const names = events.map((event) => eventName(event, catalog));
  const rest = names.length - shown;
  return rest > 0 ? `${names.slice(0, shown).join(', ')} and ${rest} more` : names.join(', ');
}

/** Selecting a whole category: every event of it when any is missing, none when all are chosen. */
export function toggleCategory(selected: readonly string[], group: EventGroup): string[] {
  const keys = group.events.map((entry) => entry.event);
  const allIn = keys.every((key) => selected.includes(key));
  return allIn ? selected.filter((key) => !keys.includes(key)) : [...selected, ...keys.filter((key) => !selected.includes(key))];
}
