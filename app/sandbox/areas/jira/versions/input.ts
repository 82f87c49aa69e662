import { z } from 'zod';
import { isValidDay } from '../dates';
import { invalidFields } from '../http/errors';
import type { World } from '../../../kit';
import type { JiraState, JiraVersion } from '../state';

const optionalDay = z.string().nullable().optional();

/** The writable part of Jira's Version; read-only fields a client echoes back are ignored. */
export const versionBodySchema = z.looseObject({
  name: z.string().optional(),
  description: z.string().optional(),
  projectId: z.union([z.number().int(), z.string().regex(/^\d+$/).transform(Number)]).optional(),
  project: z.string().optional(),
  startDate: optionalDay,
  releaseDate: optionalDay,
  released: z.boolean().optional(),
  archived: z.boolean().optional(),
  driver: z.string().optional(),
  moveUnfixedIssuesTo: z.string().optional(),
  expand: z.string().optional(),
});

export type VersionBody = z.infer<typeof versionBodySchema>;

const NAME_MAX = 255;
const DESCRIPTION_MAX_BYTES = 16_384;

/** Checks the fields that apply to both create and update, against the version they would produce. */
export function checkVersionFields(state: JiraState, world: World, body: VersionBody, result: JiraVersion): void {
  const errors: Record<string, string> = {};
  if (body.name !== undefined) {
    const name = body.name.trim();
    const taken = state.versions.some(
      (other) => other.projectId === result.projectId && other.id !== result.id && other.name.toLowerCase() === name.toLowerCase(),
    );
    if (name === '') errors.name = 'You must specify a valid version name';
    else if (name.length > NAME_MAX) errors.name = `The version name must not exceed ${NAME_MAX} characters.`;
    else if (taken) errors.name = 'A version with this name already exists in this project.';
  }
  if (body.description !== undefined && Buffer.byteLength(body.description) > DESCRIPTION_MAX_BYTES) {
    errors.description = `The description must not exceed ${DESCRIPTION_MAX_BYTES} bytes.`;
  }
  for (const field of ['startDate', 'releaseDate'] as const) {
    const value = body[field];
    if (typeof value === 'string' && value !== '' && !isValidDay(value)) {
      errors[field] = 'Invalid date format. Please enter the date in the format yyyy-mm-dd.';
    }
  }
  if (!errors.startDate && !errors.releaseDate && result.startDate && result.releaseDate && result.startDate > result.releaseDate) {
    errors.startDate = 'The start date must be on or before the release date.';
  }
  if (body.driver !== undefined && body.driver !== '' && !world.people.some((person) => person.accountId === body.driver)) {
    errors.driver = `The user with account ID '${body.driver}' does not exist.`;
  }
  if (Object.keys(errors).length > 0) throw invalidFields(errors);
}

/** The version as it would be after the body's fields are applied; `null` or `""` clears a date. */
export function withBodyApplied(version: JiraVersion, body: VersionBody): JiraVersion {
  const next: JiraVersion = { ...version, approverAccountIds: [...version.approverAccountIds] };
  if (body.name !== undefined) next.name = body.name.trim();
  if (body.description !== undefined) next.description = body.description;
  if (body.released !== undefined) next.released = body.released;
  if (body.archived !== undefined) next.archived = body.archived;
  for (const field of ['startDate', 'releaseDate'] as const) {
    const value = body[field];
    if (value === null || value === '') delete next[field];
    else if (value !== undefined) next[field] = value;
  }
  if (body.driver === '') delete next.driverAccountId;
  else if (body.driver !== undefined) next.driverAccountId = body.driver;
  return next;
}
