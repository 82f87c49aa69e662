import { actionLabel } from '../../contract/action-labels';
import { activityCsvPart } from '../activity/activity-csv';
import { ActivityView } from '../activity/activity-view';
import type { CoreServices } from '../services';
import type { HandlerSlice } from './types';

export function activityHandlers(services: CoreServices): HandlerSlice<'app.activity.list' | 'app.activity.listItems' | 'app.activity.exportCsv' | 'app.activityLog.get'> {
  const isRunning = (jobId: string) => services.jobs.has(jobId) && !['completed', 'cancelled'].includes(services.jobs.get(jobId).state);
  // One view for the core's life: it keeps the last listing and search, so the next page costs a read of that page.
  const view = new ActivityView(services.activity, isRunning);
  return {
    'app.activity.list': async ({ offset, limit, ...filter }) => {
      const { entries, total } = await view.list(filter, { offset, limit });
      return { entries: entries.map(({ entry, job }) => ({ ...entry, label: actionLabel(entry.action), job })), total };
    },
    'app.activity.listItems': async ({ jobId, offset, limit }) => {
      const { items, total } = await services.activity.itemsOf(jobId, offset, limit);
      return { items: items.map((item) => ({ ...item, label: actionLabel(item.action) })), total };
    },
    'app.activity.exportCsv': async ({ everyItem, continueFrom, ...filter }) => {
      const stamp = new Date().toISOString().slice(0, 10);
      return { ...(await activityCsvPart(view, services.activity, { filter, everyItem, from: continueFrom })), fileName: `orgdesk-activity-${stamp}.csv` };
    },
    'app.activityLog.get': async () => services.activity.status(),
  };
}
