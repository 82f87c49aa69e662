import { z } from 'zod';
import { CreateVersionInput, UpdateVersionInput, type JiraVersionView } from '../../contract/jira/models';
import type { components } from '../generated/jira';
import type { ApiSession } from '../http/session';
import { checkInput, readBody } from '../validate';

const versionSchema = z.object({
  id: z.string(),
  projectId: z.union([z.number(), z.string()]),
  name: z.string(),
  description: z.string().nullish(),
  archived: z.boolean().default(false),
  released: z.boolean().default(false),
  startDate: z.string().nullish(),
  releaseDate: z.string().nullish(),
  overdue: z.boolean().nullish(),
  driver: z.string().nullish(),
});

function toVersionView(version: z.infer<typeof versionSchema>): JiraVersionView {
  return {
    id: version.id,
    projectId: String(version.projectId),
    name: version.name,
    description: version.description ?? null,
    archived: version.archived,
    released: version.released,
    startDate: version.startDate ?? null,
    releaseDate: version.releaseDate ?? null,
    overdue: version.overdue ?? null,
    driverAccountId: version.driver ?? null,
  };
}

type VersionBody = components['schemas']['Version'];

const versionPath = (versionId: string, tail = '') => `/rest/api/3/version/${encodeURIComponent(versionId)}${tail}`;

/** Every version of a project; this endpoint answers one bare array, not pages. */
export async function listProjectVersions(session: ApiSession, projectIdOrKey: string, signal?: AbortSignal): Promise<JiraVersionView[]> {
  const response = await session.request({
    area: 'jira',
    path: `/rest/api/3/project/${encodeURIComponent(projectIdOrKey)}/versions`,
    signal,
  });
  return readBody('jira', z.array(versionSchema), response.body).map(toVersionView);
}

export async function getVersion(session: ApiSession, versionId: string, signal?: AbortSignal): Promise<JiraVersionView> {
  // `driver` is only sent when asked for.
  const response = await session.request({ area: 'jira', path: versionPath(versionId), query: { expand: 'driver' }, signal });
  return toVersionView(readBody('jira', versionSchema, response.body));
}

export async function createVersion(
  session: ApiSession,
  input: z.input<typeof CreateVersionInput>,
  signal?: AbortSignal,
): Promise<JiraVersionView> {
  const { projectId, ...fields } = checkInput(CreateVersionInput, input);
  const response = await session.request({
    area: 'jira',
    method: 'POST',
    path: '/rest/api/3/version',
    body: { ...fields, projectId: Number(projectId) } satisfies VersionBody,
    signal,
  });
  return toVersionView(readBody('jira', versionSchema, response.body));
}

/** Partial update. `moveUnfixedIssuesTo` is sent as the other version's address. */
export async function updateVersion(
  session: ApiSession,
  input: z.input<typeof UpdateVersionInput>,
  signal?: AbortSignal,
): Promise<JiraVersionView> {
  const { versionId, changes } = checkInput(UpdateVersionInput, input);
  const { moveUnfixedIssuesTo, ...fields } = changes;
  const body: VersionBody = {
    ...fields,
    ...(moveUnfixedIssuesTo === undefined ? {} : { moveUnfixedIssuesTo: session.resolve('jira', versionPath(moveUnfixedIssuesTo)).href }),
  };
  const response = await session.request({ area: 'jira', method: 'PUT', path: versionPath(versionId), body, signal });
  return toVersionView(readBody('jira', versionSchema, response.body));
}

/**
 * Deletes `versionId` and moves its fixVersion values to `intoVersionId`. Affects-version and version
 * custom-field values are not moved by Jira; `getRelatedIssueCounts` shows how many that leaves behind.
 */
export async function mergeVersion(session: ApiSession, versionId: string, intoVersionId: string, signal?: AbortSignal): Promise<void> {
  await session.request({
    area: 'jira',
    method: 'PUT',
    path: versionPath(versionId, `/mergeto/${encodeURIComponent(intoVersionId)}`),
    // Replaying it after a dropped connection would answer 404 for a merge that did happen.
    idempotent: false,
    signal,
  });
}

