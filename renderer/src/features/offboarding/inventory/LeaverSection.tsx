import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useMemo, type ReactNode } from 'react';
import type { LeaverInventory, OffboardPerson } from '../../../../../app/contract/offboarding/leavers.channels';
import { PersonAvatar } from '../../../shared/people/PersonAvatar';
import { groupFindings } from './findingGroups';
import { FindingsTable, type PlanControls } from './FindingsTable';

const statusChip: Record<OffboardPerson['status'], { label: string; color: 'success' | 'default' | 'warning' }> = {
  active: { label: 'Active', color: 'success' },
  inactive: { label: 'Deactivated', color: 'default' },
  closed: { label: 'Closed', color: 'default' },
  unknown: { label: 'Not in your directory', color: 'warning' },
};

interface Props {
  leaver: LeaverInventory;
  controls: PlanControls | null;
  /** The leaver's successor pickers and toggles, once the inventory is done. */
  plan?: ReactNode;
  now: Date;
}

/** One leaver: who they are, what could not be read, their plan, and what was found, by product. */
export function LeaverSection({ leaver, controls, plan, now }: Props) {
  const headingId = useId();
  const groups = useMemo(() => groupFindings(leaver.findings), [leaver.findings]);
  const { person } = leaver;
  const chip = statusChip[person.status];
  return (
    <Paper component="section" variant="outlined" aria-labelledby={headingId} sx={{ p: { xs: 2, md: 3 }, borderRadius: 3 }}>
      <Stack spacing={2.5}>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
          <PersonAvatar accountId={person.accountId} name={person.name} url={null} size={48} />
          <Box sx={{ minWidth: 0, flexGrow: 1 }}>
            <Typography variant="h2" id={headingId} sx={{ overflowWrap: 'anywhere' }}>
              {person.name}
            </Typography>
            {person.email && (
              <Typography color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                {person.email}
              </Typography>
            )}
          </Box>
          <Chip size="small" label={chip.label} color={chip.color} variant="outlined" aria-label={`Status: ${chip.label}`} />
        </Stack>
        {leaver.unread.map((sentence) => (
          <Alert key={sentence} severity="warning">
            {sentence}
          </Alert>
        ))}
        {plan}
        {groups.length === 0 && <Typography color="text.secondary">Nothing in Admin, Confluence or Jira is tied to them.</Typography>}
        {groups.map((group) => (
          <Box key={group.product}>
            <Typography variant="h3" sx={{ mb: 1 }}>
              {group.heading}
            </Typography>
            <FindingsTable findings={group.findings} label={`${group.heading}, ${person.name}`} controls={controls} now={now} />
          </Box>
        ))}
      </Stack>
    </Paper>
  );
}
