import { CqlError, type CqlValue } from './ast';

/** A span of time [from, to) in epoch milliseconds; a day literal covers the whole day. */
export interface TimeSpan {
  from: number;
  to: number;
}

const MINUTE = 60_000;
const DAY = 86_400_000;
const UNIT_MS: Record<string, number> = { m: MINUTE, h: 60 * MINUTE, d: DAY, w: 7 * DAY };

/** Applies offsets such as "-4w", "+1d", "-2h 30m", "-1y", "-3M" (months) to a time. */
function applyOffset(time: number, offset: string): number {
  const trimmed = offset.trim();
  if (trimmed === '') return time;
  const parts = [...trimmed.matchAll(/([+-]?)\s*(\d+)\s*([yMwdhm])/g)];
  const consumed = parts.map((part) => part[0]).join('').replace(/\s/g, '');
  if (parts.length === 0 || consumed !== trimmed.replace(/\s/g, '')) {
    throw new CqlError(`cannot read the date offset "${offset}" (use forms like "-4w", "+1d", "-2h")`);
  }
  let sign = 1;
  let result = new Date(time);
  for (const [, signText, amountText, unit] of parts) {
    if (signText === '-') sign = -1;
    if (signText === '+') sign = 1;
    const amount = sign * Number(amountText);
    if (unit === 'y') result.setUTCFullYear(result.getUTCFullYear() + amount);
    else if (unit === 'M') result.setUTCMonth(result.getUTCMonth() + amount);
    else result = new Date(result.getTime() + amount * (UNIT_MS[unit ?? 'm'] ?? MINUTE));
  }
  return result.getTime();
}

function startOf(unit: 'day' | 'week' | 'month' | 'year', time: number): number {
  const date = new Date(time);
  date.setUTCHours(0, 0, 0, 0);
  if (unit === 'week') date.setUTCDate(date.getUTCDate() - date.getUTCDay());
  if (unit === 'month') date.setUTCDate(1);
  if (unit === 'year') date.setUTCMonth(0, 1);
  return date.getTime();
}

function endOf(unit: 'day' | 'week' | 'month' | 'year', time: number): number {
  const start = new Date(startOf(unit, time));
  if (unit === 'day') start.setUTCDate(start.getUTCDate() + 1);
  if (unit === 'week') start.setUTCDate(start.getUTCDate() + 7);
  if (unit === 'month') start.setUTCMonth(start.getUTCMonth() + 1);
  if (unit === 'year') start.setUTCFullYear(start.getUTCFullYear() + 1);
  return start.getTime() - 1;
}

const UNITS = ['day', 'week', 'month', 'year'] as const;

function functionTime(name: string, args: string[], now: number): number {
  const offset = (time: number): number => applyOffset(time, args[0] ?? '');
  if (name === 'now') return offset(now);
  // The parser lower-cases function names, so startOfWeek arrives as startofweek.
  for (const unit of UNITS) {
    if (name === `startof${unit}`) return startOf(unit, offset(now));
    if (name === `endof${unit}`) return endOf(unit, offset(now));
  }
  throw new CqlError(`unknown date function ${name}()`);
}

/** Reads a date value: `2024-01-31`, `2024/01/31 14:30`, or a function such as now("-4w"). */
export function toTimeSpan(value: CqlValue, now: number): TimeSpan {
  if (value.kind === 'function') {
    const time = functionTime(value.name, value.args, now);
    return { from: time, to: time + 1 };
  }
  const match = /^(\d{4})[-/](\d{1,2})[-/](\d{1,2})(?:[ T](\d{1,2}):(\d{2}))?$/.exec(value.text.trim());
  if (match === null) throw new CqlError(`"${value.text}" is not a date (use yyyy-MM-dd, yyyy/MM/dd or yyyy-MM-dd HH:mm)`);
  const [, year, month, day, hour, minute] = match;
  const from = Date.UTC(Number(year), Number(month) - 1, Number(day), Number(hour ?? 0), Number(minute ?? 0));
  return { from, to: from + (hour === undefined ? DAY : MINUTE) };
}
