import type { ApiSession } from '../../../api/http/session';
import { listPickerFields } from '../../../api/jira/directory';
import { getRelatedIssueCounts, getUnresolvedIssueCount } from '../../../api/jira/versions';

export interface VersionFieldCount {
  /** `fix`, `affects`, or a custom field's numeric id. */
  field: string;
  label: string;
  issues: number;
}

export interface VersionCounts {
  versionId: string;
  fields: VersionFieldCount[];
  /** Unresolved issues among those fixed in the version. */
  unresolved: number;
}

/**
 * How many issues name a version, per field: fix version, affects version, and each version-picker
 * custom field (every one of the site, a field no issue uses for it counting 0).
 */
export async function readVersionCounts(session: ApiSession, versionId: string, signal?: AbortSignal): Promise<VersionCounts> {
  const [related, unresolved, fields] = await Promise.all([
    getRelatedIssueCounts(session, versionId, signal),
    getUnresolvedIssueCount(session, versionId, signal),
    listPickerFields(session, signal),
  ]);
  const used = new Map(related.customFields.map((usage) => [usage.fieldId, usage]));
  const versionFields = fields
    .filter((field) => field.kind === 'version')
    .map((field) => ({ id: field.id.replace(/^customfield_/, ''), name: field.name }));
  for (const usage of related.customFields) {
    if (!versionFields.some((field) => field.id === usage.fieldId)) versionFields.push({ id: usage.fieldId, name: usage.fieldName });
  }
  return {
    versionId,
    fields: [
      { field: 'fix', label: 'Fix version', issues: related.fixed },
      { field: 'affects', label: 'Affects version', issues: related.affected },
      ...versionFields.map((field) => ({ field: field.id, label: field.name, issues: used.get(field.id)?.issues ?? 0 })),
    ],
    unresolved: unresolved.unresolved,
  };
}
