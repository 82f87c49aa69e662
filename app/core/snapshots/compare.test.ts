import { describe, expect, it } from 'vitest';
import { readSnapshotFile, snapshotText, SNAPSHOT_FORMAT, type SnapshotFile } from '../../contract/snapshots/format';
import { freeSchemeName } from './apply-plan';
import { compareSnapshots } from './compare';
import { isSameSite } from './store';

function site(overrides: Partial<SnapshotFile>): SnapshotFile {
  return {
    format: SNAPSHOT_FORMAT,
    version: 1,
    id: '6f0c3a52-1d3e-4c55-9a47-5b0d8a8e2f11',
    label: 'Site',
    takenAt: '2026-11-20T09:00:00.000Z',
    origin: 'admin',
    site: { url: 'https://one.example', connectionId: 'one', connectionName: 'One', workspace: null },
    spaces: [],
    people: [],
    groups: [],
    schemes: [],
    restrictions: [],
    templates: [],
    webhooks: [],
    versions: [],
    gaps: [],
    ...overrides,
  };
}

const ada = { accountId: 'a-1', name: 'Ada Lovelace', email: 'ada@example.com' };
const adaThere = { accountId: 'b-9', name: 'Ada Lovelace', email: 'ADA@example.com' };
const scheme = (id: string, name: string, userId: string) => ({
  id,
  name,
  description: null,
  projects: [],
  events: [{ id: '1', name: 'Issue created', recipients: [{ type: 'User', parameter: userId, words: 'User: Ada Lovelace' }, { type: 'Reporter', parameter: null, words: 'Reporter' }] }],
});

describe('comparing snapshots', () => {
  it('matches by id on one site, so a renamed scheme is changed, not removed and added', () => {
    const before = site({ people: [ada], schemes: [scheme('100', 'Release', 'a-1')] });
    const after = site({ people: [ada], schemes: [scheme('100', 'Releases', 'a-1')] });
    const changes = compareSnapshots(before, after, false);
    expect(changes.map((change) => [change.key, change.state, change.lines])).toEqual([['scheme:100', 'changed', ['Name: “Release” → “Releases”']]]);
  });

  it('matches schemes by name and people by e-mail across sites, whatever their ids', () => {
    const staging = site({ people: [ada], schemes: [scheme('100', 'Release', 'a-1'), scheme('101', 'Only here', 'a-1')] });
    const production = site({ people: [adaThere], schemes: [scheme('900', 'Release', 'b-9')], site: { url: 'https://two.example', connectionId: 'two', connectionName: 'Two', workspace: null } });
    const changes = compareSnapshots(staging, production, true);
    expect(changes.map((change) => [change.key, change.state])).toEqual([['scheme:name:Only here', 'removed']]);
  });

  it('knows a project role by its name across sites, where its id is the site’s own', () => {
    const withRole = (roleId: string) => ({ ...scheme('1', 'Release', 'a-1'), events: [{ id: '1', name: 'Issue created', recipients: [{ type: 'ProjectRole', parameter: roleId, words: 'Role: Developers' }] }] });
    const staging = site({ schemes: [withRole('10001')] });
    const production = site({ schemes: [withRole('10200')], site: { url: 'https://two.example', connectionId: 'two', connectionName: 'Two', workspace: null } });
    expect(compareSnapshots(staging, production, true)).toEqual([]);
    expect(compareSnapshots(staging, { ...staging, schemes: [withRole('10200')] }, false).map((change) => change.lines)).toEqual([['Issue created: Role: Developers added', 'Issue created: Role: Developers removed']]);
  });

  it('says who was added to or removed from which event', () => {
    const before = site({ people: [ada], schemes: [scheme('100', 'Release', 'a-1')] });
    const after = site({ people: [ada], schemes: [{ ...scheme('100', 'Release', 'a-1'), events: [{ id: '1', name: 'Issue created', recipients: [{ type: 'Reporter', parameter: null, words: 'Reporter' }, { type: 'Group', parameter: 'devs', words: 'Group: devs' }] }] }] });
    expect(compareSnapshots(before, after, false)[0]?.lines).toEqual(['Issue created: Group: devs added', 'Issue created: User: Ada Lovelace removed']);
  });

  it('does not compare a kind either side could not read', () => {
    const before = site({ webhooks: [{ id: 'h', url: 'https://hook.example', description: '', events: ['repo:push'], active: true, hasSecret: false }] });
    const after = site({ gaps: [{ kind: 'webhook', reason: 'Bitbucket is not set up for this connection.' }] });
    expect(compareSnapshots(before, after, false)).toEqual([]);
  });
});

describe('spaces and sites', () => {
  const restricted = (pageId: string, spaceKey: string) => ({ pageId, title: `Page ${pageId}`, spaceKey, path: [], read: { users: [ada], groups: [] }, update: { users: [], groups: [] } });

  it('compares page restrictions only of the spaces both snapshots took', () => {
    const before = site({ spaces: [{ key: 'ENG', name: 'Engineering' }], restrictions: [restricted('1', 'ENG')] });
    const after = site({ spaces: [{ key: 'ENG', name: 'Engineering' }, { key: 'HR', name: 'People' }], restrictions: [restricted('1', 'ENG'), restricted('2', 'HR')] });
    expect(compareSnapshots(before, after, false)).toEqual([]);
    expect(compareSnapshots(after, before, false)).toEqual([]);
  });

  it('knows a snapshot of this site by its connection, or by its address unless that is a loopback port', () => {
    const of = (url: string, connectionId: string | null) => site({ site: { url, connectionId, connectionName: 'x', workspace: null } });
    expect(isSameSite(of('https://acme.atlassian.net', 'other-machine'), { connectionId: 'here', url: 'https://acme.atlassian.net/' })).toBe(true);
    expect(isSameSite(of('https://beta.atlassian.net', 'here'), { connectionId: 'here', url: 'https://acme.atlassian.net' })).toBe(true);
    expect(isSameSite(of('http://127.0.0.1:34573', 'staging'), { connectionId: 'demo', url: 'http://127.0.0.1:34573' })).toBe(false);
  });
});

describe('the snapshot file', () => {
  it('writes the same text for the same site in any order, and reads it back', () => {
    const one = site({ people: [adaThere, ada], schemes: [scheme('2', 'B', 'a-1'), scheme('1', 'A', 'a-1')] });
    const two = site({ people: [ada, adaThere], schemes: [scheme('1', 'A', 'a-1'), scheme('2', 'B', 'a-1')] });
    expect(snapshotText(one)).toBe(snapshotText(two));
    const read = readSnapshotFile(snapshotText(one));
    expect(read.ok && read.snapshot.schemes.map((each) => each.name)).toEqual(['A', 'B']);
  });

  it('refuses a format older than any Orgdesk wrote', () => {
    expect(readSnapshotFile(JSON.stringify({ format: SNAPSHOT_FORMAT, version: 0 }))).toEqual({ ok: false, problem: 'This snapshot’s format (0) is not one Orgdesk ever wrote.' });
  });
});

describe('a copied scheme whose name is taken', () => {
  it('gets the first free “(copy)” name, in any letter case', () => {
    expect(freeSchemeName('Release', new Set(['Release']))).toBe('Release (copy)');
    expect(freeSchemeName('Release', new Set(['Release', 'release (COPY)']))).toBe('Release (copy 2)');
  });
});
