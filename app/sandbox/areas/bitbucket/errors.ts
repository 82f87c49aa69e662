import { SandboxHttpError } from '../../kit';

export function bitbucketErrorBody(message: string, detail?: string, data?: Record<string, unknown>): unknown {
  return { type: 'error', error: { message, ...(detail === undefined ? {} : { detail }), ...(data === undefined ? {} : { data }) } };
}

export const bitbucketError = (status: number, message: string, detail?: string): SandboxHttpError =>
  new SandboxHttpError(status, bitbucketErrorBody(message, detail));

/** Bitbucket's answer to a token that lacks a scope: which scopes the operation needs and which the token has. */
export const missingScopeError = (required: string, granted: readonly string[]): SandboxHttpError =>
  new SandboxHttpError(403, bitbucketErrorBody('Your credentials lack one or more required privilege scopes.', undefined, { required: [required], granted: [...granted] }));
