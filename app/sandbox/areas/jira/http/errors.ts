import { SandboxHttpError } from '../../../kit';

/** Jira's ErrorCollection: general messages plus a map of field name to message. */
export interface JiraErrorBody {
  errorMessages: string[];
  errors: Record<string, string>;
}

export function jiraErrorBody(messages: string[], fieldErrors: Record<string, string> = {}): JiraErrorBody {
  return { errorMessages: messages, errors: fieldErrors };
}

export function badRequest(message: string): SandboxHttpError {
  return new SandboxHttpError(400, jiraErrorBody([message]));
}

/** A 400 that names the offending fields, as Jira does for body validation. */
export function invalidFields(fieldErrors: Record<string, string>): SandboxHttpError {
  return new SandboxHttpError(400, jiraErrorBody([], fieldErrors));
}

export function notFound(message: string): SandboxHttpError {
  return new SandboxHttpError(404, jiraErrorBody([message]));
}

/** What Jira Cloud answers when a body does not fit the operation's schema at all. */
export function invalidPayload(): SandboxHttpError {
  return badRequest('Invalid request payload. Refer to the REST API documentation and try again.');
}

export function forbidden(message: string): SandboxHttpError {
  return new SandboxHttpError(403, jiraErrorBody([message]));
}
