/** The 29 subscribable event keys (the spec's `hook_event.event` enum). */
export const hookEventKeys = [
  'issue:comment_created', 'issue:created', 'issue:updated',
  'pipeline:span_created',
  'project:updated',
  'pullrequest:approved', 'pullrequest:changes_request_created', 'pullrequest:changes_request_removed',
  'pullrequest:comment_created', 'pullrequest:comment_deleted', 'pullrequest:comment_reopened',
  'pullrequest:comment_resolved', 'pullrequest:comment_updated', 'pullrequest:created',
  'pullrequest:fulfilled', 'pullrequest:push', 'pullrequest:rejected', 'pullrequest:unapproved', 'pullrequest:updated',
  'repo:commit_comment_created', 'repo:commit_status_created', 'repo:commit_status_updated',
  'repo:created', 'repo:deleted', 'repo:fork', 'repo:imported', 'repo:push', 'repo:transfer', 'repo:updated',
] as const;

export const hookSubjectTypes = ['repository', 'workspace'] as const;
export type HookSubjectType = (typeof hookSubjectTypes)[number];

const categories: Record<string, string> = {
  issue: 'Issue',
  pipeline: 'Pipeline',
  project: 'Project',
  pullrequest: 'Pull Request',
  repo: 'Repository',
};

/** Labels that are not simply the humanised event name. */
const labelOverrides: Record<string, string> = {
  'repo:imported': 'Import',
  'pullrequest:fulfilled': 'Merged',
  'pullrequest:rejected': 'Declined',
};

export interface HookEventType {
  event: string;
  category: string;
  label: string;
}

function describe(event: string): HookEventType {
  const [prefix = '', action = ''] = event.split(':');
  const words = action.replace(/_/g, ' ');
  return {
    event,
    category: categories[prefix] ?? prefix,
    label: labelOverrides[event] ?? `${words.charAt(0).toUpperCase()}${words.slice(1)}`,
  };
}

/** Workspace hooks fire for every event; repository hooks cannot subscribe to project events. */
export function eventTypesFor(subject: HookSubjectType): HookEventType[] {
  return hookEventKeys.filter((event) => subject === 'workspace' || !event.startsWith('project:')).map(describe);
}
