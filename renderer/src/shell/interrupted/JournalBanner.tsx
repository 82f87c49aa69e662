import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import type { JournalStatus } from '../../../../app/contract/app/recovery.channels';
import { agreeing, plural } from '../../../../app/contract/words';

/**
 * Shown on every screen while the change journal refuses changes (it cannot be written, another Orgdesk
 * uses the folder, it is from a newer Orgdesk), and once after damaged lines were skipped.
 */
export function JournalBanner({ status }: { status: JournalStatus | undefined }) {
  if (!status) return null;
  return (
    <>
      {status.problem && (
        <Alert severity="error" sx={{ mb: 3 }}>
          <AlertTitle>Changes are paused</AlertTitle>
          {status.problem}
        </Alert>
      )}
      {status.damagedLines > 0 && (
        <Alert severity="warning" sx={{ mb: 3 }}>
          {plural(status.damagedLines, 'line')} of the change journal could not be read and {agreeing(status.damagedLines, 'was', 'were')} skipped
          {status.damagedCopy ? `; the damaged file was kept as ${status.damagedCopy}` : ''}. Everything else in it was read.
        </Alert>
      )}
    </>
  );
}
