import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { KeychainUnavailableError } from '../core/secrets/secret-store';
import { KeyringSecretStore, type KeyringEntry } from './keyring-secret-store';
import { probeKeychain } from './open-keychain';

const run = promisify(execFile);

/** A service name of its own, so a run on a desktop never touches the user's real Orgdesk entries. */
const service = `Orgdesk-test-${randomUUID()}`;
const requireKeychain = process.env.ORGDESK_REQUIRE_KEYCHAIN === '1';
const probe = await probeKeychain(new KeyringSecretStore({ service }));
const skipReason = probe.ok
  ? ''
  : ` (skipped: no usable OS keychain here: ${probe.reason.replace(/\.?$/, '.')} Run under scripts/with-keyring.sh, or set ORGDESK_REQUIRE_KEYCHAIN=1 to fail instead)`;

describe('the OS keychain is required in CI', () => {
  it.runIf(requireKeychain)('answers a write/read/delete round trip', () => {
    expect(probe).toEqual({ ok: true });
  });
});

describe.skipIf(!probe.ok && !requireKeychain)(`KeyringSecretStore on the real keychain${skipReason}`, () => {
  const store = new KeyringSecretStore({ service });
  const keys: string[] = [];
  const key = () => {
    const name = `connection-${randomUUID()}:apiToken`;
    keys.push(name);
    return name;
  };

  afterEach(async () => {
    await Promise.all(keys.splice(0).map((name) => store.delete(name)));
  });

  it('saves, overwrites and forgets a secret', async () => {
    const name = key();
    expect(await store.get(name)).toBeNull();
    await store.set(name, 'first-token');
    expect(await store.get(name)).toBe('first-token');
    await store.set(name, 'second-token');
    expect(await store.get(name)).toBe('second-token');
    expect(await store.delete(name)).toBe(true);
    expect(await store.get(name)).toBeNull();
    expect(await store.delete(name)).toBe(false);
  });

  it('keeps each key apart and round-trips long and non-ASCII secrets', async () => {
    const a = key();
    const b = key();
    const long = `ATATT3x${'Zq9-'.repeat(400)}`;
    await store.set(a, long);
    await store.set(b, 'pässwörd ✓ 鍵');
    expect(await store.get(a)).toBe(long);
    expect(await store.get(b)).toBe('pässwörd ✓ 鍵');
  });

  it.runIf(process.platform === 'linux')('files the secret in the Secret Service, where other tools see it', async () => {
    const name = key();
    await store.set(name, 'visible-to-secret-tool');
    const { stdout } = await run('secret-tool', ['lookup', 'service', service, 'username', name]);
    expect(stdout).toBe('visible-to-secret-tool');
  });
});

/** Tries one write in a fresh Node process: libdbus keeps its session connection for the life of a process. */
const attemptWrite = `
  const { KeyringSecretStore } = await import(${JSON.stringify(new URL('./keyring-secret-store.ts', import.meta.url).href)});
  const outcome = await new KeyringSecretStore({ service: 'orgdesk-unavailable' }).set('k', 'must-not-be-kept').then(
    () => ({ stored: true }),
    (error) => ({ name: error.name, reason: error.reason }),
  );
  process.stdout.write(JSON.stringify(outcome));
`;
const nodeAttempt = [process.execPath, '--import', 'tsx', '--input-type=module', '-e', attemptWrite];
const hasGnomeKeyring = await run('sh', ['-c', 'command -v dbus-run-session && command -v gnome-keyring-daemon']).then(
  () => true,
  () => false,
);

describe.runIf(process.platform === 'linux')('KeyringSecretStore without a usable Secret Service', () => {
  it('reports the keychain unavailable when there is no D-Bus session, instead of using the kernel keyring', async () => {
    const [node = '', ...args] = nodeAttempt;
    const { stdout } = await run(node, args, {
      env: { ...process.env, DBUS_SESSION_BUS_ADDRESS: `unix:path=/nonexistent/orgdesk-${randomUUID()}` },
    });
    expect(JSON.parse(stdout)).toEqual({ name: 'KeychainUnavailableError', reason: expect.stringMatching(/DBus|D-Bus/i) });
  });

  it.runIf(hasGnomeKeyring)('reports the keychain unavailable when the Secret Service has no unlocked keyring', async () => {
    const dataHome = await mkdtemp(join(tmpdir(), 'orgdesk-no-keyring-'));
    // Started without --unlock, gnome-keyring serves D-Bus but has no login collection to write into.
    const script = 'gnome-keyring-daemon --start --components=secrets >/dev/null 2>&1; exec "$@"';
    const { stdout } = await run('dbus-run-session', ['--', 'sh', '-c', script, 'sh', ...nodeAttempt], {
      env: { ...process.env, XDG_DATA_HOME: dataHome },
    });
    expect(JSON.parse(stdout)).toMatchObject({ name: 'KeychainUnavailableError' });
  });
});

