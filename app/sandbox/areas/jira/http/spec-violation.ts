import type { RequestProblem } from '../../../kit';
import type { JiraErrorBody } from './errors';

/**
 * A request that breaks the contract: body fields go into `errors` by name, as Jira reports field
 * validation; query and path problems become general messages.
 */
export function specViolationBody(problems: readonly RequestProblem[]): JiraErrorBody {
  const body: JiraErrorBody = { errorMessages: [], errors: {} };
  for (const problem of problems) {
    const bodyField = /^body\.(.+)$/.exec(problem.field)?.[1];
    if (bodyField !== undefined) body.errors[bodyField] = problem.message;
    else body.errorMessages.push(problem.message);
  }
  if (body.errorMessages.length === 0 && Object.keys(body.errors).length === 0) {
    body.errorMessages.push('Invalid request payload. Refer to the REST API documentation and try again.');
  }
  return body;
}
