import { segment } from '../shared/paths';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isUuid(value: string): boolean {
  return UUID.test(value);
}

/** A group given as a valid UUID is addressed by id (`byGroupId/…`); anything else by name (`group/…`). */
export function groupSegment(group: string): string {
  return isUuid(group) ? `byGroupId/${segment(group)}` : `group/${segment(group)}`;
}
