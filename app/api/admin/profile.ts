import { UpdateProfileInput, type AccountProfile, type ProfileChanges } from '../../contract/users/accounts.channels';
import { AppError, isAppError } from '../../contract/errors';
import type { components } from '../generated/admin';
import type { ApiSession } from '../http/session';
import { checkInput, readBody } from '../validate';
import { profileFieldAt } from './fields';
import { managePath } from './paths';
import { ProfileResponseSchema, type AccountUser } from './schemas';

function toProfile(user: AccountUser): AccountProfile {
  const extended = user.extended_profile ?? {};
  return {
    accountId: user.account_id,
    status: user.account_status,
    accountType: user.account_type,
    displayName: user.name,
    nickname: user.nickname ?? null,
    email: user.email,
    avatarUrl: user.picture ?? null,
    timeZone: user.zoneinfo ?? null,
    locale: user.locale ?? null,
    jobTitle: extended.job_title ?? null,
    department: extended.department ?? null,
    organization: extended.organization ?? null,
    location: extended.location ?? null,
  };
}

export async function getProfile(session: ApiSession, accountId: string, signal?: AbortSignal): Promise<AccountProfile> {
  const response = await session.request({ area: 'admin', path: managePath(accountId, '/profile'), signal });
  return toProfile(readBody('admin', ProfileResponseSchema, response.body).account);
}

type ProfilePatch = components['schemas']['AtlassianAccountUser.Patch'];

/** The PATCH body: only the fields being changed (the API takes a subset of the writable ones). */
function patchBody(changes: ProfileChanges): ProfilePatch {
  const extended = {
    job_title: changes.jobTitle,
    department: changes.department,
    organization: changes.organization,
    location: changes.location,
  };
  const anyExtended = Object.values(extended).some((value) => value !== undefined);
  // JSON leaves the undefined fields out, so only what changes is sent.
  return {
    name: changes.displayName,
    nickname: changes.nickname,
    zoneinfo: changes.timeZone,
    locale: changes.locale,
    ...(anyExtended ? { extended_profile: extended } : {}),
  };
}

/** Field problems come back at API paths (`extended_profile.job_title`); name them as the caller did. */
function renameFields(error: unknown): unknown {
  if (!isAppError(error) || !error.info.fields) return error;
  const { code, message, ...extra } = error.info;
  const fields = error.info.fields.map((issue) => {
    const field = profileFieldAt(issue.path);
    return field ? { ...issue, path: `changes.${field}` } : issue;
  });
  return new AppError(code, message, { ...extra, fields });
}

/**
 * Checks the changes (display name up to 100 characters, nickname 1 to 30) before sending. A field
 * Atlassian refuses (`forbidden.fieldMutation`) comes back as a FORBIDDEN error naming each field and why.
 */
export async function updateProfile(
  session: ApiSession,
  input: { accountId: string; changes: ProfileChanges },
  signal?: AbortSignal,
): Promise<AccountProfile> {
  const { accountId, changes } = checkInput(UpdateProfileInput, input);
  try {
    const response = await session.request({
      area: 'admin',
      method: 'PATCH',
      path: managePath(accountId, '/profile'),
      body: patchBody(changes),
      signal,
    });
    return toProfile(readBody('admin', ProfileResponseSchema, response.body).account);
  } catch (error) {
    throw renameFields(error);
  }
}
