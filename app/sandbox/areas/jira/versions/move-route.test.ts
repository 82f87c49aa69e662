import { describe, expect, it } from 'vitest';
import { createHarness } from '../testing/handler-harness';
import { versionsOf } from '../testing/version-fixtures';

const order = (state: Parameters<typeof versionsOf>[0], key: string) => versionsOf(state, key).map((version) => version.id);

describe('POST /version/{id}/move', () => {
  it('moves a version first, last, one step, or after another, and lists them in that order', async () => {
    const { state, call } = createHarness();
    const [a, b, c] = order(state, 'PLAT');
    const otherProject = order(state, 'MOB');
    expect((await call('POST', `/rest/api/3/version/${c}/move`, { position: 'First' })).status).toBe(200);
    expect(order(state, 'PLAT').slice(0, 3)).toEqual([c, a, b]);
    await call('POST', `/rest/api/3/version/${c}/move`, { position: 'Later' });
    expect(order(state, 'PLAT').slice(0, 3)).toEqual([a, c, b]);
    await call('POST', `/rest/api/3/version/${a}/move`, { after: `http://127.0.0.1:9/rest/api/3/version/${b}` });
    expect(order(state, 'PLAT').slice(0, 3)).toEqual([c, b, a]);
    await call('POST', `/rest/api/3/version/${c}/move`, { position: 'Last' });
    expect(order(state, 'PLAT').at(-1)).toBe(c);
    expect(order(state, 'MOB')).toEqual(otherProject);
    const listed = (await call('GET', '/rest/api/3/project/PLAT/version?orderBy=sequence')).body as { values: { id: string }[] };
    expect(listed.values.map((version) => Number(version.id))).toEqual(order(state, 'PLAT'));
  });

  it('refuses an anchor in another project, both kinds of target, or none', async () => {
    const { state, call } = createHarness();
    const [a] = order(state, 'PLAT');
    const [foreign] = order(state, 'MOB');
    const before = order(state, 'PLAT');
    expect((await call('POST', `/rest/api/3/version/${a}/move`, { after: `http://x/rest/api/3/version/${foreign}` })).status).toBe(400);
    expect((await call('POST', `/rest/api/3/version/${a}/move`, { position: 'First', after: `http://x/rest/api/3/version/${a}` })).status).toBe(400);
    expect((await call('POST', `/rest/api/3/version/${a}/move`, {})).status).toBe(400);
    expect(order(state, 'PLAT')).toEqual(before);
  });
});
