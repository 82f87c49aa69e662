import UploadFileOutlined from '@mui/icons-material/UploadFileOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useRef, useState, type ChangeEvent } from 'react';
import { importTooLarge, MAX_IMPORT_CHARACTERS, type SnapshotSummary } from '../../../../../app/contract/snapshots/snapshots.channels';
import { useChannelMutation } from '../../../api/hooks';
import { FormDialog } from '../../../shared/FormDialog';
import { allowed, refused } from '../../../shared/availability';
import { GuardedButton } from '../../../shared/GuardedButton';

interface Props {
  connectionId: string;
  onImported(snapshot: SnapshotSummary): void;
  onClose(): void;
}

interface Chosen {
  fileName: string;
  text: string;
}

/**
 * A snapshot file chosen on disk (exported here or from another Orgdesk) added to the list. A file Orgdesk
 * cannot read is refused, in the core's own sentence, inside this dialog.
 */
export function ImportSnapshotDialog({ connectionId, onImported, onClose }: Props) {
  const fileInput = useRef<HTMLInputElement>(null);
  const [chosen, setChosen] = useState<Chosen | null>(null);
  const [fileProblem, setFileProblem] = useState<string | null>(null);
  const add = useChannelMutation('snapshots.snapshotFile.create', { onSuccess: onImported });

  const pick = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    add.reset();
    setChosen(null);
    // A character takes at most four bytes: a file larger than that many is too long whatever it holds, and is not read at all.
    if (file.size > MAX_IMPORT_CHARACTERS * 4) return setFileProblem(importTooLarge);
    setFileProblem(null);
    void file.text().then(
      (text) => (text.length > MAX_IMPORT_CHARACTERS ? setFileProblem(importTooLarge) : setChosen({ fileName: file.name, text })),
      () => setFileProblem(`“${file.name}” could not be read from the disk.`),
    );
  };

  return (
    <FormDialog
      title="Import a snapshot"
      dirty={chosen !== null}
      busy={add.isPending}
      busyLabel="Reading the snapshot"
      error={add.error}
      discardNote="The file is not imported."
      onClose={onClose}
      actions={
        <GuardedButton
          variant="contained"
          availability={chosen === null ? refused('Choose a snapshot file first.') : add.isPending ? refused('The file is being read.') : allowed}
          onClick={() => chosen && add.mutate({ connectionId, fileName: chosen.fileName, text: chosen.text })}
        >
          Import
        </GuardedButton>
      }
    >
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <Typography variant="body2" color="text.secondary">
          Choose a snapshot file exported from Orgdesk, from this site or another. A snapshot of another site is listed apart, to be copied onto this one; nothing is changed by importing it.
        </Typography>
        <input ref={fileInput} type="file" accept=".json,application/json" hidden onChange={pick} aria-label="Snapshot file" />
        <Button variant="outlined" startIcon={<UploadFileOutlined />} onClick={() => fileInput.current?.click()}>
          Choose a file…
        </Button>
        {chosen && <Typography data-testid="chosen-file">Chosen: {chosen.fileName}</Typography>}
        {fileProblem && (
          <Alert severity="error" sx={{ alignSelf: 'stretch' }}>
            {fileProblem}
          </Alert>
        )}
      </Stack>
    </FormDialog>
  );
}
