import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { SCAN_ACCOUNT_LIMIT } from '../../../../../app/contract/users/token-review.channels';
import type { ParsedAccountIds } from '../accountIdList';
import { agreeing, plural } from '../../../../../app/contract/words';

const SHOWN_INVALID = 10;

/** How many ids a pasted or imported list holds, and which lines could not be read. `tooMany`: more than one scan takes. */
export function AccountListSummary({ parsed, tooMany }: { parsed: ParsedAccountIds; tooMany: boolean }) {
  const { accountIds, duplicates, invalid } = parsed;
  return (
    <>
      <Alert severity={tooMany ? 'error' : accountIds.length > 0 ? 'success' : 'warning'} role="status">
        {accountIds.length === 0
          ? 'No account IDs found yet.'
          : tooMany
            ? `The list holds ${accountIds.length.toLocaleString()} account IDs; one scan takes at most ${SCAN_ACCOUNT_LIMIT.toLocaleString()}. Split the list and scan each part.`
            : `${plural(accountIds.length, 'account ID')} ready to scan.`}
        {duplicates > 0 && ` ${duplicates.toLocaleString('en')} repeated ${agreeing(duplicates, 'one is', 'ones are')} counted once.`}
      </Alert>
      {invalid.length > 0 && (
        <Alert severity="warning">
          {plural(invalid.length, 'line has', 'lines have')} no account ID and will be left out:
          <Box component="ul" sx={{ m: 0, mt: 0.5, pl: 2.5 }}>
            {invalid.slice(0, SHOWN_INVALID).map((line) => (
              <li key={line.line}>
                Line {line.line}: <code>{line.text}</code>
              </li>
            ))}
            {invalid.length > SHOWN_INVALID && <li>and {(invalid.length - SHOWN_INVALID).toLocaleString()} more</li>}
          </Box>
        </Alert>
      )}
    </>
  );
}
