import type { RouteDef } from '../../../kit';
import { requireSpace } from '../content';
import { v2Error } from '../errors';
import type { ConfluenceState } from '../state';
import { listOfType } from './custom-content-routes';
import { numericParam } from './ids';

/** Custom content of one type that lives on a page, or anywhere in a space (its pages included). */
export const customContentContainerRoutes: RouteDef<ConfluenceState>[] = [
  {
    method: 'GET',
    path: '/wiki/api/v2/pages/{id}/custom-content',
    handle: (req, state) => {
      const id = numericParam(req, 'id');
      if (state.contents[id]?.type !== 'page') throw v2Error(404, `No page with id ${id}.`);
      return listOfType(req, state, (item) => item.pageId === id);
    },
  },
  {
    method: 'GET',
    path: '/wiki/api/v2/spaces/{id}/custom-content',
    handle: (req, state) => {
      const space = requireSpace(state, numericParam(req, 'id'), v2Error);
      return listOfType(req, state, (item) => item.spaceId === space.id);
    },
  },
];
