import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';
import { useEffect, useMemo, useRef, useState } from 'react';
import type { JiraVersionView } from '../../../../../app/contract/jira/models';
import { agreeing, plural } from '../../../../../app/contract/words';
import { useChannelMutation, useChannelQuery } from '../../../api/hooks';
import { BulkConfirm } from '../../../shared/bulk/BulkConfirm';
import { BulkRun } from '../../../shared/bulk/BulkRun';
import { PlanList } from '../../../shared/bulk/PlanList';
import { PreviewSummary } from '../../../shared/bulk/PreviewSummary';
import { useFollowedJob } from '../../../shared/bulk/useFollowedJob';
import { FormDialog } from '../../../shared/FormDialog';
import { LoadErrorAlert } from '../../../shared/LoadErrorAlert';
import { destinationsOf, everyFieldTo, fieldsToDecide, missingChoice, removalPlanLines, type Choices } from './removalModel';
import { RemovalVerdict } from './RemovalVerdict';
import { VERSION_WORDS } from '../../../shared/bulk/bulkWords';
import { VersionPicker } from './VersionPicker';

interface Props {
  connectionId: string;
  version: JiraVersionView;
  /** The project's other versions: where issues can go. */
  others: readonly JiraVersionView[];
  /** The removal ended: the versions are read again. */
  onDone(): void;
  onClose(): void;
}

const STEPS = ['Where issues go', 'Preview', 'Result'];
const CLEAR = 'clear';

/**
 * Remove a version and move every field that names it: fix version, affects version and each custom
 * version field, each to a version of the project or cleared, said plainly; a preview read live of exactly
 * what will move, confirmed with the typed phrase; then remove-and-swap as a job, checked by counting again,
 * with its results (Retry failed, CSV) like every bulk change.
 */
