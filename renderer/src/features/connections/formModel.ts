import type { FieldIssue } from '../../../../app/contract';
import type { ConnectionDraft, ConnectionView } from '../../../../app/contract/app/connections.channels';

export const DEFAULT_ADMIN_BASE_URL = 'https://api.atlassian.com';
export const DEFAULT_BITBUCKET_BASE_URL = 'https://api.bitbucket.org';

/** Everything but the secrets: those stay in uncontrolled inputs and are read only on submit. */
export interface ConnectionFormValues {
  name: string;
  site: { enabled: boolean; url: string; email: string };
  admin: { enabled: boolean; baseUrl: string };
  bitbucket: { enabled: boolean; baseUrl: string; workspace: string };
  jiraApiVersion: '2' | '3';
}

export interface SecretValues {
  siteApiToken: string;
  adminApiKey: string;
  bitbucketToken: string;
}

export const fieldPaths = [
  'name',
  'site.url',
  'site.email',
  'site.apiToken',
  'admin.baseUrl',
  'admin.apiKey',
  'bitbucket.baseUrl',
  'bitbucket.workspace',
  'bitbucket.token',
  'jiraApiVersion',
] as const;
export type FieldPath = (typeof fieldPaths)[number];

export function emptyForm(): ConnectionFormValues {
  return {
    name: '',
    site: { enabled: true, url: '', email: '' },
    admin: { enabled: false, baseUrl: DEFAULT_ADMIN_BASE_URL },
    bitbucket: { enabled: false, baseUrl: DEFAULT_BITBUCKET_BASE_URL, workspace: '' },
    jiraApiVersion: '3',
  };
}

export function formFromConnection(connection: ConnectionView): ConnectionFormValues {
  const blank = emptyForm();
  return {
    name: connection.name,
    site: connection.site ? { enabled: true, url: connection.site.url, email: connection.site.email } : { ...blank.site, enabled: false },
    admin: connection.admin ? { enabled: true, baseUrl: connection.admin.baseUrl } : blank.admin,
    bitbucket: connection.bitbucket
      ? { enabled: true, baseUrl: connection.bitbucket.baseUrl, workspace: connection.bitbucket.workspace }
      : blank.bitbucket,
    jiraApiVersion: connection.jiraApiVersion,
  };
}

/** Empty means "keep what is saved" for a secret and "use the default" for a base URL. */
function ifFilled(value: string): string | undefined {
  const trimmed = value.trim();
  return trimmed === '' ? undefined : trimmed;
}

export function draftFromForm(values: ConnectionFormValues, secrets: SecretValues): ConnectionDraft {
  return {
    name: values.name,
    site: values.site.enabled
      ? { url: values.site.url, email: values.site.email, apiToken: ifFilled(secrets.siteApiToken) }
      : null,
    admin: values.admin.enabled
      ? { baseUrl: ifFilled(values.admin.baseUrl), apiKey: ifFilled(secrets.adminApiKey) }
      : null,
    bitbucket: values.bitbucket.enabled
      ? {
          baseUrl: ifFilled(values.bitbucket.baseUrl),
          workspace: values.bitbucket.workspace,
          token: ifFilled(secrets.bitbucketToken),
        }
      : null,
    jiraApiVersion: values.jiraApiVersion,
  };
}

export interface FormProblems {
  fields: Partial<Record<FieldPath, string>>;
  /** Issues that belong to no single field, shown above the form. */
  general: string[];
}

function isFieldPath(path: string): path is FieldPath {
  return (fieldPaths as readonly string[]).includes(path);
}

/** Maps the core's issue paths onto form fields; an update nests the draft under `draft.`. */
export function problemsFromIssues(issues: readonly FieldIssue[]): FormProblems {
  const problems: FormProblems = { fields: {}, general: [] };
  for (const issue of issues) {
    const path = issue.path.replace(/^draft\./, '');
    if (isFieldPath(path)) problems.fields[path] ??= issue.message;
    else problems.general.push(issue.message);
  }
  return problems;
}

export function hasCustomBaseUrl(baseUrl: string, defaultUrl: string): boolean {
  const trimmed = baseUrl.trim();
  return trimmed !== '' && trimmed.replace(/\/+$/, '') !== defaultUrl;
}
