import type { ConfluenceState } from '../../areas/confluence';
import { visibleTo } from '../../areas/confluence/access';
import { fieldOf, type ContractTour } from './tour';

function pick<T>(items: T[], test: (item: T) => boolean, what: string): T {
  const found = items.find(test);
  if (found === undefined) throw new Error(`the Confluence world has no ${what}`);
  return found;
}

const storage = (value: string) => ({ representation: 'storage', value });

/** Every classic (v1) operation once, plus the errors a client meets most. */
async function v1Tour(tour: ContractTour, state: ConfluenceState): Promise<void> {
  const { world } = tour.sandbox;
  const contents = Object.values(state.contents);
  const page = pick(contents, (content) => content.type === 'page' && content.status === 'current' && content.versions.length > 2 && visibleTo(state, world, world.adminAccountId, content), 'page with history');
  const group = pick(Object.values(state.groups), () => true, 'group');
  const someone = pick(world.people, (person) => person.accountId !== world.adminAccountId && person.status === 'active' && person.accountType === 'atlassian', 'second user');
  const restriction = `/wiki/rest/api/content/${page.id}/restriction`;
  await tour.step('confluence', 'GET', restriction);
  await tour.step('confluence', 'POST', restriction, {
    body: [{ operation: 'read', restrictions: { user: [{ type: 'known', accountId: someone.accountId }, { type: 'known', accountId: world.adminAccountId }] } }],
  });
  await tour.step('confluence', 'PUT', restriction, { body: [{ operation: 'update', restrictions: { group: [{ type: 'group', id: group.id }] } }] });
  await tour.step('confluence', 'GET', `${restriction}/byOperation`);
  await tour.step('confluence', 'GET', `${restriction}/byOperation/update`);
  const byGroupId = `${restriction}/byOperation/read/byGroupId/${group.id}`;
  await tour.step('confluence', 'PUT', byGroupId);
  await tour.step('confluence', 'GET', byGroupId);
  await tour.step('confluence', 'DELETE', byGroupId);
  const byName = `${restriction}/byOperation/read/group/${encodeURIComponent(group.name)}`;
  await tour.step('confluence', 'PUT', byName);
  await tour.step('confluence', 'GET', byName);
  await tour.step('confluence', 'DELETE', byName);
  const byUser = `${restriction}/byOperation/update/user?accountId=${encodeURIComponent(someone.accountId)}`;
  await tour.step('confluence', 'PUT', byUser);
  await tour.step('confluence', 'GET', byUser);
  await tour.step('confluence', 'DELETE', byUser);
  await tour.step('confluence', 'DELETE', restriction);
  await tour.step('confluence', 'GET', '/wiki/rest/api/content/1/restriction', { status: 404 });

  const check = `/wiki/rest/api/content/${page.id}/permission/check`;
  await tour.step('confluence', 'POST', check, { body: { subject: { type: 'user', identifier: someone.accountId }, operation: 'update' } });
  await tour.step('confluence', 'POST', check, { body: { subject: { type: 'group', identifier: group.id }, operation: 'read' } });
  await tour.step('confluence', 'POST', check, { body: { subject: { type: 'user', identifier: someone.accountId }, operation: 'move' }, status: 400 });
  await tour.step('confluence', 'GET', `/wiki/rest/api/user/memberof?accountId=${encodeURIComponent(someone.accountId)}`);
  await tour.step('confluence', 'GET', `/wiki/rest/api/group/by-id?id=${encodeURIComponent(group.id)}`);
  await tour.step('confluence', 'GET', '/wiki/rest/api/group/by-id?id=no-such-group', { status: 404 });
  await tour.step('confluence', 'GET', `/wiki/rest/api/group/picker?query=${encodeURIComponent(group.name.slice(0, 3))}&shouldReturnTotalSize=true`);

  const versions = `/wiki/rest/api/content/${page.id}/version`;
  await tour.step('confluence', 'GET', `${versions}?limit=2`);
  await tour.step('confluence', 'GET', `${versions}?limit=2&expand=content,collaborators`);
  await tour.step('confluence', 'GET', `${versions}/1`);
  await tour.step('confluence', 'GET', `${versions}/1?expand=content,collaborators`);
  await tour.step('confluence', 'POST', versions, { body: { operationKey: 'restore', params: { versionNumber: 1, message: 'Contract tour' } } });
  await tour.step('confluence', 'DELETE', `${versions}/1`);
  await tour.step('confluence', 'DELETE', `${versions}/999`, { status: 400 });

  const created = await tour.step('confluence', 'POST', '/wiki/rest/api/template', {
    body: { name: 'Tour template', templateType: 'page', body: { storage: storage('<p>Tour</p>') }, description: 'Made by the contract tour' },
  });
  const templateId = fieldOf(created, 'templateId');
  await tour.step('confluence', 'PUT', '/wiki/rest/api/template', { body: { templateId, name: 'Tour template (renamed)', templateType: 'page', body: { storage: storage('<p>Tour 2</p>') } } });
  await tour.step('confluence', 'GET', '/wiki/rest/api/template/page?limit=5');
  await tour.step('confluence', 'GET', '/wiki/rest/api/template/blueprint');
  await tour.step('confluence', 'GET', `/wiki/rest/api/template/${templateId}`);
  await tour.step('confluence', 'DELETE', `/wiki/rest/api/template/${templateId}`);

  await tour.step('confluence', 'GET', `/wiki/rest/api/search?cql=${encodeURIComponent('type = page')}&limit=5`);
  const restricted = ['restrictions.read.restrictions.user', 'restrictions.read.restrictions.group', 'restrictions.update.restrictions.user', 'restrictions.update.restrictions.group', 'ancestors', 'space'];
  await tour.step('confluence', 'GET', `/wiki/rest/api/content/search?cql=${encodeURIComponent('type = page')}&limit=5&expand=${restricted.join(',')}`);
  await tour.step('confluence', 'GET', `/wiki/rest/api/search/user?cql=${encodeURIComponent('type = user')}&limit=5`);
  await tour.step('confluence', 'GET', '/wiki/rest/api/search?limit=5', { status: 400 });
}

