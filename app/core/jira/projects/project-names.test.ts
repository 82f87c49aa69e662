import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startJiraSandbox, type JiraSandbox } from '../testing/jira-sandbox.test-support';
import { projectNames } from './project-names';

let env: JiraSandbox;
beforeAll(async () => {
  env = await startJiraSandbox();
});
afterAll(() => env.close());

describe('project names for ids', () => {
  it('names every project the connection can see, in the order asked, with one search per 50 ids', async () => {
    const projects = env.jira().projects;
    const ids = projects.map((project) => String(project.id)).reverse();
    const mark = env.mark();
    const last = projects.at(-1);
    if (!last) throw new Error('the demo world has no projects');
    const named = await projectNames(env.api, [...ids, String(last.id)]);
    expect(named.map((project) => project.name)).toEqual([...projects.map((project) => project.name).reverse(), last.name]);
    expect(named[0]).toEqual({ id: String(last.id), key: last.key, name: last.name });
    expect(env.sentSince(mark)).toHaveLength(Math.ceil(ids.length / 50));
  });

  it('keeps an id it cannot name, so the screen can still show it', async () => {
    expect(await projectNames(env.api, ['99999'])).toEqual([{ id: '99999', key: null, name: null }]);
  });

  it('asks nothing when there is nothing to name', async () => {
    const mark = env.mark();
    expect(await projectNames(env.api, [])).toEqual([]);
    expect(env.sentSince(mark)).toHaveLength(0);
  });
});
