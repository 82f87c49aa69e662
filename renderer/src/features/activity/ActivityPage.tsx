import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import HistoryOutlined from '@mui/icons-material/HistoryOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { keepPreviousData, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useClient } from '../../api/ClientContext';
import { describeError } from '../../api/ContractError';
import { channelKey, useChannelQuery, useEvent } from '../../api/hooks';
import { LoadingBar } from '../../shared/LoadingBar';
import { PageHeader } from '../../shared/PageHeader';
import { useDebouncedValue } from '../../shared/useDebouncedValue';
import { useNotify } from '../../shell/NotifyProvider';
import { useConnections } from '../connections/useConnections';
import { ActivityFilters } from './ActivityFilters';
import { ActivityTable } from './ActivityTable';
import { downloadTextFile } from '../../shared/downloadFile';
import { noFilters, toActivityFilter, type FilterValues } from './filterModel';

const LIST_LIMIT = 2000;

export function ActivityPage() {
  const [values, setValues] = useState<FilterValues>(noFilters);
  const filter = toActivityFilter(useDebouncedValue(values, 300));
  const { connections } = useConnections();
  const list = useChannelQuery('app.activity.list', { ...filter, limit: LIST_LIMIT }, { placeholderData: keepPreviousData });
  const queryClient = useQueryClient();
  const client = useClient();
  const notify = useNotify();
  const [exporting, setExporting] = useState(false);

  useEvent('activity.appended', () => {
    void queryClient.invalidateQueries({ queryKey: channelKey('app.activity.list') });
  });

  const exportCsv = async () => {
    setExporting(true);
    try {
      const { csv, rows, fileName } = await client.call('app.activity.exportCsv', filter);
      downloadTextFile(fileName, csv);
      notify.success(`Exported ${rows} ${rows === 1 ? 'entry' : 'entries'} to ${fileName}.`);
    } catch (error) {
      notify.error(describeError(error));
    } finally {
      setExporting(false);
    }
  };

  const entries = list.data?.entries ?? [];
  const total = list.data?.total ?? 0;
  return (
    <>
      <PageHeader
        title="Activity"
        icon={<HistoryOutlined />}
        description="Everything Orgdesk changed, or tried to change, on your behalf. Nothing is left out, failures included."
        actions={
          <Button variant="outlined" startIcon={<FileDownloadOutlined />} onClick={() => void exportCsv()} disabled={exporting}>
            {exporting ? 'Exporting…' : 'Export CSV'}
          </Button>
        }
      />
      <ActivityFilters values={values} connections={connections} onChange={setValues} />
      <LoadingBar active={list.isFetching || exporting} label="Loading activity" />
      {list.error && (
        <Alert severity="error" sx={{ mb: 2 }} action={<Button color="inherit" onClick={() => void list.refetch()}>Try again</Button>}>
          {describeError(list.error)}
        </Alert>
      )}
      {total > entries.length && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          Showing the latest {entries.length} of {total} entries. Narrow the filters, or export to CSV for all of them.
        </Typography>
      )}
      <ActivityTable entries={entries} loading={list.isPending} filtered={Object.keys(filter).length > 0} />
    </>
  );
}
