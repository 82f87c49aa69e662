/** Jira's system issue events, with the ids every Jira site shares. */
export interface IssueEventType {
  id: number;
  name: string;
  description: string;
  /** Custom events are built on a system event's template; system events have none. */
  templateEventId?: number;
}

function systemEvent(id: number, name: string): IssueEventType {
  return { id, name, description: `Raised when the "${name.toLowerCase()}" event happens.` };
}

export const ISSUE_EVENT_TYPES: readonly IssueEventType[] = [
  systemEvent(1, 'Issue Created'),
  systemEvent(2, 'Issue Updated'),
  systemEvent(3, 'Issue Assigned'),
  systemEvent(4, 'Issue Resolved'),
  systemEvent(5, 'Issue Closed'),
  systemEvent(6, 'Issue Commented'),
  systemEvent(7, 'Issue Reopened'),
  systemEvent(8, 'Issue Deleted'),
  systemEvent(9, 'Issue Moved'),
  systemEvent(10, 'Work Logged On Issue'),
  systemEvent(11, 'Work Started On Issue'),
  systemEvent(12, 'Work Stopped On Issue'),
  systemEvent(13, 'Generic Event'),
  systemEvent(14, 'Issue Comment Edited'),
  systemEvent(15, 'Issue Worklog Updated'),
  systemEvent(16, 'Issue Worklog Deleted'),
  systemEvent(17, 'Issue Comment Deleted'),
  {
    id: 10000,
    name: 'Release Notes Ready',
    description: 'Site-defined event fired when a version gets its release notes.',
    templateEventId: 13,
  },
];

export function findEventType(id: number): IssueEventType | undefined {
  return ISSUE_EVENT_TYPES.find((event) => event.id === id);
}
