import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import type { AccessOperation, PageAccess, Principal } from '../../../../../app/contract/confluence/access.channels';
import { plural } from '../../../../../app/contract/words';
import { editSentence, OPERATION_WORD, refOf, stageEdit } from './accessWords';
import { PrincipalLine } from '../../../shared/people/PrincipalLine';
import { PrincipalPicker } from '../../../shared/people/PrincipalPicker';
import type { StagedEdit } from './stagedEdits';

interface Props {
  connectionId: string;
  access: PageAccess;
  staged: StagedEdit[];
  onStaged(staged: StagedEdit[]): void;
  onReview(): void;
  onReviewTree(): void;
}

const key = (principal: Pick<Principal, 'type' | 'id'>) => `${principal.type}:${principal.id}`;

function OperationEditor({ connectionId, operation, current, staged, onStaged }: { connectionId: string; operation: AccessOperation; current: Principal[]; staged: StagedEdit[]; onStaged(staged: StagedEdit[]): void }) {
  const [picked, setPicked] = useState<Principal | null>(null);
  const verb = OPERATION_WORD[operation];
  const mine = staged.filter((item) => item.edit.operation === operation);
  const removing = new Set(mine.filter((item) => item.edit.action === 'remove').map((item) => key(item.principal)));
  const adding = mine.filter((item) => item.edit.action === 'add');
  const stage = (principal: Principal, action: 'add' | 'remove') => onStaged(stageEdit(staged, { edit: { operation, action, principal: refOf(principal) }, principal }));
  const alreadyThere = picked !== null && current.some((principal) => key(principal) === key(picked)) && !removing.has(key(picked));
  return (
    <Box component="section" aria-label={`Change who can ${verb}`} sx={{ flex: 1, minWidth: 0 }}>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
        Who can {verb}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {current.length === 0 && adding.length === 0 ? 'This page’s own list is empty: it follows the space (and any page above).' : 'This page’s own list:'}
      </Typography>
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }} aria-label={`Who can ${verb}, with staged changes`}>
        {current.map((principal) => {
          const gone = removing.has(key(principal));
          return (
            <Box component="li" key={key(principal)} sx={{ opacity: gone ? 0.6 : 1, textDecoration: gone ? 'line-through' : 'none' }}>
              <PrincipalLine
                principal={principal}
                dense
                action={
                  <Button size="small" onClick={() => stage(principal, gone ? 'add' : 'remove')} aria-label={`${gone ? 'Keep' : 'Remove'} ${principal.name} (${verb})`}>
                    {gone ? 'Keep' : 'Remove'}
                  </Button>
                }
              />
            </Box>
          );
        })}
        {adding.map((item) => (
          <li key={key(item.principal)}>
            <PrincipalLine
              principal={item.principal}
              dense
              action={
                <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                  <Chip size="small" color="success" label="To add" />
                  <Button size="small" onClick={() => stage(item.principal, 'remove')} aria-label={`Do not add ${item.principal.name} (${verb})`}>
                    Don’t add
                  </Button>
                </Stack>
              }
            />
          </li>
        ))}
      </Box>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ mt: 1.5, alignItems: { sm: 'flex-start' } }}>
        <PrincipalPicker connectionId={connectionId} label={`Add to who can ${verb}`} value={picked} onChange={setPicked} helperText={alreadyThere ? 'Already in this list.' : ' '} />
        <Button
          variant="outlined"
          disabled={picked === null || alreadyThere}
          onClick={() => {
            if (picked === null) return;
            stage(picked, 'add');
            setPicked(null);
          }}
          sx={{ mt: { sm: 1 } }}
        >
          Add
        </Button>
      </Stack>
    </Box>
  );
}

/** Add and remove people and groups per operation; nothing is written until the change is reviewed. */
export function ChangeEditor({ connectionId, access, staged, onStaged, onReview, onReviewTree }: Props) {
  return (
    <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-labelledby="change-heading">
      <Typography id="change-heading" variant="h6" component="h2" gutterBottom>
        Change who can view or edit
      </Typography>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={3}>
        <OperationEditor connectionId={connectionId} operation="read" current={access.own.read} staged={staged} onStaged={onStaged} />
        <OperationEditor connectionId={connectionId} operation="update" current={access.own.update} staged={staged} onStaged={onStaged} />
      </Stack>
      <Box sx={{ mt: 2, pt: 2, borderTop: 1, borderColor: 'divider' }}>
        {staged.length > 0 && (
          <Box component="ul" sx={{ m: 0, mb: 1.5, pl: 3 }} aria-label="Staged changes">
            {staged.map((item) => (
              <Typography component="li" variant="body2" key={`${item.edit.operation}:${key(item.principal)}`}>
                {editSentence(item.edit, item.principal.type === 'group' ? `the group ${item.principal.name}` : item.principal.name)}
              </Typography>
            ))}
          </Box>
        )}
        <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end', alignItems: 'center' }}>
          <Typography variant="body2" color="text.secondary" sx={{ flexGrow: 1 }} aria-live="polite">
            {staged.length === 0 ? 'Nothing staged yet.' : `${plural(staged.length, 'change')} staged, not applied yet.`}
          </Typography>
          <Button disabled={staged.length === 0} onClick={() => onStaged([])}>
            Discard
          </Button>
          <Button variant="outlined" disabled={staged.length === 0} onClick={onReviewTree}>
            Apply to all pages below too…
          </Button>
          <Button variant="contained" disabled={staged.length === 0} onClick={onReview}>
            Review and apply
          </Button>
        </Stack>
      </Box>
    </Paper>
  );
}
