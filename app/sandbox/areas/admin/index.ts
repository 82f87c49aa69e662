import type { AreaModule } from '../../kit';
import { adminErrorBody, fieldViolationsBody } from './errors';
import { generateAdmin } from './generate';
import { lifecycleRoutes } from './lifecycle';
import { manageRoute } from './manage';
import { profileRoutes } from './profile';
import type { AdminState } from './state';
import { tokenRoutes } from './tokens';

export type { AdminState, ApiToken } from './state';

export const adminArea: AreaModule<AdminState> = {
  area: 'admin',
  routes: [manageRoute, ...profileRoutes, ...lifecycleRoutes, ...tokenRoutes],
  generate: generateAdmin,
  errorBody: (status) => adminErrorBody(status),
  badRequestBody: fieldViolationsBody,
};
