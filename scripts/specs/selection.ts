/**
 * The operations Orgdesk uses, per reduced spec file (see ENDPOINTS.md). Paths are written as the
 * source spec spells them; `pathPrefix` turns them into the full paths the real service serves.
 */

export type SpecMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';

export interface OperationRef {
  method: SpecMethod;
  path: string;
}

export interface SpecSource {
  file: string;
  operations: OperationRef[];
}

export interface ReducedSpecPlan {
  /** Output name: `app/specs/<name>.json`. */
  name: string;
  /** Prepended to every path so the reduced spec names the real full path. */
  pathPrefix: string;
  /** The origin the real service answers on, once the prefix moved into the paths. */
  server: string;
  primary: SpecSource;
  /** Older copies that still define operations the current spec dropped. */
  legacy?: SpecSource;
}

function ops(spec: Record<string, SpecMethod[]>): OperationRef[] {
  return Object.entries(spec).flatMap(([path, methods]) => methods.map((method) => ({ method, path })));
}

const restriction = '/wiki/rest/api/content/{id}/restriction';
const v3 = '/rest/api/3';

export const reducedSpecPlans: ReducedSpecPlan[] = [
  {
    name: 'admin',
    pathPrefix: '',
    server: 'https://api.atlassian.com',
    primary: {
      file: 'admin-user-management.json',
      operations: ops({
        '/users/{account_id}/manage': ['get'],
        '/users/{account_id}/manage/profile': ['get', 'patch'],
        '/users/{account_id}/manage/lifecycle/disable': ['post'],
        '/users/{account_id}/manage/lifecycle/enable': ['post'],
        '/users/{account_id}/manage/api-tokens': ['get'],
        '/users/{account_id}/manage/api-tokens/{tokenId}': ['delete'],
      }),
    },
  },
  {
    name: 'confluence-v1',
    pathPrefix: '',
    server: 'https://your-domain.atlassian.net',
    primary: {
      file: 'confluence-v1.json',
      operations: ops({
        [restriction]: ['get', 'post', 'put', 'delete'],
        [`${restriction}/byOperation`]: ['get'],
        [`${restriction}/byOperation/{operationKey}`]: ['get'],
        [`${restriction}/byOperation/{operationKey}/byGroupId/{groupId}`]: ['get', 'put', 'delete'],
        [`${restriction}/byOperation/{operationKey}/user`]: ['get', 'put', 'delete'],
        '/wiki/rest/api/content/{id}/version': ['post'],
        '/wiki/rest/api/content/{id}/version/{versionNumber}': ['delete'],
        '/wiki/rest/api/content/{id}/child/attachment/{attachmentId}/download': ['get'],
        '/wiki/rest/api/template': ['post', 'put'],
        '/wiki/rest/api/template/{contentTemplateId}': ['get', 'delete'],
        '/wiki/rest/api/template/page': ['get'],
        '/wiki/rest/api/template/blueprint': ['get'],
        '/wiki/rest/api/search': ['get'],
        '/wiki/rest/api/content/search': ['get'],
        '/wiki/rest/api/search/user': ['get'],
        '/wiki/rest/api/content/{id}/permission/check': ['post'],
        '/wiki/rest/api/user/memberof': ['get'],
        '/wiki/rest/api/group/by-id': ['get'],
        '/wiki/rest/api/group/picker': ['get'],
      }),
    },
    legacy: {
      file: 'confluence-v1-legacy-2022-08-31.json',
      operations: ops({
        '/wiki/rest/api/content/{id}/version': ['get'],
        '/wiki/rest/api/content/{id}/version/{versionNumber}': ['get'],
        [`${restriction}/byOperation/{operationKey}/group/{groupName}`]: ['get', 'put', 'delete'],
      }),
    },
  },
  {
    name: 'confluence-v2',
    pathPrefix: '/wiki/api/v2',
    server: 'https://your-domain.atlassian.net',
    primary: {
      file: 'confluence-v2.json',
      operations: ops({
        '/labels/{id}/pages': ['get'],
        '/pages': ['get', 'post'],
        '/pages/{id}': ['get', 'put', 'delete'],
        '/pages/{id}/versions': ['get'],
        '/pages/{id}/ancestors': ['get'],
        '/pages/{id}/direct-children': ['get'],
        '/pages/{id}/descendants': ['get'],
        '/pages/{page-id}/versions/{version-number}': ['get'],
        '/spaces': ['get', 'post'],
        '/spaces/{id}': ['get'],
        '/spaces/{id}/pages': ['get'],
        '/spaces/{id}/permissions': ['get'],
        '/spaces/{id}/blogposts': ['get'],
        '/blogposts/{id}': ['get'],
        '/attachments/{id}': ['get', 'delete'],
        '/attachments/{id}/versions': ['get'],
        '/attachments/{attachment-id}/versions/{version-number}': ['get'],
        '/pages/{id}/attachments': ['get'],
        '/blogposts/{id}/attachments': ['get'],
        '/custom-content/{id}/attachments': ['get'],
        '/labels/{id}/attachments': ['get'],
        '/custom-content': ['get', 'post'],
        '/custom-content/{id}': ['get', 'put', 'delete'],
        '/pages/{id}/custom-content': ['get'],
        '/spaces/{id}/custom-content': ['get'],
      }),
    },
  },
  {
    name: 'jira',
    pathPrefix: '',
    server: 'https://your-domain.atlassian.net',
    primary: {
      file: 'jira-platform-v3.json',
      operations: ops({
        [`${v3}/project/search`]: ['get'],
        [`${v3}/project/{projectIdOrKey}`]: ['get', 'put'],
        [`${v3}/project/{projectIdOrKey}/versions`]: ['get'],
        [`${v3}/project/{projectIdOrKey}/version`]: ['get'],
        [`${v3}/version`]: ['post'],
        [`${v3}/version/{id}`]: ['get', 'put', 'delete'],
        [`${v3}/version/{id}/removeAndSwap`]: ['post'],
        [`${v3}/version/{id}/mergeto/{moveIssuesTo}`]: ['put'],
        [`${v3}/version/{id}/relatedIssueCounts`]: ['get'],
        [`${v3}/version/{id}/unresolvedIssueCount`]: ['get'],
        [`${v3}/user/assignable/multiProjectSearch`]: ['get'],
        [`${v3}/user/search`]: ['get'],
        [`${v3}/user/viewissue/search`]: ['get'],
        [`${v3}/notificationscheme`]: ['get', 'post'],
        [`${v3}/notificationscheme/project`]: ['get'],
        [`${v3}/notificationscheme/{id}`]: ['get', 'put'],
        [`${v3}/notificationscheme/{notificationSchemeId}`]: ['delete'],
        [`${v3}/notificationscheme/{id}/notification`]: ['put'],
        [`${v3}/notificationscheme/{notificationSchemeId}/notification/{notificationId}`]: ['delete'],
        [`${v3}/project/{projectKeyOrId}/notificationscheme`]: ['get'],
        [`${v3}/version/{id}/move`]: ['post'],
        [`${v3}/events`]: ['get'],
        [`${v3}/role`]: ['get'],
        [`${v3}/project/{projectIdOrKey}/role`]: ['get'],
        [`${v3}/project/{projectIdOrKey}/role/{id}`]: ['get'],
        [`${v3}/project/{projectIdOrKey}/components`]: ['get'],
        [`${v3}/group/bulk`]: ['get'],
        [`${v3}/group/member`]: ['get'],
        [`${v3}/user`]: ['get'],
        [`${v3}/user/bulk`]: ['get'],
        [`${v3}/field`]: ['get'],
        [`${v3}/issue/{issueIdOrKey}`]: ['get'],
        [`${v3}/issue/{issueIdOrKey}/watchers`]: ['get'],
      }),
    },
  },
  {
    name: 'bitbucket',
    pathPrefix: '/2.0',
    server: 'https://api.bitbucket.org',
    primary: {
      file: 'bitbucket-2.0.json',
      operations: ops({
        '/workspaces/{workspace}/hooks': ['get', 'post'],
        '/workspaces/{workspace}/hooks/{uid}': ['get', 'put', 'delete'],
        '/hook_events': ['get'],
        '/hook_events/{subject_type}': ['get'],
      }),
    },
  },
];
