import { avatarAddress } from '../../data/avatars';
import { SandboxHttpError, type Person, type RouteDef } from '../../kit';
import { fieldViolationsBody } from './errors';
import { managedAccount } from './lookup';
import { profileFieldRule, profileFields, type ProfileField, type Rule } from './manageability';
import type { AdminState } from './state';

const extendedKeys = { job_title: 'jobTitle', department: 'department', organization: 'organization', location: 'location' } as const;

/** The `AtlassianAccountUser` view of a person; its picture is served by the sandbox at `baseUrl`. */
export function accountView(person: Person, baseUrl: string): Record<string, unknown> {
  const extended: Record<string, string> = {};
  for (const [apiKey, personKey] of Object.entries(extendedKeys)) {
    const value = person[personKey];
    if (value !== null) extended[apiKey] = value;
  }
  return {
    account_id: person.accountId,
    account_status: person.status,
    account_type: person.accountType,
    name: person.displayName,
    email: person.email,
    picture: avatarAddress(baseUrl, person),
    characteristics: { not_mentionable: false },
    nickname: person.nickname,
    zoneinfo: person.zoneinfo,
    locale: person.locale,
    extended_profile: extended,
  };
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The writable fields the body sets, by their `profile.write` path. */
function requestedChanges(body: Record<string, unknown>): Map<ProfileField, string> {
  const changes = new Map<ProfileField, string>();
  for (const field of profileFields) {
    const [head = '', tail] = field.split('.');
    const container = tail === undefined ? body : body[head];
    const value = isRecord(container) ? container[tail ?? head] : undefined;
    if (typeof value === 'string') changes.set(field, value);
  }
  return changes;
}

const knownZones = new Set(Intl.supportedValuesOf('timeZone'));

function isLocale(value: string): boolean {
  try {
    return Intl.getCanonicalLocales(value).length === 1;
  } catch {
    return false;
  }
}

function constraintProblems(body: Record<string, unknown>, changes: Map<ProfileField, string>, person: Person, baseUrl: string) {
  const problems: { field: string; rule: string }[] = [];
  const name = changes.get('name');
  if (name !== undefined && (name.trim() === '' || name.length > 100)) problems.push({ field: 'name', rule: 'invalidLength' });
  const nickname = changes.get('nickname');
  if (nickname !== undefined && (nickname.length < 1 || nickname.length > 30)) problems.push({ field: 'nickname', rule: 'invalidLength' });
  const zone = changes.get('zoneinfo');
  if (zone !== undefined && !knownZones.has(zone) && zone !== 'UTC') problems.push({ field: 'zoneinfo', rule: 'invalidValue' });
  const locale = changes.get('locale');
  if (locale !== undefined && !isLocale(locale)) problems.push({ field: 'locale', rule: 'invalidValue' });
  const current = accountView(person, baseUrl);
  for (const readOnly of ['account_id', 'account_status', 'account_type', 'email', 'picture']) {
    if (readOnly in body && body[readOnly] !== current[readOnly]) problems.push({ field: readOnly, rule: 'readOnly' });
  }
  return problems;
}

const orNull = (value: string): string | null => (value === '' ? null : value);

/** How each writable field lands on the person; an empty extended-profile value clears it. */
const setters: Record<ProfileField, (person: Person, value: string) => void> = {
  name: (person, value) => (person.displayName = value),
  nickname: (person, value) => (person.nickname = value),
  zoneinfo: (person, value) => (person.zoneinfo = value),
  locale: (person, value) => (person.locale = value),
  'extended_profile.job_title': (person, value) => (person.jobTitle = orNull(value)),
  'extended_profile.department': (person, value) => (person.department = orNull(value)),
  'extended_profile.organization': (person, value) => (person.organization = orNull(value)),
  'extended_profile.location': (person, value) => (person.location = orNull(value)),
};

export const profileRoutes: RouteDef<AdminState>[] = [
  {
    method: 'GET',
    path: '/users/{account_id}/manage/profile',
    handle: (req, _state, world) => ({ status: 200, body: { account: accountView(managedAccount(req, world), req.baseUrl) } }),
  },
  {
    method: 'PATCH',
    path: '/users/{account_id}/manage/profile',
    idempotent: false,
    handle: (req, _state, world) => {
      const person = managedAccount(req, world);
      const body = isRecord(req.body) ? req.body : {};
      const changes = requestedChanges(body);
      const problems = constraintProblems(body, changes, person, req.baseUrl);
      if (problems.length > 0) throw new SandboxHttpError(400, fieldViolationsBody(problems));
      const refusals: Record<string, Rule> = {};
      for (const field of changes.keys()) {
        const rule = profileFieldRule(person, field);
        if (!rule.allowed) refusals[field] = rule;
      }
      if (Object.keys(refusals).length > 0) throw new SandboxHttpError(403, { key: 'forbidden.fieldMutation', context: refusals });
      for (const [field, value] of changes) setters[field](person, value);
      return { status: 200, body: { account: accountView(person, req.baseUrl) } };
    },
  },
];