const relatedCountsSchema = z.object({
  issuesFixedCount: z.number().int(),
  issuesAffectedCount: z.number().int(),
  issueCountWithCustomFieldsShowingVersion: z.number().int(),
  customFieldUsage: z
    .array(z.object({ fieldName: z.string(), customFieldId: z.union([z.number(), z.string()]), issueCountWithVersionInCustomField: z.number().int() }))
    .default([]),
});

export async function getRelatedIssueCounts(session: ApiSession, versionId: string, signal?: AbortSignal) {
  const response = await session.request({ area: 'jira', path: versionPath(versionId, '/relatedIssueCounts'), signal });
  const counts = readBody('jira', relatedCountsSchema, response.body);
  return {
    fixed: counts.issuesFixedCount,
    affected: counts.issuesAffectedCount,
    inCustomFields: counts.issueCountWithCustomFieldsShowingVersion,
    customFields: counts.customFieldUsage.map((usage) => ({
      fieldId: String(usage.customFieldId),
      fieldName: usage.fieldName,
      issues: usage.issueCountWithVersionInCustomField,
    })),
  };
}

const unresolvedSchema = z.object({ issuesCount: z.number().int(), issuesUnresolvedCount: z.number().int() });

export async function getUnresolvedIssueCount(session: ApiSession, versionId: string, signal?: AbortSignal) {
  const response = await session.request({ area: 'jira', path: versionPath(versionId, '/unresolvedIssueCount'), signal });
  const counts = readBody('jira', unresolvedSchema, response.body);
  return { issues: counts.issuesCount, unresolved: counts.issuesUnresolvedCount };
}

export interface SwapTargets {
  /** Where fix-version values go; left out, they are cleared. */
  moveFixIssuesTo?: string;
  moveAffectedIssuesTo?: string;
  /** Per version-picker custom field (numeric id), where its values go; a field left out is cleared. */
  customFields?: { customFieldId: string; moveTo: string }[];
}

/** Deletes a version and moves each field's values where asked; whatever is not mapped is cleared. */
export async function removeVersionAndSwap(session: ApiSession, versionId: string, targets: SwapTargets, signal?: AbortSignal): Promise<void> {
  const body: components['schemas']['DeleteAndReplaceVersionBean'] = {
    ...(targets.moveFixIssuesTo === undefined ? {} : { moveFixIssuesTo: Number(targets.moveFixIssuesTo) }),
    ...(targets.moveAffectedIssuesTo === undefined ? {} : { moveAffectedIssuesTo: Number(targets.moveAffectedIssuesTo) }),
    ...(targets.customFields === undefined || targets.customFields.length === 0
      ? {}
      : { customFieldReplacementList: targets.customFields.map((entry) => ({ customFieldId: Number(entry.customFieldId), moveTo: Number(entry.moveTo) })) }),
  };
  await session.request({
    area: 'jira',
    method: 'POST',
    path: versionPath(versionId, '/removeAndSwap'),
    body,
    // A replay after a dropped connection would answer 404 for a removal that did happen.
    idempotent: false,
    signal,
  });
}

export type VersionPosition = 'First' | 'Last' | 'Earlier' | 'Later';

/** Moves a version in its project's order: to a position, or just after another version. */
export async function moveVersion(
  session: ApiSession,
  versionId: string,
  to: { position: VersionPosition } | { afterVersionId: string },
  signal?: AbortSignal,
): Promise<JiraVersionView> {
  const body: components['schemas']['VersionMoveBean'] =
    'position' in to ? { position: to.position } : { after: session.resolve('jira', versionPath(to.afterVersionId)).href };
  const response = await session.request({ area: 'jira', method: 'POST', path: versionPath(versionId, '/move'), body, idempotent: false, signal });
  return toVersionView(readBody('jira', versionSchema, response.body));
}
