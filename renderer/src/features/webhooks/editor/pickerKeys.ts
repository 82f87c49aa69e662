import type { EventGroup } from '../shared/eventCatalog';

/** One box of the event picker: a category's select-all box, or one event. */
export type PickerItem = { kind: 'category'; key: string; group: EventGroup } | { kind: 'event'; key: string; event: string };

export const categoryItemKey = (category: string): string => `category:${category}`;

/** Every box of the picker in reading order: each category's box, then its events. */
export function pickerItems(groups: readonly EventGroup[]): PickerItem[] {
  return groups.flatMap((group): PickerItem[] => [
    { kind: 'category', key: categoryItemKey(group.category), group },
    ...group.events.map((entry): PickerItem => ({ kind: 'event', key: entry.event, event: entry.event })),
  ]);
}

/**
 * Where a key moves focus inside the picker, which Tab enters and leaves as one stop: the arrows go to the
 * previous or next box, Page Up and Page Down to the previous or next category, Home and End to either
 * end. Null for any other key (Space ticks the box as usual; Tab leaves).
 */
export function nextPickerKey(items: readonly PickerItem[], current: string, key: string): string | null {
  const index = Math.max(0, items.findIndex((item) => item.key === current));
  const categories = items.flatMap((item, at) => (item.kind === 'category' ? [at] : []));
  const at = (position: number | undefined) => (position === undefined ? null : (items[position]?.key ?? null));
  switch (key) {
    case 'ArrowDown':
    case 'ArrowRight':
      return at(Math.min(index + 1, items.length - 1));
    case 'ArrowUp':
    case 'ArrowLeft':
      return at(Math.max(index - 1, 0));
    case 'Home':
      return at(0);
    case 'End':
      return at(items.length - 1);
    case 'PageDown':
      return at(categories.find((position) => position > index) ?? categories.at(-1));
    case 'PageUp':
      return at([...categories].reverse().find((position) => position < index) ?? 0);
    default:
      return null;
  }
}
