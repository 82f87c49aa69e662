import { actionLabel } from '../../contract/action-labels';
import { outcomeLabels } from '../../contract/app/activity.channels';
import { timeCells, timeHeaders, toCsv } from '../csv';
import type { CoreServices } from '../services';
import type { HandlerSlice } from './types';

const header = [...timeHeaders('Time'), 'Connection', 'Action', 'Target', 'Outcome', 'Error'];

export function activityHandlers(services: CoreServices): HandlerSlice<'app.activity.list' | 'app.activity.exportCsv' | 'app.activityLog.get'> {
  return {
    'app.activity.list': async ({ limit, ...filter }) => {
      const entries = await services.activity.list(filter);
      return { entries: entries.slice(0, limit).map((entry) => ({ ...entry, label: actionLabel(entry.action) })), total: entries.length };
    },
    'app.activity.exportCsv': async (filter) => {
      const entries = await services.activity.list(filter);
      const rows = entries.map((e) => [...timeCells(e.time), e.connectionName, actionLabel(e.action), e.target, outcomeLabels[e.outcome], e.errorMessage]);
      const stamp = new Date().toISOString().slice(0, 10);
      return { csv: toCsv(header, rows), rows: rows.length, fileName: `orgdesk-activity-${stamp}.csv` };
    },
    'app.activityLog.get': async () => services.activity.status(),
  };
}
