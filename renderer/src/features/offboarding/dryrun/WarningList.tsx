import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { plural } from '../../../../../app/contract/words';
import type { PlanWarning } from '../../../../../app/contract/offboarding/leavers.channels';

const SHOWN_TARGETS = 3;
/** Warnings listed at most; each finding's own warnings also show in its row. */
const SHOWN_WARNINGS = 20;

interface Props {
  warnings: readonly PlanWarning[];
  /** What each finding is, by key, to name it beside its warning. */
  targets: ReadonlyMap<string, string>;
  onChooseFor(keys: string[]): void;
  onKeep(keys: string[]): void;
}

function about(keys: readonly string[], targets: ReadonlyMap<string, string>): string {
  const names = keys.map((key) => targets.get(key) ?? key);
  const more = names.length - SHOWN_TARGETS;
  return `${names.slice(0, SHOWN_TARGETS).join('; ')}${more > 0 ? `; and ${more.toLocaleString('en')} more` : ''}`;
}

/** Each warning of the plan beside what it is about, with its fix as a button. */
export function WarningList({ warnings, targets, onChooseFor, onKeep }: Props) {
  if (warnings.length === 0) return null;
  return (
    <Stack spacing={1} component="section" aria-label="Warnings">
      {warnings.slice(0, SHOWN_WARNINGS).map((warning) => (
        <Alert
          key={`${warning.text}|${warning.keys.join(',')}`}
          severity="warning"
          action={
            warning.fix === 'chooseSuccessor' ? (
              <Button color="inherit" size="small" sx={{ whiteSpace: 'nowrap' }} onClick={() => onChooseFor(warning.keys)}>
                Choose who takes over
              </Button>
            ) : warning.fix === 'keep' ? (
              <Button color="inherit" size="small" sx={{ whiteSpace: 'nowrap' }} onClick={() => onKeep(warning.keys)}>
                Leave as it is
              </Button>
            ) : undefined
          }
        >
          {warning.text} <strong>{about(warning.keys, targets)}</strong>
        </Alert>
      ))}
      {warnings.length > SHOWN_WARNINGS && (
        <Typography color="text.secondary">
          And {plural(warnings.length - SHOWN_WARNINGS, 'more warning')}: each is shown beside its item in the tables above.
        </Typography>
      )}
    </Stack>
  );
}
