import type { Input } from '../../../../../app/contract';
import { describeError } from '../../../api/ContractError';
import { useChannelMutation } from '../../../api/hooks';
import { useNotify } from '../../../shell/NotifyProvider';
import { downloadTextFile } from '../../../shared/downloadFile';

type CsvChannel = 'users.tokenScan.exportCsv' | 'app.jobOutcomes.exportCsv';

/** Asks the core for a CSV and hands it to the browser as a download. */
export function useCsvExport<C extends CsvChannel>(channel: C) {
  const notify = useNotify();
  const mutation = useChannelMutation(channel, {
    onSuccess: ({ csv, fileName, rows }) => {
      downloadTextFile(fileName, csv);
      notify.success(`Saved ${rows.toLocaleString()} ${rows === 1 ? 'row' : 'rows'} to ${fileName}.`);
    },
    onError: (error) => notify.error(describeError(error)),
  });
  return { run: (input: Input<C>) => mutation.mutate(input), isPending: mutation.isPending };
}
