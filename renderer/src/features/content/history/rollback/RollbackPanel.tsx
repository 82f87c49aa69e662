import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import type { EditBurst, PageScope, RollbackPagePlan } from '../../../../../../app/contract/confluence/history.channels';
import type { HistoryPerson } from '../../../../../../app/contract/confluence/content';
import { useChannelMutation, useChannelQuery } from '../../../../api/hooks';
import { DialogError } from '../../../../shared/DialogError';
import { BulkRun } from '../../../../shared/bulk/BulkRun';
import { BulkConfirm } from '../../../../shared/bulk/BulkConfirm';
import { PAGE_WORDS } from '../../../../shared/bulk/bulkWords';
import { PreviewSummary } from '../../../../shared/bulk/PreviewSummary';
import { useFollowedJob } from '../../../../shared/bulk/useFollowedJob';
import { JobProgressPanel } from '../../../../shared/jobs/JobProgressPanel';
import { isFinished } from '../../../../shared/jobs/jobWords';
import { useJobState } from '../../../../shared/jobs/useJobProgress';
import { LoadErrorAlert } from '../../../../shared/LoadErrorAlert';
import { plural } from '../../../../../../app/contract/words';
import { fromLocalInput, toLocalInput } from '../localTime';
import { AuthorPicker, type PickedAuthor } from './AuthorPicker';
import { RecentBursts } from './RecentBursts';
import { RollbackPlanTable } from './RollbackPlanTable';
import { noTicks, phraseFor, statusCounts, summarySentence, toggleTick, type RollbackTicks } from './rollbackModel';

const MINUTE_MS = 60_000;
const DAY_MS = 1440 * MINUTE_MS;

interface Props {
  connectionId: string;
  /** Set when opened from a page: its tree is the scope. Otherwise the admin picks a space. */
  rootPage?: { id: string; title: string };
}

/**
 * "Undo what happened since …" for a space or a page tree, optionally only one account's changes: a dry
 * run listing every page and what going back changes, ticks for the pages left out by default, the typed
 * phrase, then the job with progress, pause, stop, retry and a CSV of every page's outcome.
 */