describe('KeyringSecretStore when the keychain misbehaves', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  function hangingEntry(seen: AbortSignal[]): KeyringEntry {
    const hang = (signal?: AbortSignal | null) => {
      if (signal) seen.push(signal);
      return new Promise<never>(() => undefined);
    };
    return { getPassword: hang, setPassword: (_value, signal) => hang(signal), deletePassword: hang };
  }

  it('gives up after 5 seconds by default, aborts the call and names the likely cause', async () => {
    vi.useFakeTimers();
    const signals: AbortSignal[] = [];
    const store = new KeyringSecretStore({ service, createEntry: () => hangingEntry(signals) });
    const pending = store.get('connection-1:apiToken');
    const outcome = expect(pending).rejects.toThrow(/did not answer within 5 s .*locked/);
    await vi.advanceTimersByTimeAsync(4_999);
    expect(signals.map((signal) => signal.aborted)).toEqual([false]);
    await vi.advanceTimersByTimeAsync(1);
    await outcome;
    await expect(pending).rejects.toBeInstanceOf(KeychainUnavailableError);
    expect(signals.map((signal) => signal.aborted)).toEqual([true]);
  });

  it('applies a custom timeout to writes and deletes too', async () => {
    vi.useFakeTimers();
    const store = new KeyringSecretStore({ service, timeoutMs: 250, createEntry: () => hangingEntry([]) });
    const write = expect(store.set('k', 'secret-value')).rejects.toThrow(/within 0.3 s/);
    const removal = expect(store.delete('k')).rejects.toBeInstanceOf(KeychainUnavailableError);
    await vi.advanceTimersByTimeAsync(250);
    await write;
    await removal;
  });

  it('turns a library failure into KeychainUnavailableError without quoting the secret', async () => {
    const store = new KeyringSecretStore({
      service,
      createEntry: () => {
        throw new Error('Platform failure: no such collection');
      },
    });
    const failure = await store.set('k', 'ATATT-super-secret').catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(KeychainUnavailableError);
    expect(String(failure)).toContain('no such collection');
    expect(String(failure)).not.toContain('ATATT-super-secret');
  });
});

describe('KeyringSecretStore and a write that lands after its timeout', () => {
  /** A keychain whose next write answers only when `land()` is called, long after the caller gave up. */
  function slowKeychain() {
    const values = new Map<string, string>();
    let land: () => void = () => undefined;
    const removed: string[] = [];
    const entry = (account: string): KeyringEntry => ({
      getPassword: async () => values.get(account) ?? null,
      setPassword: (value) =>
        new Promise<void>((resolve) => {
          land = () => {
            values.set(account, value);
            resolve();
          };
        }),
      deletePassword: async () => {
        removed.push(account);
        return values.delete(account);
      },
    });
    return { values, removed, entry, land: () => land() };
  }

  it('undoes it, so no secret stays behind in a keychain the app has stopped using', { timeout: 3_000 }, async () => {
    const keychain = slowKeychain();
    const undone = new Promise<string>((resolve) => {
      const store = new KeyringSecretStore({
        service,
        timeoutMs: 20,
        createEntry: (_service, account) => keychain.entry(account),
        onLateWrite: (outcome) => resolve(outcome),
      });
      void expect(store.set('connection/c1/admin', 'late-secret')).rejects.toBeInstanceOf(KeychainUnavailableError).then(() => keychain.land());
    });
    expect(await undone).toBe('undone');
    expect(keychain.values.has('connection/c1/admin')).toBe(false);
    expect(keychain.removed).toEqual(['connection/c1/admin']);
  });
});
