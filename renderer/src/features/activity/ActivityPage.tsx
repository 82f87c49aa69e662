import HistoryOutlined from '@mui/icons-material/HistoryOutlined';
import Alert from '@mui/material/Alert';
import { keepPreviousData, useQueryClient } from '@tanstack/react-query';
import type { GridPaginationModel } from '@mui/x-data-grid';
import { useState } from 'react';
import { channelKey, useChannelQuery, useEvent } from '../../api/hooks';
import { LoadingBar } from '../../shared/LoadingBar';
import { PageHeader } from '../../shared/PageHeader';
import { useDebouncedValue } from '../../shared/useDebouncedValue';
import { useActivityLogStatus } from '../../shell/ActivityLogBanner';
import { useConnections } from '../../shared/connections/useConnections';
import { ActivityFilters } from './ActivityFilters';
import { ActivityTable } from './ActivityTable';
import { ExportMenu } from './ExportMenu';
import { useCsvExport } from '../../shared/useCsvExport';
import { noFilters, toActivityFilter, type FilterValues } from './filterModel';
import { LoadErrorAlert } from '../../shared/LoadErrorAlert';
import { agreeing, plural } from '../../../../app/contract/words';

const FIRST_PAGE: GridPaginationModel = { page: 0, pageSize: 25 };

export default function ActivityPage() {
  const [values, setValues] = useState<FilterValues>(noFilters);
  const filter = toActivityFilter(useDebouncedValue(values, 300));
  // A page at a time from the core, which lists newest first: a million entries never reach the window.
  const [pagination, setPagination] = useState(FIRST_PAGE);
  const { connections } = useConnections();
  const list = useChannelQuery(
    'app.activity.list',
    { ...filter, offset: pagination.page * pagination.pageSize, limit: pagination.pageSize },
    { placeholderData: keepPreviousData },
  );
  const queryClient = useQueryClient();
  const exportCsv = useCsvExport('app.activity.exportCsv', { one: 'entry', many: 'entries' });
  const skippedLines = useActivityLogStatus()?.skippedLines ?? 0;

  useEvent('activity.appended', () => {
    void queryClient.invalidateQueries({ queryKey: channelKey('app.activity.list') });
  });

  const entries = list.data?.entries ?? [];
  const total = list.data?.total ?? 0;
  return (
    <>
      <PageHeader
        title="Activity"
        icon={<HistoryOutlined />}
        description="Everything Orgdesk changed, or tried to change, on your behalf, failures included. A bulk change is one entry: open it to see each thing it changed."
        actions={<ExportMenu pending={exportCsv.isPending} onExport={(everyItem) => exportCsv.run({ ...filter, everyItem })} />}
      />
      <ActivityFilters
        values={values}
        connections={connections}
        onChange={(next) => {
          setValues(next);
          setPagination((current) => ({ ...current, page: 0 }));
        }}
      />
      <LoadingBar active={list.isFetching || exportCsv.isPending} label="Loading activity" />
      <LoadErrorAlert error={list.error} onRetry={() => void list.refetch()} sx={{ mb: 2 }} />
      {skippedLines > 0 && (
        <Alert severity="warning" sx={{ mb: 2 }}>
          {plural(skippedLines, 'line')} of the activity log could not be read, most likely
          left half-written when Orgdesk or the computer stopped suddenly, and {agreeing(skippedLines, 'is', 'are')} left out. Every other
          entry is shown.
        </Alert>
      )}
      <ActivityTable
        entries={entries}
        total={total}
        pagination={pagination}
        onPaginationChange={setPagination}
        loading={list.isPending}
        filtered={Object.keys(filter).length > 0}
      />
    </>
  );
}