/** Every v2 operation once, plus the errors a client meets most. */
async function v2Tour(tour: ContractTour, state: ConfluenceState): Promise<void> {
  const space = pick(Object.values(state.spaces), (candidate) => candidate.homepageId !== null, 'space with a homepage');
  const contents = Object.values(state.contents);
  const labelled = pick(contents, (content) => content.type === 'page' && content.status === 'current' && content.labelIds.length > 0, 'labelled page');
  await tour.step('confluence', 'GET', '/wiki/api/v2/pages?limit=5&body-format=storage');
  await tour.step('confluence', 'GET', `/wiki/api/v2/spaces/${space.id}/pages?limit=5`);
  await tour.step('confluence', 'GET', `/wiki/api/v2/labels/${labelled.labelIds[0] ?? ''}/pages`);
  const page = fieldOf(await tour.step('confluence', 'POST', '/wiki/api/v2/pages', { body: { spaceId: space.id, title: 'Contract tour page', body: storage('<p>Tour</p>') } }), 'id');
  const includes = ['labels', 'versions', 'properties', 'operations', 'likes', 'favorited-by-current-user-status'].map((name) => `include-${name}=true`).join('&');
  await tour.step('confluence', 'GET', `/wiki/api/v2/pages/${page}?body-format=storage&${includes}`);
  await tour.step('confluence', 'PUT', `/wiki/api/v2/pages/${page}`, {
    body: { id: page, status: 'current', title: 'Contract tour page (edited)', body: storage('<p>Tour 2</p>'), version: { number: 2, message: 'edit' } },
  });
  await tour.step('confluence', 'GET', `/wiki/api/v2/pages/${page}/versions`);
  await tour.step('confluence', 'GET', `/wiki/api/v2/pages/${page}/ancestors`);
  await tour.step('confluence', 'GET', `/wiki/api/v2/pages/${space.homepageId ?? ''}/direct-children?limit=3`);
  await tour.step('confluence', 'GET', `/wiki/api/v2/pages/${space.homepageId ?? ''}/descendants?limit=5&depth=2`);
  await tour.step('confluence', 'GET', `/wiki/api/v2/pages/${page}/versions/1`);
  await tour.step('confluence', 'GET', `/wiki/api/v2/pages/${page}?version=1&body-format=atlas_doc_format`);
  await tour.step('confluence', 'DELETE', `/wiki/api/v2/pages/${page}`);
  await tour.step('confluence', 'GET', '/wiki/api/v2/pages/1', { status: 404 });
  await tour.step('confluence', 'GET', '/wiki/api/v2/pages/abc', { status: 400 });

  await tour.step('confluence', 'GET', '/wiki/api/v2/spaces?limit=5');
  await tour.step('confluence', 'GET', '/wiki/api/v2/spaces?limit=5&description-format=plain&include-icon=true');
  await tour.step('confluence', 'GET', `/wiki/api/v2/spaces/${space.id}?description-format=view&include-icon=true&include-labels=true&include-permissions=true&include-properties=true&include-operations=true&include-role-assignments=true`);
  await tour.step('confluence', 'GET', `/wiki/api/v2/spaces/${space.id}/permissions?limit=5`);
  const post = pick(contents, (content) => content.type === 'blogpost' && content.status === 'current' && content.versions.length > 1, 'blog post with history');
  await tour.step('confluence', 'GET', `/wiki/api/v2/spaces/${post.spaceId}/blogposts?limit=1&sort=-created-date&body-format=storage`);
  await tour.step('confluence', 'GET', `/wiki/api/v2/blogposts/${post.id}?body-format=storage`);
  await tour.step('confluence', 'GET', `/wiki/api/v2/blogposts/${post.id}?version=1`);
  await tour.step('confluence', 'GET', `/wiki/api/v2/blogposts/${space.homepageId ?? ''}`, { status: 404 });
  await tour.step('confluence', 'POST', '/wiki/api/v2/spaces', {
    body: { name: 'Contract tour space', key: 'TOUR', description: { value: 'Made by the contract tour', representation: 'plain' } },
    status: 201,
  });
  await tour.step('confluence', 'POST', '/wiki/api/v2/spaces', { body: { name: 'Contract tour space again', key: 'TOUR' }, status: 400 });

  const attachments = Object.values(state.attachments);
  const onPage = pick(attachments, (item) => item.status === 'current' && item.containerType === 'page' && item.versions.length > 1, 'page attachment with history');
  const onPost = pick(attachments, (item) => item.status === 'current' && item.containerType === 'blogpost', 'blog post attachment');
  const custom = pick(Object.values(state.customContent), (entry) => entry.status === 'current', 'custom content');
  const attachmentLabel = pick(attachments, (item) => item.status === 'current' && item.labelIds.length > 0, 'labelled attachment').labelIds[0] ?? '';
  await tour.step('confluence', 'GET', `/wiki/api/v2/attachments/att${onPage.id}?include-labels=true&include-versions=true`);
  await tour.step('confluence', 'GET', `/wiki/api/v2/attachments/att${onPage.id}/versions`);
  await tour.step('confluence', 'GET', `/wiki/api/v2/attachments/att${onPage.id}/versions/1`);
  await tour.step('confluence', 'GET', `/wiki/api/v2/pages/${onPage.containerId}/attachments`);
  await tour.step('confluence', 'GET', `/wiki/api/v2/blogposts/${onPost.containerId}/attachments`);
  await tour.step('confluence', 'GET', `/wiki/api/v2/custom-content/${custom.id}/attachments`);
  await tour.step('confluence', 'GET', `/wiki/api/v2/labels/${attachmentLabel}/attachments`);
  const download = `/wiki/rest/api/content/${onPage.containerId}/child/attachment/att${onPage.id}/download`;
  await tour.step('confluence', 'GET', `${download}?version=1`, { status: 302 });
  const location = new URL((await tour.sandbox.call('confluence', 'GET', download)).headers.get('location') ?? '');
  await tour.step('confluence', 'GET', `${location.pathname}${location.search}`);
  await tour.step('confluence', 'GET', `${download}?version=99`, { status: 400 });
  await tour.step('confluence', 'DELETE', `/wiki/api/v2/attachments/${onPage.id}`);

  const type = state.customContentTypes[0]?.key ?? '';
  await tour.step('confluence', 'GET', `/wiki/api/v2/custom-content?type=${encodeURIComponent(type)}&body-format=raw&limit=5`);
  const raw = (value: string) => ({ representation: 'raw', value });
  const item = fieldOf(await tour.step('confluence', 'POST', '/wiki/api/v2/custom-content', { body: { type, title: 'Contract tour item', spaceId: space.id, body: raw('{"tour":1}') } }), 'id');
  await tour.step('confluence', 'GET', `/wiki/api/v2/custom-content/${item}?body-format=raw`);
  await tour.step('confluence', 'PUT', `/wiki/api/v2/custom-content/${item}`, {
    body: { id: item, type, status: 'current', title: 'Contract tour item (edited)', body: raw('{"tour":2}'), version: { number: 2 } },
  });
  await tour.step('confluence', 'DELETE', `/wiki/api/v2/custom-content/${item}`);
  const onPageItem = pick(Object.values(state.customContent), (entry) => entry.status === 'current' && entry.pageId !== null, 'custom content on a page');
  await tour.step('confluence', 'GET', `/wiki/api/v2/pages/${onPageItem.pageId ?? ''}/custom-content?type=${encodeURIComponent(onPageItem.type)}&body-format=raw`);
  await tour.step('confluence', 'GET', `/wiki/api/v2/spaces/${onPageItem.spaceId}/custom-content?type=${encodeURIComponent(onPageItem.type)}&limit=5`);
  await tour.step('confluence', 'GET', '/wiki/api/v2/custom-content', { status: 400 });
}

export async function confluenceTour(tour: ContractTour): Promise<void> {
  const state = tour.sandbox.world.areas.confluence as ConfluenceState;
  await v1Tour(tour, state);
  await v2Tour(tour, state);
}
