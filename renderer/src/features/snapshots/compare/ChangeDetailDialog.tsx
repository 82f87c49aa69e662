import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import { useMemo } from 'react';
import type { ChangeSummary, SnapshotChange } from '../../../../../app/contract/snapshots/changes';
import { useChannelQuery } from '../../../api/hooks';
import { LoadErrorAlert } from '../../../shared/LoadErrorAlert';
import { DialogFrame } from '../../../shared/DialogFrame';
import { PrincipalList } from '../../../shared/people/PrincipalList';
import { EventChanges } from '../../../shared/schemes/EventChanges';
import { visuallyHidden } from '../../../shared/visuallyHidden';
import { fieldRows, listPrincipals, schemeEventRows, type FieldRow } from './detailModel';

/** What the two columns are called: "In the snapshot" and "On the site now", or two snapshots' names. */
export interface SideNames {
  before: string;
  after: string;
}

function FieldsTable({ rows, names }: { rows: readonly FieldRow[]; names: SideNames }) {
  return (
    <Box
      component="table"
      aria-label="Fields before and after"
      sx={(theme) => ({
        width: '100%',
        borderCollapse: 'collapse',
        tableLayout: 'fixed',
        '& th, & td': { borderBottom: `1px solid ${theme.palette.divider}`, p: '6px 8px', verticalAlign: 'top', textAlign: 'left', fontSize: 14, overflowWrap: 'anywhere' },
        '& thead th': { fontWeight: 600 },
        '& th[scope=row]': { fontWeight: 500, width: '22%' },
        '& td.differs': { bgcolor: alpha(theme.palette.warning.main, theme.palette.mode === 'dark' ? 0.2 : 0.1) },
        '& pre': { m: 0, maxHeight: 200, overflow: 'auto', whiteSpace: 'pre-wrap', fontSize: 12 },
      })}
    >
      <thead>
        <tr>
          <th scope="col">Field</th>
          <th scope="col">{names.before}</th>
          <th scope="col">{names.after}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.label}>
            <th scope="row">
              {row.label}
              {row.differs && <Box component="span" sx={visuallyHidden}> (differs)</Box>}
            </th>
            {[row.before, row.after].map((value, index) => (
              <td key={index} className={row.differs ? 'differs' : undefined}>
                {row.long ? <pre>{value}</pre> : value}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </Box>
  );
}

function Restrictions({ change, names }: { change: Extract<SnapshotChange, { kind: 'restriction' }>; names: SideNames }) {
  return (
    <Stack spacing={2.5}>
      {(['read', 'update'] as const).map((operation) => (
        <Box key={operation} component="section" aria-label={`Who can ${operation === 'read' ? 'view' : 'edit'}: before and after`}>
          <Typography variant="h6" component="h3" sx={{ fontSize: '1rem', mb: 1 }}>
            Who can {operation === 'read' ? 'view' : 'edit'}
          </Typography>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <PrincipalList principals={listPrincipals(change.before?.[operation])} heading={names.before} />
            <PrincipalList principals={listPrincipals(change.after?.[operation])} heading={names.after} />
          </Stack>
        </Box>
      ))}
    </Stack>
  );
}

function Lines({ lines }: { lines: readonly string[] }) {
  if (lines.length === 0) return null;
  return (
    <Box component="section" aria-label="What differs">
      <Typography variant="h6" component="h3" sx={{ fontSize: '1rem', mb: 0.5 }}>
        What differs
      </Typography>
      <Box component="ul" sx={{ m: 0, pl: 3, maxHeight: 240, overflowY: 'auto' }}>
        {lines.map((line, index) => (
          <Typography component="li" variant="body2" key={index}>
            {line}
          </Typography>
        ))}
      </Box>
    </Box>
  );
}

interface Props {
  connectionId: string;
  /** The comparison's job, which keeps its changes' two sides. */
  comparisonId: string;
  change: ChangeSummary;
  names: SideNames;
  crossSite: boolean;
  onClose(): void;
}

/**
 * One change, before and after, in the view its area uses: a scheme's recipients per event as the scheme
 * editor shows them, a page's view and edit lists as its Access tab does, and every other field side by side.
 * The comparison lists changes without their sides; this reads the one change it shows.
 */
export function ChangeDetailDialog({ connectionId, comparisonId, change: summary, names, crossSite, onClose }: Props) {
  const read = useChannelQuery('snapshots.comparisonChange.get', { connectionId, jobId: comparisonId, key: summary.key });
  const change = read.data ?? null;
  const fields = useMemo(() => (change ? fieldRows(change) : []), [change]);
  const events = useMemo(() => (change?.kind === 'scheme' ? schemeEventRows(change.before, change.after, crossSite) : []), [change, crossSite]);
  return (
    <DialogFrame title={summary.target} maxWidth="md" bodyLabel={`${summary.target}: before and after`} progress={read.isPending ? 'Reading the change' : null} onClose={onClose}>
      <Stack spacing={2.5}>
        <Lines lines={summary.lines} />
        <LoadErrorAlert error={read.error} what="The before and after of this change could not be read." onRetry={() => void read.refetch()} />
        {change && (change.kind === 'restriction' ? <Restrictions change={change} names={names} /> : <FieldsTable rows={fields} names={names} />)}
        {change?.kind === 'scheme' && (
          <Box>
            <Typography variant="h6" component="h3" sx={{ fontSize: '1rem' }}>
              Who is notified, by event
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 0.5 }}>
              Green: only in “{names.after}”. Red: only in “{names.before}”.
            </Typography>
            {events.length === 0 ? (
              <Typography variant="body2">The same people are notified of the same events.</Typography>
            ) : (
              <EventChanges rows={events} label="Recipients by event" />
            )}
          </Box>
        )}
      </Stack>
    </DialogFrame>
  );
}
