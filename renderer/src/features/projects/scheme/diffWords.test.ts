import { describe, expect, it } from 'vitest';
import { projectLabel } from '../../../../../app/contract/jira/projects';
import { affectsWords } from './diffWords';

const project = (id: string, key: string | null, name: string | null) => ({ id, key, name });

describe('diff words', () => {
  it('names the projects a change affects, and says when new projects get the scheme too', () => {
    expect(affectsWords([project('1', 'PLAT', 'Platform'), project('2', 'MOB', 'Mobile App')], false)).toBe('Affects 2 projects: Platform (PLAT), Mobile App (MOB).');
    expect(affectsWords([], true)).toBe('No project uses this scheme now. Every new project gets this scheme too.');
    const many = ['1', '2', '3', '4', '5', '6'].map((id) => project(id, `K${id}`, `P${id}`));
    expect(affectsWords(many, false)).toMatch(/^Affects 6 projects: P1 \(K1\), P2 \(K2\), P3 \(K3\), P4 \(K4\) and 2 more\.$/);
  });

  it('falls back to the project id', () => {
    expect(projectLabel(project('10004', null, null))).toBe('Project 10004');
  });
});
