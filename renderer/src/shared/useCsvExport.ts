import { useMutation } from '@tanstack/react-query';
import type { Channel, Input, Output } from '../../../app/contract';
import { describeError, type ContractError } from '../api/ContractError';
import { useClient } from '../api/ClientContext';
import { useNotify } from '../shell/NotifyProvider';
import { CSV_TYPE, downloadBlob } from './downloadFile';
import { plural } from '../../../app/contract/words';

/**
 * What a channel that answers a file sends back. A large file comes in parts: `next` says where the next
 * part starts, asked for with `continueFrom` (Activity's export of a million lines).
 */
interface CsvFile {
  csv: string;
  fileName: string;
  rows: number;
  next?: unknown;
}

interface SavedFile {
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
  const client = useClient();
  const mutation = useMutation<SavedFile, ContractError, Input<C>>({
    mutationFn: async (input) => {
      // Each part becomes a Blob as it arrives, so the window never holds the whole file as text.
      const parts: Blob[] = [];
      let answer = (await client.call(channel, input)) as CsvFile;
      let rows = 0;
      for (;;) {
        parts.push(new Blob([answer.csv]));
        rows += answer.rows;
        if (answer.next === undefined || answer.next === null) break;
        // Only channels that answer `next` take `continueFrom`.
        answer = (await client.call(channel, { ...input, continueFrom: answer.next } as Input<C>)) as CsvFile;
      }
      downloadBlob(answer.fileName, new Blob(parts, { type: CSV_TYPE }));
      return { fileName: answer.fileName, rows };
    },
    onSuccess: ({ fileName, rows }) => notify.success(`Saved ${plural(rows, words.one, words.many)} to ${fileName}.`),
    onError: (error) => notify.error(describeError(error)),
  });
  return { run: (input: Input<C>) => mutation.mutate(input), isPending: mutation.isPending };
}
