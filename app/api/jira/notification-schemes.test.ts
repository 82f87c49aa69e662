import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { JiraState } from '../../sandbox/areas/jira';
import { startRecordedSandbox, type RecordedSandbox } from '../../sandbox/validation/recorded-sandbox';
import { contractViolations, failureOf, recordedRequests, sandboxSession } from '../testing/sandbox-session';
import {
  addNotifications,
  createNotificationScheme,
  deleteNotificationScheme,
  getNotificationScheme,
  getProjectNotificationScheme,
  listAllNotificationSchemes,
  listAllSchemeProjectMappings,
  listNotificationSchemes,
  listSchemeProjectMappings,
  removeNotification,
  updateNotificationScheme,
} from './notification-schemes';

let sandbox: RecordedSandbox;
beforeAll(async () => {
  sandbox = await startRecordedSandbox({ seed: 'test', scale: 'demo' });
});
afterAll(() => sandbox.close());

const jira = () => sandbox.world.areas.jira as JiraState;
const api = () => sandboxSession(sandbox);
const posts = () => recordedRequests(sandbox.recordFile).filter((exchange) => exchange.method === 'POST');

describe('notification scheme lists', () => {
  it('pages through every scheme two at a time, in name order, with the total', async () => {
    const seen: string[] = [];
    let startAt: number | null = 0;
    let pages = 0;
    while (startAt !== null) {
      const page = await listNotificationSchemes(api(), { startAt, maxResults: 2 });
      expect(page.total).toBe(jira().notificationSchemes.length);
      seen.push(...page.items.map((scheme) => scheme.name));
      startAt = page.nextStartAt;
      pages += 1;
    }
    expect(pages).toBe(Math.ceil(jira().notificationSchemes.length / 2));
    expect(seen).toEqual(jira().notificationSchemes.map((scheme) => scheme.name).sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' })));
  });

  it('filters by default, by project and by id, and expands events on request', async () => {
    const onlyDefault = await listNotificationSchemes(api(), { onlyDefault: true, startAt: 0, maxResults: 50 });
    expect(onlyDefault.items.map((scheme) => scheme.id)).toEqual([String(jira().defaultNotificationSchemeId)]);
    expect(onlyDefault.items[0]?.events).toBeNull();

    const project = jira().projects[2] ?? jira().projects[0];
    if (!project) throw new Error('no project');
    const ofProject = await listNotificationSchemes(api(), {
      projectIds: [String(project.id)],
      expand: ['all'],
      startAt: 0,
      maxResults: 50,
    });
    expect(ofProject.items.map((scheme) => scheme.id)).toEqual([String(project.notificationSchemeId)]);
    expect(ofProject.items[0]?.projectIds).toContain(String(project.id));
    expect(ofProject.items[0]?.events?.length).toBeGreaterThan(0);

    const [a, b] = jira().notificationSchemes;
    const byIds = await listNotificationSchemes(api(), { ids: [String(a?.id), String(b?.id)], startAt: 0, maxResults: 50 });
    expect(byIds.items.map((scheme) => scheme.id).sort()).toEqual([String(a?.id), String(b?.id)].sort());
    expect(new URLSearchParams(recordedRequests(sandbox.recordFile).at(-1)?.query).getAll('id')).toHaveLength(2);
  });

  it('pages through the project mappings', async () => {
    const first = await listSchemeProjectMappings(api(), { startAt: 0, maxResults: 3 });
    expect(first.nextStartAt).toBe(3);
    const second = await listSchemeProjectMappings(api(), { startAt: 3, maxResults: 3 });
    const all = [...first.items, ...second.items];
    expect(second.nextStartAt).toBeNull();
    expect(all).toEqual(
      jira().projects.map((project) => ({ schemeId: String(project.notificationSchemeId), projectId: String(project.id) })),
    );
  });
});

describe('whole lists', () => {
  it('reads every scheme and every mapping, and the scheme of one project', async () => {
    const all = await listAllNotificationSchemes(api(), []);
    expect(all.map((scheme) => scheme.id).sort()).toEqual(jira().notificationSchemes.map((scheme) => String(scheme.id)).sort());
    expect(all.every((scheme) => scheme.events === null)).toBe(true);
    const mappings = await listAllSchemeProjectMappings(api());
    expect(mappings).toHaveLength(jira().projects.length);
    const ops = jira().projects.find((project) => project.key === 'OPS');
    const scheme = await getProjectNotificationScheme(api(), 'OPS');
    expect(scheme.id).toBe(String(ops?.notificationSchemeId));
    expect(scheme.events?.flatMap((event) => event.notifications.map((n) => n.recipient))).toContain('Group: security-team');
  });
});

describe('notification scheme changes', () => {
  it('creates a scheme with recipients described in plain words, then renames it', async () => {
    const group = jira().groups[0];
    if (!group) throw new Error('no group');
    const { id } = await createNotificationScheme(api(), {
      name: 'Release notes',
      description: 'Only what release managers need',
      events: [{ eventId: '1', notifications: [{ type: 'Reporter' }, { type: 'Group', parameter: group.name }] }],
    });
    const scheme = await getNotificationScheme(api(), id, ['all']);
    expect(scheme).toMatchObject({ name: 'Release notes', description: 'Only what release managers need', projectIds: [] });
    expect(scheme.events?.[0]?.notifications.map((notification) => notification.recipient)).toEqual([
      'Reporter',
      `Group: ${group.name}`,
    ]);

    await updateNotificationScheme(api(), { schemeId: id, name: 'Release managers' });
    expect((await getNotificationScheme(api(), id, [])).name).toBe('Release managers');
  });

  it('refuses a duplicate name, and more than 1,000 notifications before sending', async () => {
    const taken = jira().notificationSchemes[0]?.name ?? '';
    expect(await failureOf(createNotificationScheme(api(), { name: taken }))).toMatchObject({ code: 'VALIDATION', status: 400 });

    const sent = posts().length;
    const tooMany = Array.from({ length: 1001 }, () => ({ type: 'Reporter' as const }));
    const capped = await failureOf(createNotificationScheme(api(), { name: 'Everything', events: [{ eventId: '2', notifications: tooMany }] }));
    expect(capped.code).toBe('VALIDATION');
    expect(capped.message).toMatch(/at most 1,000 notifications .* has 1,001/);
    expect(posts()).toHaveLength(sent);
  });

  it('adds recipients to a scheme and removes one again', async () => {
    const { id } = await createNotificationScheme(api(), { name: 'Ops alerts' });
    const role = jira().projectRoles[0];
    if (!role) throw new Error('no project role');
    const added = await addNotifications(api(), {
      schemeId: id,
      events: [{ eventId: '3', notifications: [{ type: 'ProjectRole', parameter: String(role.id) }, { type: 'AllWatchers' }] }],
    });
    expect(added).toBe(2);
    const scheme = await getNotificationScheme(api(), id, ['all']);
    const notifications = scheme.events?.flatMap((event) => event.notifications) ?? [];
    expect(notifications.map((notification) => notification.recipient)).toEqual([`Role: ${role.name}`, 'Watchers']);

    const [first] = notifications;
    if (!first) throw new Error('nothing was added');
    await removeNotification(api(), id, first.id);
    const after = await getNotificationScheme(api(), id, ['all']);
    expect(after.events?.flatMap((event) => event.notifications.map((notification) => notification.id))).not.toContain(first.id);
    expect(await failureOf(removeNotification(api(), id, first.id))).toMatchObject({ code: 'NOT_FOUND', status: 404 });

    const unknownGroup = await failureOf(
      addNotifications(api(), { schemeId: id, events: [{ eventId: '3', notifications: [{ type: 'Group', parameter: 'no-such-group' }] }] }),
    );
    expect(unknownGroup).toMatchObject({ code: 'VALIDATION', status: 400, message: expect.stringMatching(/no-such-group/) });
  });

  it('deletes a scheme, but not the default one', async () => {
    const { id } = await createNotificationScheme(api(), { name: 'Short-lived' });
    await deleteNotificationScheme(api(), id);
    expect(await failureOf(getNotificationScheme(api(), id, []))).toMatchObject({ code: 'NOT_FOUND' });
    const keepDefault = await failureOf(deleteNotificationScheme(api(), String(jira().defaultNotificationSchemeId)));
    expect(keepDefault).toMatchObject({ code: 'VALIDATION', message: expect.stringMatching(/default notification scheme/) });
  });

  it('reports unknown schemes and refused credentials', async () => {
    expect(await failureOf(updateNotificationScheme(api(), { schemeId: '99999', name: 'x' }))).toMatchObject({ code: 'NOT_FOUND' });
    expect(await failureOf(listNotificationSchemes(sandboxSession(sandbox, { wrong: true }), { startAt: 0, maxResults: 5 }))).toMatchObject({
      code: 'UNAUTHENTICATED',
    });
  });

  it('sends only requests that fit the Jira contract', () => {
    expect(contractViolations(sandbox)).toEqual([]);
  });
});
