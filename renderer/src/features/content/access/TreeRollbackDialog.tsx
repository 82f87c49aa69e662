import Typography from '@mui/material/Typography';
import { useCallback } from 'react';
import type { AccessSnapshot } from '../../../../../app/contract/confluence/access.channels';
import { agreeing, plural } from '../../../../../app/contract/words';
import { useChannelMutation, useChannelQuery } from '../../../api/hooks';
import { TreeRunDialog, type TreePlan, type TreePlanWords } from './TreeRunDialog';
import { useTreeDryRun } from './useTreeDryRun';

function rollbackSummary(plan: TreePlan): string {
  const leftAlone = plan.pages.length - plan.changing;
  const back = `${plan.changing.toLocaleString('en')} of ${plural(plan.pages.length, 'page goes', 'pages go')} back as before the tree change.`;
  return leftAlone === 0 ? back : `${back} ${plural(leftAlone, 'page is', 'pages are')} left alone: someone changed ${agreeing(leftAlone, 'it', 'them')} since.`;
}

const ROLLBACK_WORDS: TreePlanWords = {
  reading: 'Reading every page the change touched',
  summary: rollbackSummary,
  why: (changing) => `${plural(changing, 'page goes', 'pages go')} back at once.`,
  start: (changing) => `Roll back ${plural(changing, 'page')}`,
  table: 'Pages the rollback would put back, before and after',
  starting: 'Starting the rollback',
  discardNote: 'Nothing has been put back: the change stays as it is.',
};

interface Props {
  connectionId: string;
  /** The tree change to roll back, as the page lists it among its changes. */
  change: AccessSnapshot & { runId: string };
  onClose(): void;
  /** The rollback is under way as this job: the page follows it. */
  onStarted(jobId: string): void;
}

/**
 * Rolling back a tree change shows what it will put back before it asks: every page the change touched, the
 * lists it goes back to, and the pages left alone because someone changed them since; then the typed
 * confirmation. The rollback runs on the page, which follows it.
 */
export function TreeRollbackDialog({ connectionId, change, onClose, onStarted }: Props) {
  const plan = useChannelMutation('confluence.accessTreeRollback.plan');
  const { mutate: startPlan } = plan;
  const planJob = plan.data?.jobId ?? null;
  const { runId } = change;
  const dryRun = useTreeDryRun(planJob, useCallback(() => startPlan({ connectionId, runId }), [connectionId, runId, startPlan]));
  const result = useChannelQuery('confluence.accessTreeRollback.getPlan', { connectionId, jobId: planJob ?? '' }, { enabled: planJob !== null && dryRun.done });
  const start = useChannelMutation('confluence.accessTreeRollback.start', { onSuccess: (answer) => onStarted(answer.jobId) });

  return (
    <TreeRunDialog
      title={`Roll back the change to “${change.pageTitle}” and the pages below it`}
      intro={<Typography variant="body2">The change: {change.summary.join('; ')}.</Typography>}
      connectionId={connectionId}
      planJob={planJob}
      planError={plan.error}
      result={result}
      start={start}
      words={ROLLBACK_WORDS}
      onClose={() => {
        dryRun.stop();
        onClose();
      }}
    />
  );
}
