import type { Person, RouteDef } from '../../../kit';
import type { FieldTable } from '../cql/compile';
import { runCql } from '../cql/run';
import type { ConfluenceState } from '../state';
import { offsetPage, readOffsetWindow } from './paging';
import { rememberedUserSearch } from './user-search-memo';
import { v1User } from './users';

function userFieldTable(callerAccountId: string): FieldTable<Person> {
  const accountId = { kind: 'keyword', values: (person: Person) => [person.accountId], caseSensitive: true } as const;
  return {
    fields: {
      type: { kind: 'keyword', values: () => ['user'] },
      user: accountId,
      'user.accountid': accountId,
      'user.fullname': { kind: 'text', text: (person) => person.displayName },
    },
    refused: { 'user.userkey': 'user.userkey is no longer available; use user.accountid' },
    functions: { currentuser: () => callerAccountId },
    now: Date.now(),
  };
}

const SORTABLE: Record<string, (person: Person) => string | number> = {
  'user.fullname': (person) => person.displayName.toLowerCase(),
};

/** `localeCompare`'s own order, from one collator: a 100,000-person sort with `localeCompare` takes seconds. */
const collation = new Intl.Collator();
const byName = (a: Person, b: Person): number => collation.compare(a.displayName, b.displayName) || collation.compare(a.accountId, b.accountId);

export const searchUserRoutes: RouteDef<ConfluenceState>[] = [
  {
    method: 'GET',
    path: '/wiki/rest/api/search/user',
    handle: (req, _state, world) => {
      const began = Date.now();
      const cql = req.query.get('cql');
      const found = rememberedUserSearch(world, cql ?? '', req.caller.accountId, () =>
        runCql(
          cql,
          userFieldTable(req.caller.accountId),
          SORTABLE,
          world.people.filter((person) => person.accountType !== 'customer'),
          byName,
        ),
      );
      const page = offsetPage(req, found, readOffsetWindow(req.query, 25, 1000), (person) => {
        const user = v1User(req, world, person.accountId);
        return {
          user,
          title: typeof user.displayName === 'string' ? user.displayName : person.nickname,
          excerpt: '',
          url: `/people/${person.accountId}`,
          breadcrumbs: [],
          entityType: 'user',
          iconCssClass: 'aui-icon content-type-profile',
          lastModified: person.createdAt,
          score: 0,
        };
      });
      return { status: 200, body: { ...page, totalSize: found.length, cqlQuery: cql, searchDuration: Date.now() - began } };
    },
  },
];