export function RollbackPanel({ connectionId, rootPage }: Props) {
  const formId = useId();
  const [spaceId, setSpaceId] = useState('');
  const [since, setSince] = useState(() => toLocalInput(new Date(Date.now() - DAY_MS).toISOString()));
  const [author, setAuthor] = useState<PickedAuthor | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [ticks, setTicks] = useState<RollbackTicks>(noTicks);
  const [restoreTitles, setRestoreTitles] = useState(true);
  const [typed, setTyped] = useState('');
  const spaces = useChannelQuery('confluence.spaces.list', { connectionId, status: 'current', sort: 'name' }, { enabled: rootPage === undefined });
  const plan = useChannelMutation('confluence.rollback.plan', { onSuccess: () => setTicks(noTicks) });
  const planJob = plan.data?.jobId ?? null;
  const planState = useJobState(planJob);
  const planDone = planState.state !== undefined && isFinished(planState.state);
  const result = useChannelQuery('confluence.rollback.getPlan', { connectionId, jobId: planJob ?? '' }, { enabled: planJob !== null && planDone });
  const run = useFollowedJob();
  const start = useChannelMutation('confluence.rollback.start', { onSuccess: (answer) => run.follow(answer.jobId) });
  const ready = result.data?.state === 'ready' ? result.data : null;
  const people = useMemo(() => new Map<string, HistoryPerson>((ready?.people ?? []).map((person) => [person.accountId, person])), [ready]);
  const toggle = useCallback((page: RollbackPagePlan) => setTicks((current) => toggleTick(current, page)), []);
  const { count, phrase } = ready ? phraseFor(ready.pages, ticks) : { count: 0, phrase: '' };
  const counts = ready ? statusCounts(ready.pages) : null;
  // A finished preview is brought into view: the plan, and the confirmation pinned below it.
  const summaryRef = useRef<HTMLDivElement>(null);
  const readyId = ready ? planJob : null;
  useEffect(() => {
    if (readyId !== null) summaryRef.current?.scrollIntoView({ block: 'start' });
  }, [readyId]);

  const scope: PageScope | null = rootPage ? { kind: 'tree', rootPageId: rootPage.id } : spaceId ? { kind: 'space', spaceId } : null;

  const preview = (from: string, by: PickedAuthor | null) => {
    const at = fromLocalInput(from);
    if (at === null) return setProblem('Pick the date and time to go back to.');
    if (Date.parse(at) > Date.now()) return setProblem('Pick a time in the past: everything changed after it is undone.');
    if (scope === null) return setProblem('Pick the space to roll back.');
    setProblem(null);
    setTyped('');
    plan.mutate({ connectionId, scope, since: at, authorId: by?.accountId ?? null });
  };

  // A run of edits picked from the list: undo that account's changes from a minute before its first one.
  const aimAt = (burst: EditBurst, person: HistoryPerson | undefined) => {
    const from = toLocalInput(new Date(Date.parse(burst.from) - MINUTE_MS).toISOString());
    const by = { accountId: burst.authorId, name: person?.name ?? 'Unknown person' };
    setSince(from);
    setAuthor(by);
    preview(from, by);
  };

  const startAnother = () => {
    run.follow(null);
    setTyped('');
    setTicks(noTicks);
    plan.reset();
    start.reset();
  };

  if (run.jobId !== null) {
    return (
      <Stack spacing={2}>
        <BulkRun
          jobId={run.jobId}
          finished={run.finished}
          title="Rolling back pages"
          unit={PAGE_WORDS}
          stopNote="Pages already rolled back stay rolled back; each one can be restored again from its history."
          onRetry={run.follow}
        />
        {run.finished && (
          <Box>
            <Button variant="outlined" onClick={startAnother}>
              Start another roll-back
            </Button>
          </Box>
        )}
      </Stack>
    );
  }

  return (
    <Stack spacing={2.5}>
      <Typography>
        Undo every change made since a point in time{rootPage ? ` to “${rootPage.title}” and the pages below it` : ' in a space'}, for example after a wrong automation
        run. Each page goes back to the version it had then; the history keeps everything. A preview shows the plan first.
      </Typography>
      <RecentBursts connectionId={connectionId} scope={scope} onPick={aimAt} />
      <Box component="form" id={formId} onSubmit={(event) => { event.preventDefault(); preview(since, author); }} sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'flex-start' }}>
        {rootPage === undefined && (
          <TextField select label="Space" value={spaceId} onChange={(event) => setSpaceId(event.target.value)} sx={{ width: 240 }} helperText=" ">
            {(spaces.data?.items ?? []).map((space) => (
              <MenuItem key={space.id} value={space.id}>
                {space.name} ({space.key})
              </MenuItem>
            ))}
          </TextField>
        )}
        <TextField
          type="datetime-local"
          label="Undo changes since"
          value={since}
          onChange={(event) => setSince(event.target.value)}
          slotProps={{ inputLabel: { shrink: true } }}
          helperText="Your computer's time zone."
          sx={{ width: 240 }}
        />
        <AuthorPicker connectionId={connectionId} value={author} onChange={setAuthor} />
        <Button type="submit" variant="contained" disabled={plan.isPending || (planJob !== null && !planDone)} sx={{ mt: 1 }}>
          Preview the changes
        </Button>
      </Box>
      <LoadErrorAlert error={spaces.error} what="The spaces could not be listed." onRetry={() => void spaces.refetch()} />
      {problem && <Alert severity="warning">{problem}</Alert>}
      <DialogError error={plan.error} />
      {planJob !== null && !ready && <JobProgressPanel jobId={planJob} title="Preview: what changed since then" unit={PAGE_WORDS} stopNote="Nothing has been changed." />}
      <LoadErrorAlert error={result.error} what="The preview could not be read." onRetry={() => void result.refetch()} />
      {result.data?.state === 'stopped' && <Alert severity="warning">The preview was stopped before the end. Run it again to see the whole plan.</Alert>}
      {ready && counts && (
        <Stack spacing={2}>
          <PreviewSummary ref={summaryRef}>{summarySentence(counts, ready.pages.length)}</PreviewSummary>
          {ready.pages.length > 0 && <RollbackPlanTable pages={ready.pages} people={people} ticks={ticks} onToggle={toggle} />}
          {ready.pages.length > 0 && (
            <FormControlLabel control={<Checkbox checked={restoreTitles} onChange={(event) => setRestoreTitles(event.target.checked)} />} label="Also bring back the titles pages had then" />
          )}
          {count > 0 && (
            // Stays in view at the bottom of the window while the plan above is read: no hunting for the button.
            <Box sx={{ position: 'sticky', bottom: 0, zIndex: 2, bgcolor: 'background.default', borderTop: 1, borderColor: 'divider', py: 1.5 }}>
              <BulkConfirm
                phrase={phrase}
                typed={typed}
                onTyped={setTyped}
                why={`This changes ${plural(count, 'page')} at once.`}
                starting={start.isPending}
                onStart={(confirmation) => planJob !== null && start.mutate({ connectionId, planId: planJob, confirmation, include: ticks.include, trash: ticks.trash, restoreTitles })}
              >
                Roll back {plural(count, 'page')}
              </BulkConfirm>
              <DialogError error={start.error} />
            </Box>
          )}
        </Stack>
      )}
    </Stack>
  );
}
