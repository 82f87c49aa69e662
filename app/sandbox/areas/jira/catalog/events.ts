import type { JiraIssueEvent } from '../state';

/** Jira's system issue events, with the ids every Jira site shares. */
function systemEvent(id: number, name: string): JiraIssueEvent {
  return { id, name, description: `Raised when the "${name.toLowerCase()}" event happens.` };
}

export const SYSTEM_EVENTS: readonly JiraIssueEvent[] = [
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
];

/** Site-defined events; ids start at 10000 as on a real site. */
export const CUSTOM_EVENTS: readonly JiraIssueEvent[] = [
  { id: 10000, name: 'Release Notes Ready', description: 'Fired by automation when a version gets its release notes.', templateEventId: 13 },
  { id: 10001, name: 'Security Review Requested', description: 'Fired when an issue is sent to the security team.', templateEventId: 2 },
  { id: 10002, name: 'Customer Escalation', description: 'Fired when support escalates a customer ticket.', templateEventId: 2 },
];
