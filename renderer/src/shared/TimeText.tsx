import { cellClass } from './cellClasses';
import { exactTime, relativeTime } from './relativeTime';

/**
 * "3 days ago", with the exact date and time on hover. Made for table cells: it adds no tab stop of its
 * own (the cell takes focus), and the exact time is the element's title, a description rather than a
 * name, so "3 days ago" is still what is read. Plain elements with shared classes: a table draws many.
 */
export function TimeText({ iso, now, fallback }: { iso: string | null; now: Date; fallback: string }) {
  if (iso === null) return <span className={cellClass.muted}>{fallback}</span>;
  return (
    <time className={cellClass.time} dateTime={iso} title={exactTime(iso)}>
      {relativeTime(iso, now)}
    </time>
  );
}
