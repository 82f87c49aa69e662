import type { JiraIssue, JiraState, JiraVersion } from '../state';

/** Issue counts for one version, as the merge preview and the version screens need them. */

function issuesFixedIn(state: JiraState, version: JiraVersion): JiraIssue[] {
  return state.issues.filter((issue) => issue.fixVersionIds.includes(version.id));
}

export interface CustomFieldUsage {
  fieldName: string;
  customFieldId: number;
  issueCountWithVersionInCustomField: number;
}

export interface RelatedIssueCounts {
  issuesFixedCount: number;
  issuesAffectedCount: number;
  issueCountWithCustomFieldsShowingVersion: number;
  customFieldUsage: CustomFieldUsage[];
}

export function relatedIssueCounts(state: JiraState, version: JiraVersion): RelatedIssueCounts {
  const versionFields = state.customFields.filter((field) => field.kind === 'version');
  const fieldCounts = new Map<string, number>(versionFields.map((field) => [field.id, 0]));
  let fixed = 0;
  let affected = 0;
  let withCustomField = 0;
  for (const issue of state.issues) {
    if (issue.fixVersionIds.includes(version.id)) fixed += 1;
    if (issue.affectedVersionIds.includes(version.id)) affected += 1;
    let inAnyField = false;
    for (const [fieldId, values] of Object.entries(issue.versionFieldValues)) {
      if (!values.includes(version.id)) continue;
      inAnyField = true;
      fieldCounts.set(fieldId, (fieldCounts.get(fieldId) ?? 0) + 1);
    }
    if (inAnyField) withCustomField += 1;
  }
  return {
    issuesFixedCount: fixed,
    issuesAffectedCount: affected,
    issueCountWithCustomFieldsShowingVersion: withCustomField,
    customFieldUsage: versionFields
      .map((field) => ({
        fieldName: field.name,
        customFieldId: field.numericId,
        issueCountWithVersionInCustomField: fieldCounts.get(field.id) ?? 0,
      }))
      .filter((usage) => usage.issueCountWithVersionInCustomField > 0),
  };
}

export function unresolvedIssueCounts(state: JiraState, version: JiraVersion): { issuesCount: number; issuesUnresolvedCount: number } {
  const fixed = issuesFixedIn(state, version);
  return {
    issuesCount: fixed.length,
    issuesUnresolvedCount: fixed.filter((issue) => issue.resolution === null).length,
  };
}

export interface StatusCategoryCounts {
  toDo: number;
  inProgress: number;
  done: number;
  unmapped: number;
}

export function fixVersionStatusCounts(state: JiraState, version: JiraVersion): StatusCategoryCounts {
  const counts: StatusCategoryCounts = { toDo: 0, inProgress: 0, done: 0, unmapped: 0 };
  for (const issue of issuesFixedIn(state, version)) {
    if (issue.statusCategory === 'new') counts.toDo += 1;
    else if (issue.statusCategory === 'indeterminate') counts.inProgress += 1;
    else counts.done += 1;
  }
  return counts;
}
