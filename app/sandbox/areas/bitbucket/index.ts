import type { AreaModule } from '../../kit';
import { demoRoutes } from './demo-routes';
import { bitbucketErrorBody } from './errors';
import { generateBitbucket } from './generate';
import { hookEventRoutes } from './hook-events';
import { hookRoutes } from './hooks';
import type { BitbucketState } from './state';

export type { BitbucketState } from './state';

export const bitbucketArea: AreaModule<BitbucketState> = {
  area: 'bitbucket',
  routes: [...hookRoutes, ...hookEventRoutes, ...demoRoutes],
  generate: generateBitbucket,
  errorBody: (_status, message) => bitbucketErrorBody(message),
};
