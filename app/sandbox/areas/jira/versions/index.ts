import type { JiraRoute } from '../http/route';
import { versionReadRoutes } from './read-routes';
import { versionMoveRoute } from './move-route';
import { versionRemovalRoutes } from './removal-routes';
import { versionWriteRoutes } from './write-routes';

export const versionRoutes: JiraRoute[] = [...versionReadRoutes, ...versionWriteRoutes, versionMoveRoute, ...versionRemovalRoutes];
