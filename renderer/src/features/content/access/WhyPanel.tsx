import CancelOutlined from '@mui/icons-material/CancelOutlined';
import CheckCircleOutline from '@mui/icons-material/CheckCircleOutlineOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import type { OperationVerdict, PageAccess, Principal } from '../../../../../app/contract/confluence/access.channels';
import { useChannelQuery } from '../../../api/hooks';
import { LoadErrorAlert } from '../../../shared/LoadErrorAlert';
import { LoadingBar } from '../../../shared/LoadingBar';
import { pageAccessPath } from '../shared/contentRoutes';
import { CHAIN_STATE_WORDS, OPERATION_WORD, refOf } from './accessWords';
import { PrincipalPicker } from '../../../shared/people/PrincipalPicker';
import type { StagedEdit } from './stagedEdits';

const CHIP_COLOR = { open: 'default', passes: 'success', blocks: 'error' } as const;

function Verdict({ verdict, subject, access, onStage }: { verdict: OperationVerdict; subject: Principal; access: PageAccess; onStage(item: StagedEdit): void }) {
  const verb = OPERATION_WORD[verdict.operation];
  const blocking = verdict.chain.find((link) => link.state === 'blocks');
  const fix = verdict.fix;
  return (
    <Box component="section" aria-label={`Can ${subject.name} ${verb} it?`} sx={{ py: 1.5 }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
        {verdict.allowed ? <CheckCircleOutline color="success" /> : <CancelOutlined color="error" />}
        <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
          {verdict.allowed ? `${subject.name} can ${verb} this page` : `${subject.name} cannot ${verb} this page`}
        </Typography>
      </Stack>
      <Breadcrumbs aria-label={`What decides whether ${subject.name} can ${verb} it`} sx={{ '& .MuiBreadcrumbs-ol': { rowGap: '6px' } }}>
        {verdict.chain.map((link, index) => (
          <Chip
            key={`${link.kind}-${link.pageId ?? ''}-${index}`}
            size="small"
            color={CHIP_COLOR[link.state]}
            variant={link.state === 'open' ? 'outlined' : 'filled'}
            label={`${link.kind === 'page' ? 'This page' : link.label}${link.kind === 'page' && verdict.operation === 'update' && index === verdict.chain.length - 1 ? ' (edit list)' : ''}: ${CHAIN_STATE_WORDS[link.state]}`}
            title={link.note}
          />
        ))}
      </Breadcrumbs>
      <Typography variant="body2" sx={{ mt: 1 }}>
        {blocking !== undefined ? blocking.note : verdict.allowed ? 'Nothing on the way blocks them.' : 'Confluence says no for a reason the space and the restrictions do not show (for example, the site itself).'}
      </Typography>
      {fix !== null && fix.kind !== 'none' && (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ mt: 1, alignItems: { sm: 'center' } }}>
          <Typography variant="body2" color="text.secondary" sx={{ flexGrow: 1 }}>
            {fix.label}
            {fix.kind === 'ask-space-admin' && access.space.admins.length > 0 ? ` Space admins: ${access.space.admins.map((admin) => admin.name).join(', ')}.` : ''}
          </Typography>
          {fix.kind === 'add-to-page' && fix.operation !== null && subject.status === 'active' && (
            <Button variant="outlined" size="small" onClick={() => onStage({ edit: { operation: fix.operation ?? 'read', action: 'add', principal: refOf(subject) }, principal: subject })}>
              Add to this page’s {OPERATION_WORD[fix.operation]} list
            </Button>
          )}
          {fix.kind === 'add-to-ancestor' && fix.pageId !== null && (
            <Button variant="outlined" size="small" component={RouterLink} to={pageAccessPath(fix.pageId)}>
              Open that page’s access
            </Button>
          )}
        </Stack>
      )}
    </Box>
  );
}

/** "Can this person or group view or edit it, and what decides that?" for one chosen person or group. */
export function WhyPanel({ connectionId, access, onStage }: { connectionId: string; access: PageAccess; onStage(item: StagedEdit): void }) {
  const [subject, setSubject] = useState<Principal | null>(null);
  const check = useChannelQuery(
    'confluence.access.check',
    { connectionId, pageId: access.page.id, subject: refOf(subject ?? { type: 'group', id: '-' }) },
    { enabled: subject !== null },
  );
  const verdict = subject === null ? undefined : check.data;
  return (
    <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-labelledby="why-heading">
      <Typography id="why-heading" variant="h6" component="h2" gutterBottom>
        Why can or can’t someone open it?
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        Choose a person or group: Orgdesk follows the site, the space, every page above and this page, and marks the link that decides.
      </Typography>
      <PrincipalPicker connectionId={connectionId} label="Person or group to check" value={subject} onChange={setSubject} />
      <LoadingBar active={subject !== null && check.isFetching} label="Checking access" />
      <LoadErrorAlert error={subject === null ? null : check.error} what="Access could not be checked." onRetry={() => void check.refetch()} sx={{ mt: 2 }} />
      {verdict !== undefined && (
        <Box sx={{ mt: 1 }} aria-live="polite">
          {verdict.verdicts.map((item) => (
            <Verdict key={item.operation} verdict={item} subject={verdict.subject} access={access} onStage={onStage} />
          ))}
          {verdict.checkUnavailable !== null ? (
            <Alert severity="info" sx={{ mt: 1 }}>
              {verdict.checkUnavailable}
            </Alert>
          ) : (
            <Typography variant="caption" color="text.secondary">
              Answered by Confluence’s own permission check; the chain shows why.
            </Typography>
          )}
        </Box>
      )}
    </Paper>
  );
}
