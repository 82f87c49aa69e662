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
  description: string;
}

/** What each event means, in the sandbox's own words (Bitbucket's catalogue carries a description too). */
const descriptions: Record<(typeof hookEventKeys)[number], string> = {
  'issue:comment_created': 'Someone comments on an issue.',
  'issue:created': 'Someone opens an issue.',
  'issue:updated': 'Someone changes an issue: its state, assignee, title or text.',
  'pipeline:span_created': 'A step of a pipeline run reports its timing.',
  'project:updated': 'Someone changes a project of the workspace.',
  'pullrequest:approved': 'A reviewer approves a pull request.',
  'pullrequest:changes_request_created': 'A reviewer asks for changes to a pull request.',
  'pullrequest:changes_request_removed': 'A reviewer withdraws a request for changes.',
  'pullrequest:comment_created': 'Someone comments on a pull request.',
  'pullrequest:comment_deleted': 'Someone deletes a comment on a pull request.',
  'pullrequest:comment_reopened': 'Someone reopens a resolved comment on a pull request.',
  'pullrequest:comment_resolved': 'Someone resolves a comment on a pull request.',
  'pullrequest:comment_updated': 'Someone edits a comment on a pull request.',
  'pullrequest:created': 'Someone opens a pull request.',
  'pullrequest:fulfilled': 'A pull request is merged.',
  'pullrequest:push': 'New commits are pushed to the branch of an open pull request.',
  'pullrequest:rejected': 'A pull request is declined.',
  'pullrequest:unapproved': 'A reviewer takes back an approval.',
  'pullrequest:updated': 'Someone changes a pull request: its title, description or reviewers.',
  'repo:commit_comment_created': 'Someone comments on a commit.',
  'repo:commit_status_created': 'A build or check reports a status for a commit.',
  'repo:commit_status_updated': 'The status a build or check reported for a commit changes.',
  'repo:created': 'A repository is created in the workspace.',
  'repo:deleted': 'A repository of the workspace is deleted.',
  'repo:fork': 'Someone forks a repository.',
  'repo:imported': 'A repository is imported from elsewhere.',
  'repo:push': 'Someone pushes commits, branches or tags to a repository.',
  'repo:transfer': 'A repository moves to another workspace.',
  'repo:updated': 'Someone changes a repository’s name, description or settings.',
};

function describe(event: (typeof hookEventKeys)[number]): HookEventType {
  const [prefix = '', action = ''] = event.split(':');
  const words = action.replace(/_/g, ' ');
  return {
    event,
    category: categories[prefix] ?? prefix,
    label: labelOverrides[event] ?? `${words.charAt(0).toUpperCase()}${words.slice(1)}`,
    description: descriptions[event],
  };
}

/** Workspace hooks fire for every event; repository hooks cannot subscribe to project events. */
export function eventTypesFor(subject: HookSubjectType): HookEventType[] {
  return hookEventKeys.filter((event) => subject === 'workspace' || !event.startsWith('project:')).map(describe);
}
