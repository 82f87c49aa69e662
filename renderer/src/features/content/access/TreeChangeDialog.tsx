import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useCallback } from 'react';
import { plural } from '../../../../../app/contract/words';
import { useChannelMutation, useChannelQuery } from '../../../api/hooks';
import { editSentence, principalInSentence } from './accessWords';
import type { StagedEdit } from './stagedEdits';
import { TreeRunDialog, type TreePlanWords } from './TreeRunDialog';
import { useTreeDryRun } from './useTreeDryRun';

const CHANGE_WORDS: TreePlanWords = {
  reading: 'Reading every page below',
  summary: (plan) => `${plan.changing.toLocaleString('en')} of ${plural(plan.pages.length, 'page changes', 'pages change')}; the others already are as asked.`,
  why: (changing) => `${plural(changing, 'page changes', 'pages change')} at once.`,
  start: (changing) => `Change ${plural(changing, 'page')}`,
  table: 'Pages the change would touch, before and after',
  starting: 'Starting the change',
  discardNote: 'Nothing has been changed: the change stays staged on the page.',
};

interface Props {
  connectionId: string;
  pageId: string;
  pageTitle: string;
  staged: StagedEdit[];
  onClose(): void;
  /** The change is under way as this job: the page follows it, lists it among its changes and offers its rollback. */
  onStarted(jobId: string): void;
}

/**
 * The staged change applied to this page and every page below it: the preview of every page before and
 * after, then the typed confirmation. The change itself runs on the page, which follows it.
 */
export function TreeChangeDialog({ connectionId, pageId, pageTitle, staged, onClose, onStarted }: Props) {
  const plan = useChannelMutation('confluence.accessTree.plan');
  const { mutate: startPlan } = plan;
  const planJob = plan.data?.jobId ?? null;
  const dryRun = useTreeDryRun(
    planJob,
    useCallback(() => startPlan({ connectionId, pageId, edits: staged.map((item) => item.edit) }), [connectionId, pageId, staged, startPlan]),
  );
  const result = useChannelQuery('confluence.accessTree.getPlan', { connectionId, jobId: planJob ?? '' }, { enabled: planJob !== null && dryRun.done });
  const start = useChannelMutation('confluence.accessTree.start', { onSuccess: (answer) => onStarted(answer.jobId) });

  return (
    <TreeRunDialog
      title={`Change “${pageTitle}” and every page below it`}
      intro={
        <Box component="ul" sx={{ m: 0, pl: 3 }} aria-label="The change">
          {staged.map((item) => (
            <Typography component="li" variant="body2" key={`${item.edit.operation}:${item.edit.principal.type}:${item.edit.principal.id}`}>
              {editSentence(item.edit, principalInSentence(item.principal))}
            </Typography>
          ))}
        </Box>
      }
      connectionId={connectionId}
      planJob={planJob}
      planError={plan.error}
      result={result}
      start={start}
      words={CHANGE_WORDS}
      onClose={() => {
        dryRun.stop();
        onClose();
      }}
    />
  );
}
