import type { ErrorCode, FieldIssue } from '../../contract/errors';
import { asArray, asObject, asString, sentence, type JsonObject } from './upstream-text';

/** What an Admin API `{key, context}` body says, in an admin's words. */
export interface AdminErrorMeaning {
  code: ErrorCode;
  message: string;
  reason?: string;
  fields?: FieldIssue[];
}

const fieldLabels: Record<string, string> = {
  name: 'name',
  nickname: 'nickname',
  zoneinfo: 'time zone',
  locale: 'language',
  'extended_profile.job_title': 'job title',
  'extended_profile.department': 'department',
  'extended_profile.organization': 'organization',
  'extended_profile.location': 'location',
};

/** Why Atlassian refuses a change, keyed by the manageability reason key. `subject` starts the sentence. */
const refusalReasons: Record<string, (subject: string) => string> = {
  'externalDirectory.scim': (subject) => `${subject} is managed by your SCIM directory and can't be changed here.`,
  'externalDirectory.google': (subject) => `${subject} is synced from Google Workspace and can't be changed here.`,
  'authPolicy.saml': (subject) => `${subject} is controlled by your SAML single sign-on policy and can't be changed here.`,
  'blocked.exportControl': () => 'This account is blocked for export-control reasons, so it cannot be changed.',
  'administrative.notMyself': () => "You can't do this to your own account.",
  myselfOnly: () => 'Only the account owner can do this.',
  managedAccount: () => "Atlassian doesn't allow this for a managed account.",
  administrative: () => 'An administrative rule of your organization prevents this.',
};

export function describeRefusal(reasonKey: string | undefined, subject: string): string {
  const describe = reasonKey ? refusalReasons[reasonKey] : undefined;
  return describe ? describe(subject) : "Atlassian doesn't allow this change for this account.";
}

function reasonKeyOf(rule: unknown): string | undefined {
  return asString(asObject(asObject(rule)?.reason)?.key);
}

function fieldMutation(context: JsonObject | undefined): AdminErrorMeaning {
  const refusals = Object.entries(context ?? {}).filter(([, rule]) => asObject(rule)?.allowed === false);
  const fields = refusals.map(([path, rule]) => ({
    path,
    message: describeRefusal(reasonKeyOf(rule), `This ${fieldLabels[path] ?? path}`),
  }));
  const first = refusals[0];
  return {
    code: 'FORBIDDEN',
    message: fields[0]?.message ?? "Some of these details can't be changed here.",
    reason: first ? reasonKeyOf(first[1]) : undefined,
    fields,
  };
}

function constraintViolations(context: JsonObject | undefined): FieldIssue[] {
  return asArray(context?.fieldViolations).flatMap((entry) => {
    const violation = asObject(entry);
    const path = asString(violation?.field);
    if (!path) return [];
    const keys = asArray(violation?.violations).flatMap((v) => asString(asObject(v)?.key) ?? []);
    return [{ path, message: `This ${fieldLabels[path] ?? path} isn't valid (${keys.join(', ') || 'rejected'}).` }];
  });
}

function lifecycleConflict(context: JsonObject | undefined): AdminErrorMeaning {
  const codes = asArray(context?.errorCodes).flatMap((entry) => asString(asObject(entry)?.code) ?? []);
  const upstream = asString(context?.message);
  return {
    code: 'CONFLICT',
    message: upstream
      ? `The account's status couldn't be changed: ${sentence(upstream)}`
      : "The account's status couldn't be changed right now.",
    reason: codes[0],
  };
}

/** Returns undefined when the body is not an Admin error body, so the caller falls back to the status. */
export function readAdminError(body: JsonObject): AdminErrorMeaning | undefined {
  const key = asString(body.key);
  if (!key) return undefined;
  const context = asObject(body.context);
  switch (key) {
    case 'unauthorized':
      return { code: 'UNAUTHENTICATED', message: "Your organization API key was refused. Check it hasn't expired.", reason: key };
    case 'forbidden':
      return {
        code: 'FORBIDDEN',
        message: 'Your organization API key may not do this. Use a key created without scopes.',
        reason: key,
      };
    case 'forbidden.targetUnverified':
      return {
        code: 'FORBIDDEN',
        message: "This account isn't on a verified domain of your organization, so it can't be managed here.",
        reason: key,
      };
    case 'forbidden.unclaimedDomain': {
      const domain = asString(context?.domain);
      return {
        code: 'FORBIDDEN',
        message: `${domain ? `The domain ${domain}` : 'That domain'} hasn't been verified by your organization.`,
        reason: key,
      };
    }
    case 'forbidden.action': {
      const reason = reasonKeyOf(context);
      return { code: 'FORBIDDEN', message: describeRefusal(reason, 'This account'), reason: reason ?? key };
    }
    case 'forbidden.fieldMutation':
      return fieldMutation(context);
    case 'accountNotFound':
    case 'notFound':
      return { code: 'NOT_FOUND', message: "This account wasn't found in your organization.", reason: key };
    case 'bodyParseFailure':
      return { code: 'VALIDATION', message: 'Atlassian could not read the request Orgdesk sent.', reason: key };
    case 'fieldConstraintsViolated': {
      const fields = constraintViolations(context);
      return { code: 'VALIDATION', message: fields[0]?.message ?? 'Some values were not accepted.', reason: key, fields };
    }
    case 'conflict.lifecycleErrors':
      return lifecycleConflict(context);
    default:
      return undefined;
  }
}
