import { actionLabel } from '../../contract/action-labels';
import { activityCsv } from '../activity/activity-csv';
import { ActivityView } from '../activity/activity-view';
import type { CoreServices } from '../services';
import type { HandlerSlice } from './types';

export function activityHandlers(services: CoreServices): HandlerSlice<'app.activity.list' | 'app.activity.listItems' | 'app.activity.exportCsv' | 'app.activityLog.get'> {
  const isRunning = (jobId: string) => services.jobs.has(jobId) && !['completed', 'cancelled'].includes(services.jobs.get(jobId).state);
  const view = async () => new ActivityView(await services.activity.all(), isRunning);
  return {
    'app.activity.list': async ({ limit, ...filter }) => {
      const listed = (await view()).list(filter);
      return { entries: listed.slice(0, limit).map(({ entry, job }) => ({ ...entry, label: actionLabel(entry.action), job })), total: listed.length };
    },
    'app.activity.listItems': async ({ jobId, offset, limit }) => {
      const items = (await view()).itemsOf(jobId);
      return { items: items.slice(offset, offset + limit).map((item) => ({ ...item, label: actionLabel(item.action) })), total: items.length };
    },
    'app.activity.exportCsv': async ({ everyItem, ...filter }) => {
      const all = await view();
      const stamp = new Date().toISOString().slice(0, 10);
      return { ...activityCsv(all, all.list(filter), everyItem), fileName: `orgdesk-activity-${stamp}.csv` };
    },
    'app.activityLog.get': async () => services.activity.status(),
  };
}
