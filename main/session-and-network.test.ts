import type { Session } from 'electron';
import { describe, expect, it, vi } from 'vitest';
import { electronFetch } from './net-fetch';
import { denyAllPermissions } from './permissions';
import { net, session } from './test-support/fake-electron';

vi.mock('electron', () => import('./test-support/fake-electron'));

describe('denyAllPermissions', () => {
  it('refuses every permission request and check', () => {
    denyAllPermissions(session.defaultSession as unknown as Session);
    const [onRequest] = session.defaultSession.setPermissionRequestHandler.mock.calls[0] ?? [];
    const [onCheck] = session.defaultSession.setPermissionCheckHandler.mock.calls[0] ?? [];
    for (const permission of ['media', 'geolocation', 'notifications', 'clipboard-read', 'openExternal']) {
      const callback = vi.fn();
      onRequest({}, permission, callback, {});
      expect(callback).toHaveBeenCalledWith(false);
      expect(onCheck({}, permission, 'app://orgdesk', {})).toBe(false);
    }
  });
});

describe('electronFetch', () => {
  it('goes through net.fetch without cookies, keeping the caller options', async () => {
    await electronFetch(new URL('https://api.atlassian.com/admin/v1/orgs'), {
      method: 'POST',
      headers: { authorization: 'Bearer x' },
      credentials: 'include',
    });
    expect(net.fetch).toHaveBeenCalledWith('https://api.atlassian.com/admin/v1/orgs', {
      method: 'POST',
      headers: { authorization: 'Bearer x' },
      credentials: 'omit',
    });
  });
});
