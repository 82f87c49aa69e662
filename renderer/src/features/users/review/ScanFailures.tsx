import ReplayOutlined from '@mui/icons-material/ReplayOutlined';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { nameOrHidden } from '../../../shared/people/privacy';
import { agreeing, plural } from '../../../../../app/contract/words';

const LISTED = 10;

interface Props {
  failures: { accountId: string; ownerName: string | null; message: string }[];
  retrying: boolean;
  onRetry(): void;
}

/** Accounts whose tokens could not be read: the charts leave them out, so the admin must know and can retry. */
export function ScanFailures({ failures, retrying, onRetry }: Props) {
  if (failures.length === 0) return null;
  return (
    <Alert
      severity="warning"
      action={
        <Button color="inherit" startIcon={<ReplayOutlined />} onClick={onRetry} disabled={retrying}>
          Try {agreeing(failures.length, 'it', 'them')} again
        </Button>
      }
    >
      <AlertTitle>
        The tokens of {plural(failures.length, 'account')} could not be read
      </AlertTitle>
      They are not in the charts or the table below yet. Trying again reads only these accounts and adds what it finds.
      <Box component="ul" sx={{ m: 0, mt: 0.5, pl: 2.5 }}>
        {failures.slice(0, LISTED).map((failure) => (
          <li key={failure.accountId}>
            {failure.ownerName ?? nameOrHidden(null)} ({failure.accountId}): {failure.message}
          </li>
        ))}
        {failures.length > LISTED && <li>and {(failures.length - LISTED).toLocaleString()} more</li>}
      </Box>
    </Alert>
  );
}
