import { cellClass } from '../../../shared/cellClasses';
import { exactTime } from '../../../shared/relativeTime';
import { DAY_MS, EXPIRING_SOON_DAYS } from '../../../../../app/contract/users/token-state';
import { expiryCountdown } from '../tokenTime';

const dateOnly = new Intl.DateTimeFormat(undefined, { day: 'numeric', month: 'short', year: 'numeric' });

/**
 * The expiry date with a countdown, coloured once it needs attention. Made for table cells: no tab stop
 * of its own (the cell takes focus); the exact time is the title, a description of the visible date.
 */
export function ExpiryText({ iso, expiresMs, nowMs }: { iso: string | null; expiresMs: number | null; nowMs: number }) {
  const countdown = expiryCountdown(expiresMs, nowMs);
  if (iso === null || expiresMs === null) return <span className={cellClass.muted}>{countdown}</span>;
  const tone = expiresMs <= nowMs ? cellClass.error : expiresMs - nowMs <= EXPIRING_SOON_DAYS * DAY_MS ? cellClass.warning : '';
  return (
    <time className={cellClass.time} dateTime={iso} title={exactTime(iso)}>
      {dateOnly.format(expiresMs)}
      <span className={`${cellClass.secondLine} ${tone}`.trim()}>{countdown}</span>
    </time>
  );
}
