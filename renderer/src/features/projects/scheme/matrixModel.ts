import { recipientKey, recipientParameter, type Recipient, type RecipientType } from '../../../../../app/contract/jira/recipients';
import type { PendingChanges, SchemeSnapshot } from '../../../../../app/contract/jira/scheme-changes';

/** One recipient column of the matrix. */
export interface MatrixColumn {
  key: string;
  recipient: Recipient;
  words: string;
  group: ColumnGroup;
  /** What it names no longer exists in Jira. */
  missing: boolean;
}

export type ColumnGroup = 'On the issue' | 'Roles' | 'Groups' | 'Fields' | 'People';

/** What a cell shows: notified now, staged to be added or removed, or nothing. */
export type CellState = 'on' | 'adding' | 'removing' | 'off';

export interface MatrixCell {
  state: CellState;
  /** The notification behind an `on` or `removing` cell. */
  notificationId: string | null;
}

export interface MatrixRow {
  eventId: string;
  eventName: string;
  custom: boolean;
  /** By column key; a missing key is an `off` cell. */
  cells: ReadonlyMap<string, MatrixCell>;
  notified: number;
}

export interface SchemeMatrix {
  columns: MatrixColumn[];
  rows: MatrixRow[];
  /** Column groups in order, with how many columns each spans. */
  groups: { group: ColumnGroup; span: number }[];
}

const GROUP_ORDER: readonly ColumnGroup[] = ['On the issue', 'Roles', 'Groups', 'Fields', 'People'];
const ISSUE_ORDER: readonly RecipientType[] = ['CurrentAssignee', 'Reporter', 'AllWatchers', 'CurrentUser', 'ProjectLead', 'ComponentLead'];

function groupOf(type: string): ColumnGroup {
  switch (recipientParameter[type as RecipientType]) {
    case 'role':
      return 'Roles';
    case 'group':
      return 'Groups';
    case 'user-field':
    case 'group-field':
      return 'Fields';
    case 'person':
      return 'People';
    default:
      return 'On the issue';
  }
}

function compareColumns(a: MatrixColumn, b: MatrixColumn): number {
  const byGroup = GROUP_ORDER.indexOf(a.group) - GROUP_ORDER.indexOf(b.group);
  if (byGroup !== 0) return byGroup;
  if (a.group === 'On the issue') return ISSUE_ORDER.indexOf(a.recipient.type) - ISSUE_ORDER.indexOf(b.recipient.type);
  return a.words.localeCompare(b.words, 'en', { sensitivity: 'base' });
}

/**
 * The scheme as events × recipients, with the staged changes drawn in: one row per event Jira knows
 * (the scheme's events first if Jira's list lacks one), one column per distinct recipient. Built in
 * one pass over the notifications, so a scheme of thousands stays quick.
 */
export function buildMatrix(
  scheme: SchemeSnapshot,
  events: readonly { id: string; name: string }[],
  changes: PendingChanges,
): SchemeMatrix {
  const columns = new Map<string, MatrixColumn>();
  const removing = new Set(changes.remove.map((entry) => `${entry.eventId}/${entry.notificationId}`));
  const cellsByEvent = new Map<string, Map<string, MatrixCell>>();
  const cellsOf = (eventId: string) => {
    let cells = cellsByEvent.get(eventId);
    if (!cells) {
      cells = new Map();
      cellsByEvent.set(eventId, cells);
    }
    return cells;
  };
  for (const event of scheme.events) {
    for (const notification of event.notifications) {
      const key = recipientKey(notification);
      if (!columns.has(key)) {
        columns.set(key, {
          key,
          recipient: { type: notification.type as RecipientType, parameter: notification.parameter },
          words: notification.recipient,
          group: groupOf(notification.type),
          missing: notification.missing,
        });
      }
      const state = removing.has(`${event.eventId}/${notification.id}`) ? 'removing' : 'on';
      cellsOf(event.eventId).set(key, { state, notificationId: notification.id });
    }
  }
  for (const entry of changes.add) {
    const key = recipientKey(entry.recipient);
    if (!columns.has(key)) columns.set(key, { key, recipient: entry.recipient, words: entry.words, group: groupOf(entry.recipient.type), missing: false });
    cellsOf(entry.eventId).set(key, { state: 'adding', notificationId: null });
  }
  const known = new Map(events.map((event) => [event.id, event.name]));
  const schemeOnly = scheme.events.filter((event) => !known.has(event.eventId)).map((event) => ({ id: event.eventId, name: event.eventName }));
  const rows = [...events, ...schemeOnly].map((event) => {
    const cells = cellsByEvent.get(event.id) ?? new Map<string, MatrixCell>();
    let notified = 0;
    for (const cell of cells.values()) if (cell.state !== 'removing') notified += 1;
    return { eventId: event.id, eventName: event.name, custom: Number(event.id) >= 10000, cells, notified };
  });
  const sorted = [...columns.values()].sort(compareColumns);
  const groups = GROUP_ORDER.map((group) => ({ group, span: sorted.filter((column) => column.group === group).length })).filter((entry) => entry.span > 0);
  return { columns: sorted, rows, groups };
}

export const OFF: MatrixCell = { state: 'off', notificationId: null };
