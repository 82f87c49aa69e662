import { describe, expect, it } from 'vitest';
import type { Finding } from '../../../../../app/contract/offboarding/leavers.channels';
import { findingDetail, findingPath } from '../shared/findingWords';
import { groupFindings } from './findingGroups';

const space = { id: '1', key: 'ENG', name: 'Engineering' };
const page = (id: string): Finding => ({ kind: 'owner', key: `owner:page:${id}`, target: `Page ${id}`, link: { screen: 'page', pageId: id }, contentType: 'page', id, title: `Page ${id}`, space, archived: false });
const findings: Finding[] = [
  { kind: 'projectLead', key: 'lead:OPS', target: 'Project Operations', link: { screen: 'project', projectKey: 'OPS' }, projectId: '10', projectKey: 'OPS', name: 'Operations' },
  page('1'),
  page('2'),
  { kind: 'restriction', key: 'update:3', target: 'Page Runbook', link: { screen: 'page', pageId: '3' }, operation: 'update', pageId: '3', title: 'Runbook', space, others: [], alone: true },
  { kind: 'token', key: 'token:a', target: 'Token “ci”', link: null, tokenId: 'a', label: 'ci', createdAt: '2025-01-02T00:00:00Z', lastUsedAt: null, expiresAt: null },
  { kind: 'account', key: 'account', target: 'Ana Diaz', link: { screen: 'account', accountId: 'abc' }, canDeactivate: false, refusal: { key: 'scim', text: 'Managed by your SCIM directory.' } },
];

describe('a leaver’s findings by product', () => {
  it('puts Admin, Confluence and Jira in that order, each headed by its counts per kind', () => {
    const groups = groupFindings(findings);
    expect(groups.map((group) => group.heading)).toEqual([
      'Admin: 1 account, 1 API token',
      'Confluence: 2 pages and blog posts they own, 1 restriction naming them',
      'Jira: 1 project they lead',
    ]);
    expect(groups[1]?.findings.map((finding) => finding.key)).toEqual(['owner:page:1', 'owner:page:2', 'update:3']);
  });

  it('leaves out products with nothing found', () => {
    expect(groupFindings([page('1')]).map((group) => group.product)).toEqual(['confluence']);
  });

  it('links each finding to the screen that handles it', () => {
    expect(findingPath({ screen: 'page', pageId: '3' })).toBe('/content/pages/3/access');
    expect(findingPath({ screen: 'scheme', schemeId: '100' })).toBe('/projects/schemes/100');
    expect(findingPath({ screen: 'project', projectKey: 'OPS' })).toBe('/projects/project/OPS/versions');
    expect(findingPath({ screen: 'account', accountId: 'abc' })).toBe('/users/account/abc');
  });

  it('says plainly what a finding means, and why an account cannot be deactivated', () => {
    expect(findingDetail(findings[3] as Finding)).toBe('Only they can edit it: once they are gone, nobody can.');
    expect(findingDetail(findings[5] as Finding)).toBe('Orgdesk cannot deactivate it: Managed by your SCIM directory.');
  });
});
