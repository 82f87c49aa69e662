import { SandboxHttpError, type RequestProblem } from '../../kit';
import type { Rule } from './manageability';

const keyForStatus: Record<number, string> = {
  400: 'bodyParseFailure',
  401: 'unauthorized',
  403: 'forbidden',
  404: 'notFound',
  405: 'methodNotAllowed',
  413: 'payloadTooLarge',
  415: 'unsupportedMediaType',
  429: 'tooManyRequests',
};

/** Admin error bodies carry a machine key only; the message is for logs, which we do not write. */
export function adminErrorBody(status: number): { key: string } {
  return { key: keyForStatus[status] ?? (status >= 500 ? 'internalServerError' : 'badRequest') };
}

/** `fieldConstraintsViolated`: one entry per field, each with the distinct broken rules. */
export function fieldViolationsBody(problems: Pick<RequestProblem, 'field' | 'rule'>[]): unknown {
  const byField = new Map<string, Set<string>>();
  for (const problem of problems) {
    const field = problem.field.replace(/^body\.?/, '') || 'body';
    const rules = byField.get(field) ?? new Set<string>();
    rules.add(problem.rule);
    byField.set(field, rules);
  }
  return {
    key: 'fieldConstraintsViolated',
    context: { fieldViolations: [...byField].map(([field, rules]) => ({ field, violations: [...rules].map((key) => ({ key })) })) },
  };
}

export const accountNotFound = (): SandboxHttpError => new SandboxHttpError(404, { key: 'accountNotFound' });
export const targetUnverified = (): SandboxHttpError => new SandboxHttpError(403, { key: 'forbidden.targetUnverified' });
export const actionForbidden = (rule: Rule): SandboxHttpError => new SandboxHttpError(403, { key: 'forbidden.action', context: rule });
