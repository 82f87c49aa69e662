import type { Channel, Input, Output } from '../../../app/contract';
import { describeError } from '../api/ContractError';
import { useChannelMutation } from '../api/hooks';
import { useNotify } from '../shell/NotifyProvider';
import { downloadTextFile } from './downloadFile';
import { plural } from '../../../app/contract/words';

/** What a channel that answers a file sends back. */
interface CsvFile {
  csv: string;
  fileName: string;
  rows: number;
}

/** Every channel whose answer is a CSV file; the hook takes no other. */
export type CsvChannel = { [C in Channel]: Output<C> extends CsvFile ? C : never }[Channel];

/** How the rows are called in the notice: "Saved 3 entries to activity.csv". */
export interface RowWords {
  one: string;
  many: string;
}

const rowWords: RowWords = { one: 'row', many: 'rows' };

/**
 * Asks the core for a CSV and hands it to the browser as a download. Success and failure both go to the
 * snackbar: the export is a button on the page, with no dialog to hold an error.
 */
export function useCsvExport<C extends CsvChannel>(channel: C, words: RowWords = rowWords) {
  const notify = useNotify();
  const mutation = useChannelMutation(channel, {
    onSuccess: (answer) => {
      const { csv, fileName, rows } = answer as CsvFile;
      downloadTextFile(fileName, csv);
      notify.success(`Saved ${plural(rows, words.one, words.many)} to ${fileName}.`);
    },
    onError: (error) => notify.error(describeError(error)),
  });
  return { run: (input: Input<C>) => mutation.mutate(input), isPending: mutation.isPending };
}
