import type { ErrorCode, ErrorInfo, FieldIssue } from '../../../app/contract';

/** A failed call as the UI sees it: the core's ErrorInfo, kept whole so screens can pick wording by code. */
export class ContractError extends Error {
  readonly info: ErrorInfo;

  constructor(info: ErrorInfo) {
    super(info.message);
    this.name = 'ContractError';
    this.info = info;
  }

  get code(): ErrorCode {
    return this.info.code;
  }

  get fields(): FieldIssue[] {
    return this.info.fields ?? [];
  }

  get reason(): string | undefined {
    return this.info.reason;
  }
}

export function isContractError(value: unknown): value is ContractError {
  return value instanceof ContractError;
}

/** Plain words for anything thrown, so a snackbar or alert never shows a stack trace or "[object Object]". */
export function describeError(error: unknown): string {
  if (error instanceof ContractError) return error.message;
  return 'Something unexpected went wrong. Try again.';
}
