import { describe, expect, it, vi } from 'vitest';
import { channels, type Channel } from './channels';
import { createDispatcher, type Handlers } from './dispatch';
import { AppError } from './errors';

/** Every channel answers "not built" unless a test overrides it. */
function handlersWith(overrides: Partial<Handlers>): Handlers {
  const base = Object.fromEntries(
    (Object.keys(channels) as Channel[]).map((name) => [name, async () => Promise.reject(new AppError('INTERNAL', 'unused'))]),
  ) as unknown as Handlers;
  return { ...base, ...overrides };
}

const info = { version: '1', transport: 'bridge' as const, secretStorage: 'memory' as const, secretStorageProblem: null };

describe('dispatch', () => {
  it('refuses an unknown channel without running anything', async () => {
    const result = await createDispatcher(handlersWith({}))('nope.nothing', {});
    expect(result).toEqual({ ok: false, error: { code: 'VALIDATION', message: 'Unknown request.' } });
  });

  it('reports input problems per field and never calls the handler', async () => {
    const add = vi.fn();
    const dispatch = createDispatcher(handlersWith({ 'app.connections.add': add }));
    const result = await dispatch('app.connections.add', { name: '', site: { url: 'http://x.atlassian.net', email: 'a@b.co', apiToken: 't' }, admin: null, bitbucket: null });
    expect(add).not.toHaveBeenCalled();
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error.code).toBe('VALIDATION');
    expect(result.error.fields?.map((f) => f.path)).toEqual(['name', 'site.url']);
    expect(result.error.fields?.[1]?.message).toMatch(/https/);
  });

  it('wraps handler data in an ok envelope', async () => {
    const dispatch = createDispatcher(handlersWith({ 'app.info.get': async () => info }));
    expect(await dispatch('app.info.get', {})).toEqual({ ok: true, data: info });
  });

  it('turns output that breaks the contract into INTERNAL, reporting the detail privately', async () => {
    const onInternalError = vi.fn();
    const dispatch = createDispatcher(handlersWith({ 'app.info.get': async () => ({ ...info, version: 7 }) as unknown as typeof info }), { onInternalError });
    const result = await dispatch('app.info.get', {});
    expect(result.ok).toBe(false);
    expect(!result.ok && result.error.code).toBe('INTERNAL');
    expect(onInternalError).toHaveBeenCalledOnce();
  });

  it('passes AppErrors through and hides the text of unexpected ones', async () => {
    const dispatch = createDispatcher(
      handlersWith({
        'app.connections.switch': async () => Promise.reject(new AppError('NOT_FOUND', 'That connection no longer exists.')),
        'app.connections.remove': async () => Promise.reject(new Error('token=abc123 leaked in a stack')),
      }),
    );
    const notFound = await dispatch('app.connections.switch', { id: 'x' });
    expect(!notFound.ok && notFound.error).toEqual({ code: 'NOT_FOUND', message: 'That connection no longer exists.' });
    const crash = await dispatch('app.connections.remove', { id: 'x' });
    expect(JSON.stringify(crash)).not.toContain('abc123');
  });

  it('hands the caller’s abort signal to the handler and reports CANCELLED', async () => {
    const controller = new AbortController();
    const dispatch = createDispatcher(
      handlersWith({
        'app.connections.test': (_input, ctx) =>
          new Promise((_resolve, reject) => ctx.signal.addEventListener('abort', () => reject(new Error('aborted')))),
      }),
    );
    const pending = dispatch('app.connections.test', { id: 'c1' }, controller.signal);
    controller.abort();
    const result = await pending;
    expect(!result.ok && result.error.code).toBe('CANCELLED');
  });

  it('records every mutating call with its target and outcome, and no read-only call', async () => {
    const onMutation = vi.fn();
    const dispatch = createDispatcher(
      handlersWith({
        'app.connections.switch': async (_input, ctx) => {
          ctx.describeTarget('Connection “Acme”');
          return Promise.reject(new AppError('NOT_FOUND', 'gone'));
        },
        'app.info.get': async () => info,
      }),
      { onMutation },
    );
    await dispatch('app.info.get', {});
    await dispatch('app.connections.switch', { id: 'x' });
    expect(onMutation).toHaveBeenCalledOnce();
    expect(onMutation.mock.calls[0]?.[0]).toMatchObject({ channel: 'app.connections.switch', target: 'Connection “Acme”', result: { ok: false } });
  });

  it('hands back the answer of a write that did only part of its work, and reports what was not done', async () => {
    const onMutation = vi.fn();
    const dispatch = createDispatcher(
      handlersWith({
        'users.tokens.revoke': async (_input, ctx) => {
          ctx.describeTarget('API token “CI” of Ada');
          ctx.reportPartialFailure('Half of it failed.');
          return Promise.resolve({ revoked: true as const });
        },
      }),
      { onMutation },
    );
    expect(await dispatch('users.tokens.revoke', { connectionId: 'c1', accountId: '5b10ac8d82e05b22cc7d4ef5', tokenId: 't1' })).toEqual({ ok: true, data: { revoked: true } });
    expect(onMutation.mock.calls[0]?.[0]).toMatchObject({
      channel: 'users.tokens.revoke',
      target: 'API token “CI” of Ada',
      result: { ok: true },
      partialFailure: 'Half of it failed.',
    });
  });

  it('logs a write refused for bad input as an attempt that changed nothing, on the named connection', async () => {
    const onMutation = vi.fn();
    const dispatch = createDispatcher(handlersWith({}), { onMutation });
    await dispatch('users.tokens.revoke', { connectionId: 'c9', accountId: 'not an id!', tokenId: 't' });
    expect(onMutation.mock.calls[0]?.[0]).toMatchObject({
      channel: 'users.tokens.revoke',
      target: 'Nothing was changed',
      connectionId: 'c9',
      result: { ok: false, error: { code: 'VALIDATION' } },
    });
  });

  it('refuses broken text anywhere in the input, keys included, before the handler runs', async () => {
    const revoke = vi.fn();
    const dispatch = createDispatcher(handlersWith({ 'users.tokens.revoke': revoke }));
    const broken = await dispatch('users.tokens.revoke', { connectionId: 'c1', accountId: '5b10ac8d82e05b22cc7d4ef5', tokenId: 't\uDFFF' });
    expect(broken).toMatchObject({ ok: false, error: { code: 'VALIDATION', fields: [{ path: 'tokenId', message: expect.stringMatching(/broken character/) }] } });
    const key = await dispatch('app.info.get', { ['\uD800']: true });
    expect(key).toMatchObject({ ok: false, error: { code: 'VALIDATION' } });
    expect(revoke).not.toHaveBeenCalled();
  });

  it('refuses input nested without end, without overflowing the stack', async () => {
    const dispatch = createDispatcher(handlersWith({ 'app.info.get': async () => info }));
    let deep: unknown = 'bottom';
    for (let level = 0; level < 100_000; level += 1) deep = [deep];
    const result = await dispatch('app.info.get', { deep });
    expect(result).toMatchObject({ ok: false, error: { code: 'VALIDATION', fields: [{ message: expect.stringMatching(/nested/) }] } });
  });

  it('refuses keys a write does not know, inside lists and after defaults, and names each one', async () => {
    const update = vi.fn();
    const dispatch = createDispatcher(handlersWith({ 'confluence.access.update': update }));
    const result = await dispatch('confluence.access.update', {
      connectionId: 'c1',
      pageId: '1',
      edits: [
        { operation: 'read', action: 'add', principal: { type: 'group', id: 'g' } },
        { operation: 'update', action: 'add', principal: { type: 'group', id: 'g', nmae: 'typo' } },
      ],
      expectedHash: null,
    });
    expect(result).toMatchObject({ ok: false, error: { code: 'VALIDATION' } });
    expect(!result.ok && result.error.fields?.map((field) => field.path)).toEqual(['edits.1.principal.nmae']);
    expect(update).not.toHaveBeenCalled();
    const polluted = await dispatch(
      'confluence.access.update',
      JSON.parse('{"connectionId":"c1","pageId":"1","edits":[{"operation":"read","action":"add","principal":{"type":"group","id":"g"}}],"expectedHash":null,"__proto__":{"x":1}}'),
    );
    expect(!polluted.ok && polluted.error.fields?.map((field) => field.path)).toEqual(['__proto__']);
    expect(({} as Record<string, unknown>).x).toBeUndefined();
  });

  it('answers a write with what happened even when recording it fails', async () => {
    const onInternalError = vi.fn();
    const dispatch = createDispatcher(handlersWith({ 'app.connections.remove': async () => ({ removed: true }) }), {
      onMutation: () => Promise.reject(new Error('ENOSPC: no space left on device')),
      onInternalError,
    });
    expect(await dispatch('app.connections.remove', { id: 'c1' })).toEqual({ ok: true, data: { removed: true } });
    expect(onInternalError).toHaveBeenCalledOnce();
  });
});
