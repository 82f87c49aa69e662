import type { SchemeComparison } from '../../../contract/jira/schemes.channels';
import type { ApiSession } from '../../../api/http/session';
import { recipientKey } from '../../../contract/jira/recipients';
import type { SchemeSnapshot } from '../../../contract/jira/scheme-changes';
import { readScheme } from './read-scheme';

const byWords = (a: string, b: string) => a.localeCompare(b, 'en', { sensitivity: 'base' });

/** Side by side, per event: who only the left scheme notifies, who only the right, and who both. */
export function compareSnapshots(left: SchemeSnapshot, right: SchemeSnapshot): SchemeComparison {
  const eventIds = [...new Set([...left.events, ...right.events].map((event) => event.eventId))].sort((a, b) => Number(a) - Number(b));
  const rows = eventIds.map((eventId) => {
    const leftEvent = left.events.find((event) => event.eventId === eventId);
    const rightEvent = right.events.find((event) => event.eventId === eventId);
    const rightKeys = new Set((rightEvent?.notifications ?? []).map(recipientKey));
    const leftKeys = new Set((leftEvent?.notifications ?? []).map(recipientKey));
    const onlyLeft = (leftEvent?.notifications ?? []).filter((n) => !rightKeys.has(recipientKey(n))).map((n) => n.recipient);
    const onlyRight = (rightEvent?.notifications ?? []).filter((n) => !leftKeys.has(recipientKey(n))).map((n) => n.recipient);
    const both = (leftEvent?.notifications ?? []).filter((n) => rightKeys.has(recipientKey(n))).map((n) => n.recipient);
    return {
      eventId,
      eventName: leftEvent?.eventName ?? rightEvent?.eventName ?? `Event ${eventId}`,
      onlyLeft: onlyLeft.sort(byWords),
      onlyRight: onlyRight.sort(byWords),
      both: both.sort(byWords),
    };
  });
  return {
    left: { id: left.id, name: left.name },
    right: { id: right.id, name: right.name },
    rows: rows.filter((row) => row.onlyLeft.length + row.onlyRight.length + row.both.length > 0),
    differences: rows.reduce((sum, row) => sum + row.onlyLeft.length + row.onlyRight.length, 0),
  };
}

export async function compareSchemes(session: ApiSession, leftId: string, rightId: string, signal?: AbortSignal): Promise<SchemeComparison> {
  const [left, right] = await Promise.all([readScheme(session, leftId, signal), readScheme(session, rightId, signal)]);
  return compareSnapshots(left, right);
}
