import { SandboxHttpError } from '../../kit';

export function bitbucketErrorBody(message: string, detail?: string): unknown {
  return { type: 'error', error: detail === undefined ? { message } : { message, detail } };
}

export const bitbucketError = (status: number, message: string, detail?: string): SandboxHttpError =>
  new SandboxHttpError(status, bitbucketErrorBody(message, detail));
