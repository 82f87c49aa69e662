import type { z } from 'zod';
import { channels, isChannel, isMutating, type Channel, type Output, type ParsedInput } from './channels';
import { AppError, type ErrorInfo, type FieldIssue } from './errors';
import { beyondSchema, capText, isWellFormedText, textProblem } from './input-checks';
import type { Result } from './result';

export interface CallContext {
  /** Aborted when the renderer cancels the call (or its window goes away). */
  signal: AbortSignal;
  /**
   * Mutating handlers name what they acted on, in plain words, for the Activity log, and the connection
   * it belongs to when that is not the one the call ran on (adding or switching a connection).
   */
  describeTarget(target: string, connectionId?: string): void;
  /**
   * For a mutating call that answers but did only part of what was asked (tokens revoked, account still
   * active): the answer still reaches the caller, and the Activity log records a failure with `problem`.
   */
  reportPartialFailure(problem: string): void;
}

export type Handler<C extends Channel> = (
  input: ParsedInput<C>,
  ctx: CallContext,
) => Promise<z.input<(typeof channels)[C]['output']>>;

export type Handlers = { [C in Channel]: Handler<C> };

/** What the dispatcher reports about each mutating call, for the Activity log. */
export interface MutationRecord {
  channel: Channel;
  target: string;
  /** The connection named by the input or the handler; absent means the active one. */
  connectionId?: string;
  result: Result<unknown>;
  /** Set when the call succeeded only in part (see `CallContext.reportPartialFailure`): what was not done. */
  partialFailure?: string;
  /** The id `beginMutation` gave the write, when it gave one. */
  id?: string | null;
}

/** What `beginMutation` answers: a sentence that refuses the write, or the id its record carries to `onMutation`. */
export type MutationStart = { refused: string } | { id: string | null };

export interface DispatcherOptions {
  onMutation?(record: MutationRecord): Promise<void> | void;
  /** Unexpected failures (bugs) go here with their stack; the caller only sees a generic message. */
  onInternalError?(channel: string, error: unknown): void;
  /**
   * Asked before each write runs: a refusal stops it (nothing is changed, and Activity says so); otherwise
   * the answer's id comes back with its record. The core writes the intent of an upstream change to its
   * change journal here, and refuses while the journal cannot record it.
   */
  beginMutation?(channel: Channel, connectionId: string | undefined): Promise<MutationStart>;
}

export type Dispatch = (channel: unknown, input: unknown, signal?: AbortSignal) => Promise<Result<unknown>>;

/** Connection ids are short; whatever a caller sends is cut down before it can reach the log. */
const MAX_LOGGED_ID = 100;

function connectionOf(input: unknown): string | undefined {
  if (typeof input !== 'object' || input === null || !('connectionId' in input)) return undefined;
  const { connectionId } = input;
  return typeof connectionId === 'string' && isWellFormedText(connectionId) ? capText(connectionId, MAX_LOGGED_ID) : undefined;
}

function issuesToFields(error: z.ZodError): FieldIssue[] {
  return error.issues.map((issue) => ({ path: issue.path.map(String).join('.'), message: issue.message }));
}

/**
 * Everything wrong with an input, schema aside or not: broken text first (a schema would report it in
 * confusing terms, or let it through to fail later), then the schema's issues, then text over the default
 * length where the schema names none and, for writes, keys the schema does not know.
 */
function inputProblems(channel: Channel, input: unknown, parsed: z.ZodSafeParseResult<unknown>): FieldIssue[] {
  const broken = textProblem(input);
  if (broken) return [broken];
  if (!parsed.success) return issuesToFields(parsed.error);
  return beyondSchema(channels[channel].input, input, { refuseUnknownKeys: isMutating(channel) });
}

function toErrorInfo(error: unknown, signal: AbortSignal): ErrorInfo | null {
  if (error instanceof AppError) return error.info;
  if (signal.aborted) return { code: 'CANCELLED', message: 'The request was cancelled.' };
  return null;
}

/**
 * The one place every call from every transport goes through: check the channel and the input, run the
 * handler, check the output, wrap the outcome in a Result. Transports stay dumb so they cannot drift.
 */
export function createDispatcher(handlers: Handlers, options: DispatcherOptions = {}): Dispatch {
  return async (channel, rawInput, signal = new AbortController().signal) => {
    if (!isChannel(channel)) {
      return { ok: false, error: { code: 'VALIDATION', message: 'Unknown request.' } };
    }
    const def = channels[channel];
    const input = rawInput ?? {};
    const parsed = def.input.safeParse(input);
    let connectionId = connectionOf(input);
    const problems = inputProblems(channel, input, parsed);
    if (problems.length > 0 || !parsed.success) {
      const refused: Result<unknown> = {
        ok: false,
        error: { code: 'VALIDATION', message: 'Some fields need attention.', fields: problems },
      };
      // A refused write is still an attempt the admin made: it goes to the log, marked as changing nothing.
      if (isMutating(channel)) await record({ channel, target: 'Nothing was changed', connectionId, result: refused });
      return refused;
    }
    const begun = isMutating(channel) ? await options.beginMutation?.(channel, connectionId) : undefined;
    if (begun && 'refused' in begun) {
      const refused: Result<unknown> = { ok: false, error: { code: 'JOURNAL_UNAVAILABLE', message: begun.refused } };
      await record({ channel, target: 'Nothing was changed', connectionId, result: refused });
      return refused;
    }
    const id = begun?.id ?? null;
    let target: string = channel;
    let partialFailure: string | undefined;
    const ctx: CallContext = {
      signal,
      describeTarget: (text, id) => {
        target = text;
        if (id) connectionId = id;
      },
      reportPartialFailure: (problem) => {
        partialFailure = problem;
      },
    };
    const result = await run(channel, parsed.data, ctx);
    if (isMutating(channel)) {
      await record({ channel, target, connectionId, result, id, ...(result.ok && partialFailure !== undefined ? { partialFailure } : {}) });
    }
    return result;
  };

  /**
   * The answer reflects what happened, whatever becomes of its log entry: a failure to record a change
   * that was made must not turn it into a reported failure (the log reports its own trouble).
   */
  async function record(mutation: MutationRecord): Promise<void> {
    try {
      await options.onMutation?.(mutation);
    } catch (error) {
      options.onInternalError?.(mutation.channel, error);
    }
  }

  async function run(channel: Channel, input: unknown, ctx: CallContext): Promise<Result<unknown>> {
    const handler = handlers[channel] as (input: unknown, ctx: CallContext) => Promise<unknown>;
    try {
      const raw = await handler(input, ctx);
      const out = channels[channel].output.safeParse(raw);
      if (!out.success) {
        options.onInternalError?.(channel, out.error);
        return { ok: false, error: { code: 'INTERNAL', message: 'Orgdesk received data it did not expect.' } };
      }
      return { ok: true, data: out.data as Output<typeof channel> };
    } catch (error) {
      const info = toErrorInfo(error, ctx.signal);
      if (info) return { ok: false, error: info };
      options.onInternalError?.(channel, error);
      return { ok: false, error: { code: 'INTERNAL', message: 'Something went wrong inside Orgdesk. Try again.' } };
    }
  }
}
