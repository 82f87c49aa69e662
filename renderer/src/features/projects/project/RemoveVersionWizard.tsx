import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import type { JiraVersionView } from '../../../../../app/contract/jira/models';
import { agreeing, plural } from '../../../../../app/contract/words';
import { useChannelMutation, useChannelQuery } from '../../../api/hooks';
import { DialogError } from '../../../shared/DialogError';
import { LoadErrorAlert } from '../../../shared/LoadErrorAlert';
import { destinationsOf, everyFieldTo, fieldsToDecide, missingChoice, type Choices } from './removalModel';

interface Props {
  connectionId: string;
  version: JiraVersionView;
  /** The project's other versions: where issues can go. */
  others: readonly JiraVersionView[];
  onDone(): void;
  onClose(): void;
}

const STEPS = ['Where issues go', 'Review', 'Result'];
const CLEAR = 'clear';

/**
 * Remove a version and move every field that names it: fix version, affects version and each custom
 * version field, each to a version of the project or cleared, said plainly; a review of exactly what
 * will move; then remove-and-swap, checked by counting again.
 */
export function RemoveVersionWizard({ connectionId, version, others, onDone, onClose }: Props) {
  const titleId = useId();
  const review = useChannelMutation('jira.versions.checkRemoval');
  const remove = useChannelMutation('jira.versions.removeAndSwap', { onSuccess: onDone });
  // Once the removal is under way the version's own counts are not read again: it is going, and then gone.
  // What the result shows is the counts read again for the versions its issues moved to.
  const removing = remove.isPending || remove.data !== undefined;
  const counts = useChannelQuery('jira.versions.countByField', { connectionId, versionId: version.id }, { staleTime: 0, enabled: !removing });
  const [choices, setChoices] = useState<Choices>({});
  const [tried, setTried] = useState(false);
  const step = remove.data ? 2 : review.data ? 1 : 0;
  /** On the second step the left button goes back to the first instead of closing. */
  const reviewing = step === 1;
  const busy = review.isPending || remove.isPending;
  const missing = counts.data ? missingChoice(counts.data, choices) : null;
  const plan = counts.data ? { connectionId, versionId: version.id, destinations: destinationsOf(counts.data, choices) } : null;

  return (
    <Dialog open onClose={busy ? undefined : onClose} aria-labelledby={titleId} maxWidth="md" fullWidth scroll="paper">
      {(busy || (step === 0 && counts.isFetching)) && <LinearProgress aria-label="Working" />}
      <DialogTitle id={titleId}>Remove version “{version.name}”</DialogTitle>
      <DialogContent dividers>
        <Stepper activeStep={step} sx={{ mb: 3 }}>
          {STEPS.map((label) => (
            <Step key={label}>
              <StepLabel>{label}</StepLabel>
            </Step>
          ))}
        </Stepper>
        {step === 0 && <LoadErrorAlert error={counts.error} what="The issue counts could not be read." onRetry={() => void counts.refetch()} />}
        {step === 0 && counts.data && (
          <Stack spacing={2}>
            {fieldsToDecide(counts.data).length === 0 ? (
              <Alert severity="info">No issue names “{version.name}”: removing it moves nothing.</Alert>
            ) : (
              <>
                <Typography>
                  Issues that name “{version.name}”, per field. Choose where each field’s issues go; {`${counts.data.unresolved.toLocaleString('en')} of the fixed issues ${agreeing(counts.data.unresolved, 'is', 'are')}`} unresolved.
                </Typography>
                <TextField
                  select
                  size="small"
                  label="Send every field to"
                  value=""
                  onChange={(event) => counts.data && setChoices(everyFieldTo(counts.data, event.target.value))}
                  sx={{ maxWidth: 320 }}
                >
                  {others.map((other) => (
                    <MenuItem key={other.id} value={other.id}>
                      {other.name}
                    </MenuItem>
                  ))}
                </TextField>
                {fieldsToDecide(counts.data).map((field) => (
                  <Stack key={field.field} direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
                    <Typography sx={{ minWidth: 260 }}>
                      <strong>{field.label}</strong>: {plural(field.issues, 'issue')}
                    </Typography>
                    <TextField
                      select
                      size="small"
                      label={`Where the ${field.label.toLowerCase()} issues go`}
                      value={choices[field.field] ?? ''}
                      onChange={(event) => setChoices({ ...choices, [field.field]: event.target.value })}
                      error={tried && choices[field.field] === undefined}
                      sx={{ minWidth: 300 }}
                    >
                      <MenuItem value={CLEAR}>Clear the field on these issues</MenuItem>
                      {others.map((other) => (
                        <MenuItem key={other.id} value={other.id}>
                          Move to “{other.name}”
                        </MenuItem>
                      ))}
                    </TextField>
                  </Stack>
                ))}
                {counts.data.fields.some((field) => field.issues === 0) && (
                  <Typography variant="body2" color="text.secondary">
                    No issue names this version in {counts.data.fields.filter((field) => field.issues === 0).map((field) => `“${field.label}”`).join(', ')}.
                  </Typography>
                )}
                {tried && missing && <Alert severity="warning">{missing}</Alert>}
              </>
            )}
          </Stack>
        )}
        {step === 1 && review.data && (
          <Stack spacing={1.5}>
            <Typography>Removing “{version.name}” will do exactly this:</Typography>
            <Box component="ul" sx={{ m: 0, pl: 3 }}>
              {review.data.lines.map((line) => (
                <li key={line.field}>
                  <Typography>{line.sentence}</Typography>
                </li>
              ))}
              <li>
                <Typography>“{version.name}” is deleted. Jira keeps no copy of it.</Typography>
              </li>
            </Box>
          </Stack>
        )}
        {step === 2 && remove.data && (
          <Stack spacing={1.5}>
            <Alert severity={remove.data.allGood ? 'success' : 'warning'}>
              {remove.data.allGood ? `“${version.name}” is removed, and the counts read again match what moved.` : 'The version was removed, but the counts read again do not all match. Check the project in Jira.'}
            </Alert>
            <Box component="ul" sx={{ m: 0, pl: 3 }}>
              {remove.data.checks.map((check) => (
                <li key={check.label}>
                  <Typography color={check.ok ? 'text.primary' : 'error'}>{check.sentence}</Typography>
                </li>
              ))}
            </Box>
          </Stack>
        )}
        <DialogError error={review.error ?? remove.error} />
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 2 }}>
        {step === 2 ? (
          <Button variant="contained" onClick={onClose}>
            Close
          </Button>
        ) : (
          <>
            <Button onClick={reviewing ? () => review.reset() : onClose} disabled={busy}>
              {reviewing ? 'Back' : 'Cancel'}
            </Button>
            {step === 0 && (
              <Button
                variant="contained"
                disabled={busy || !plan}
                onClick={() => {
                  setTried(true);
                  if (!missing && plan) review.mutate(plan);
                }}
              >
                Review
              </Button>
            )}
            {step === 1 && plan && (
              <Button variant="contained" color="error" disabled={busy} onClick={() => remove.mutate(plan)}>
                Remove “{version.name}”
              </Button>
            )}
          </>
        )}
      </DialogActions>
    </Dialog>
  );
}