export function RemoveVersionWizard({ connectionId, version, others, onDone, onClose }: Props) {
  const plan = useChannelMutation('jira.versionRemoval.plan');
  const job = useFollowedJob();
  const { finished, jobId } = job;
  const start = useChannelMutation('jira.versionRemoval.start', { onSuccess: (answer) => job.follow(answer.jobId) });
  // Once the removal is under way the version's own counts are not read again: it is going, and then gone.
  const removing = start.isPending || jobId !== null;
  const counts = useChannelQuery('jira.versions.countByField', { connectionId, versionId: version.id }, { staleTime: 0, enabled: !removing });
  const [choices, setChoices] = useState<Choices>({});
  const everyFieldOptions = useMemo(() => others.map((other) => ({ id: other.id, label: other.name })), [others]);
  const fieldOptions = useMemo(() => [{ id: CLEAR, label: 'Clear the field on these issues' }, ...others.map((other) => ({ id: other.id, label: `Move to “${other.name}”` }))], [others]);
  const [tried, setTried] = useState(false);
  const [typed, setTyped] = useState('');
  // Once per job that ends (the removal, then any retry of it), however often the screen draws it again.
  const reported = useRef<string | null>(null);
  useEffect(() => {
    if (!finished || reported.current === jobId) return;
    reported.current = jobId;
    onDone();
  }, [finished, jobId, onDone]);

  const preview = plan.data;
  const step = jobId !== null ? 2 : preview ? 1 : 0;
  const missing = counts.data ? missingChoice(counts.data, choices) : null;
  /** Back to the choices, with the counts read again: the world may have moved (a start refused as stale says so). */
  const back = () => {
    plan.reset();
    start.reset();
    setTyped('');
    void counts.refetch();
  };

  return (
    <FormDialog
      title={`Remove version “${version.name}”`}
      dirty={step < 2 && (Object.keys(choices).length > 0 || typed.trim() !== '')}
      busy={plan.isPending || start.isPending}
      busyLabel={plan.isPending ? 'Reading the issue counts' : 'Starting'}
      jobRunning={job.running}
      error={plan.error ?? start.error}
      discardNote={`Nothing has been changed: “${version.name}” stays as it is.`}
      maxWidth="md"
      cancelLabel={finished ? 'Close' : 'Cancel'}
      onClose={onClose}
      actions={
        <>
          {step === 0 && (
            <Button
              variant="contained"
              disabled={plan.isPending || !counts.data}
              onClick={() => {
                setTried(true);
                if (!missing && counts.data) plan.mutate({ connectionId, versionId: version.id, destinations: destinationsOf(counts.data, choices) });
              }}
            >
              Preview
            </Button>
          )}
          {step === 1 && (
            <Button variant="outlined" onClick={back} disabled={start.isPending}>
              Back
            </Button>
          )}
        </>
      }
    >
      <Stepper activeStep={step} sx={{ mb: 3 }}>
        {STEPS.map((label) => (
          <Step key={label}>
            <StepLabel>{label}</StepLabel>
          </Step>
        ))}
      </Stepper>
      {step === 0 && <LoadErrorAlert error={counts.error} what="The issue counts could not be read." onRetry={() => void counts.refetch()} />}
      {step === 0 && counts.isPending && <Typography color="text.secondary">Counting the issues that name “{version.name}”…</Typography>}
      {step === 0 && counts.data && (
        <Stack spacing={2}>
          {fieldsToDecide(counts.data).length === 0 ? (
            <Alert severity="info">No issue names “{version.name}”: removing it moves nothing.</Alert>
          ) : (
            <>
              <Typography>
                Issues that name “{version.name}”, per field. Choose where each field’s issues go; {`${counts.data.unresolved.toLocaleString('en')} of the fixed issues ${agreeing(counts.data.unresolved, 'is', 'are')}`} unresolved.
              </Typography>
              <VersionPicker
                label="Send every field to"
                options={everyFieldOptions}
                // An action, not a choice kept: picking a version (the same one again too) sends every field there.
                value={null}
                onChange={(id) => counts.data && setChoices(everyFieldTo(counts.data, id))}
                sx={{ maxWidth: 320 }}
              />
              {fieldsToDecide(counts.data).map((field) => (
                <Stack key={field.field} direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
                  <Typography sx={{ minWidth: 260 }}>
                    <strong>{field.label}</strong>: {plural(field.issues, 'issue')}
                  </Typography>
                  <VersionPicker
                    label={`Where the ${field.label.toLowerCase()} issues go`}
                    options={fieldOptions}
                    value={choices[field.field] ?? null}
                    onChange={(id) => setChoices({ ...choices, [field.field]: id })}
                    error={tried && choices[field.field] === undefined}
                    sx={{ minWidth: 300 }}
                  />
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
      {step === 1 && preview && (
        <Stack spacing={2} component="section" aria-label="Preview">
          <PreviewSummary>
            {preview.lines.length === 0
              ? `No issue names “${version.name}”: removing it moves nothing.`
              : `Removing “${version.name}” moves or clears it in ${plural(preview.lines.length, 'field')} of the issues that name it, as listed, then deletes it.`}
          </PreviewSummary>
          <PlanList label="What removing the version does" verb="Would change" lines={removalPlanLines(preview)} />
          <BulkConfirm
            phrase={preview.confirmationPhrase}
            typed={typed}
            onTyped={setTyped}
            why="Jira keeps no copy of a removed version."
            starting={start.isPending}
            autoFocus
            onStart={(confirmation) => start.mutate({ connectionId, planId: preview.planId, confirmation })}
          >
            Remove “{version.name}”
          </BulkConfirm>
        </Stack>
      )}
      {step === 2 && jobId !== null && (
        <BulkRun
          jobId={jobId}
          finished={finished}
          title={`Removing “${version.name}”`}
          unit={VERSION_WORDS}
          doneWord="removed"
          stopNote="A removal Jira has begun finishes there; stopping only keeps it from starting."
          onRetry={job.follow}
        >
          <RemovalVerdict jobId={jobId} />
        </BulkRun>
      )}
    </FormDialog>
  );
}
