import { describe, expect, it } from 'vitest';
import { ConnectionDraft, type ConnectionView } from '../../../../app/contract/app/connections.channels';
import { draftFromForm, emptyForm, formFromConnection, problemsFromIssues } from './formModel';

const noSecrets = { siteApiToken: '', adminApiKey: '', bitbucketToken: '' };

const saved: ConnectionView = {
  id: 'c1',
  name: 'Acme',
  isDemo: false,
  demoSite: null,
  site: { url: 'https://acme.atlassian.net', email: 'ada@acme.example', tokenSaved: true },
  admin: { baseUrl: 'https://api.atlassian.com', apiKeySaved: true },
  bitbucket: null,
  jiraApiVersion: '2',
  secretStorage: 'keychain',
  checks: [],
};

describe('connection form', () => {
  it('leaves saved secrets alone when their fields stay empty', () => {
    const draft = draftFromForm(formFromConnection(saved), noSecrets);
    expect(draft.site).toEqual({ url: 'https://acme.atlassian.net', email: 'ada@acme.example', apiToken: undefined });
    expect(draft.admin).toEqual({ baseUrl: 'https://api.atlassian.com', apiKey: undefined });
    expect(draft.bitbucket).toBeNull();
    expect(draft.jiraApiVersion).toBe('2');
    expect(ConnectionDraft.safeParse(draft).success).toBe(true);
  });

  it('sends a typed secret and drops a part that was switched off', () => {
    const values = formFromConnection(saved);
    values.admin.enabled = false;
    const draft = draftFromForm(values, { ...noSecrets, siteApiToken: '  new-token ' });
    expect(draft.site?.apiToken).toBe('new-token');
    expect(draft.admin).toBeNull();
  });

  it('uses the default API address when the advanced field is cleared', () => {
    const values = { ...emptyForm(), name: 'Acme' };
    values.site.enabled = false;
    values.bitbucket = { enabled: true, baseUrl: ' ', workspace: 'acme' };
    const parsed = ConnectionDraft.parse(draftFromForm(values, { ...noSecrets, bitbucketToken: 't' }));
    expect(parsed.bitbucket?.baseUrl).toBe('https://api.bitbucket.org');
  });

  it('puts the contract’s message for a plain-http site under the site address field', () => {
    const values = emptyForm();
    values.name = 'Acme';
    values.site = { enabled: true, url: 'http://x.atlassian.net', email: 'ada@acme.example' };
    const result = ConnectionDraft.safeParse(draftFromForm(values, noSecrets));
    expect(result.success).toBe(false);
    const issues = result.error?.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message })) ?? [];
    const problems = problemsFromIssues(issues);
    expect(problems.fields['site.url']).toMatch(/https/);
    expect(problems.general).toEqual([]);
  });

  it('maps update issues nested under the draft, and keeps unknown ones for the form', () => {
    const problems = problemsFromIssues([
      { path: 'draft.bitbucket.workspace', message: 'Bad workspace' },
      { path: 'id', message: 'No such connection' },
    ]);
    expect(problems.fields).toEqual({ 'bitbucket.workspace': 'Bad workspace' });
    expect(problems.general).toEqual(['No such connection']);
  });
});
