import type { SandboxRequest } from '../../../kit';

/** `2` or `3`, taken from the request path; every Jira route is served under both. */
export function apiVersionOf(req: SandboxRequest): '2' | '3' {
  return req.path.startsWith('/rest/api/2/') ? '2' : '3';
}

/** Absolute base of the REST API the request came in on, e.g. `http://127.0.0.1:4000/rest/api/3`. */
export function apiBase(req: SandboxRequest): string {
  return `${req.baseUrl}/rest/api/${apiVersionOf(req)}`;
}
