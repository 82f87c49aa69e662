import ArrowBack from '@mui/icons-material/ArrowBack';
import CompareArrowsOutlined from '@mui/icons-material/CompareArrowsOutlined';
import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { alpha, type Theme } from '@mui/material/styles';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { SchemeComparison, SchemeSummary } from '../../../../../app/contract/jira/schemes.channels';
import { agreeing, plural } from '../../../../../app/contract/words';
import { useChannelQuery } from '../../../api/hooks';
import { LoadErrorAlert } from '../../../shared/LoadErrorAlert';
import { LoadingBar } from '../../../shared/LoadingBar';
import { PageHeader } from '../../../shared/PageHeader';
import { schemesPath } from '../shared/projectRoutes';
import { useSchemeList } from '../shared/useSchemeList';

const tableLook = (theme: Theme) => {
  const dark = theme.palette.mode === 'dark';
  return {
    width: '100%',
    borderCollapse: 'collapse',
    tableLayout: 'fixed',
    '& th, & td': { borderBottom: `1px solid ${theme.palette.divider}`, padding: '8px 10px', verticalAlign: 'top', textAlign: 'left' },
    '& thead th': { fontWeight: 600, position: 'sticky', top: 0, background: theme.palette.background.paper, zIndex: 1 },
    '& th[scope=row]': { fontWeight: 500, width: '20%' },
    '& td.left.differs': { background: alpha(theme.palette.warning.main, dark ? 0.22 : 0.12) },
    '& td.right.differs': { background: alpha(theme.palette.info.main, dark ? 0.22 : 0.1) },
    '& ul': { margin: 0, paddingLeft: '18px' },
    '& li': { fontSize: 14 },
    '& .none': { color: theme.palette.text.secondary, fontSize: 14 },
  } as const;
};

function Names({ names }: { names: readonly string[] }) {
  if (names.length === 0) return <span className="none">—</span>;
  return (
    <ul>
      {names.map((name) => (
        <li key={name}>{name}</li>
      ))}
    </ul>
  );
}

function ComparisonTable({ comparison, differencesOnly }: { comparison: SchemeComparison; differencesOnly: boolean }) {
  const rows = differencesOnly ? comparison.rows.filter((row) => row.onlyLeft.length + row.onlyRight.length > 0) : comparison.rows;
  return (
    <Box component="table" sx={tableLook} aria-label={`“${comparison.left.name}” and “${comparison.right.name}” side by side`}>
      <thead>
        <tr>
          <th scope="col">Event</th>
          <th scope="col">Only in “{comparison.left.name}”</th>
          <th scope="col">In both</th>
          <th scope="col">Only in “{comparison.right.name}”</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.eventId}>
            <th scope="row">{row.eventName}</th>
            <td className={row.onlyLeft.length > 0 ? 'left differs' : 'left'}>
              <Names names={row.onlyLeft} />
            </td>
            <td>
              <Names names={row.both} />
            </td>
            <td className={row.onlyRight.length > 0 ? 'right differs' : 'right'}>
              <Names names={row.onlyRight} />
            </td>
          </tr>
        ))}
      </tbody>
    </Box>
  );
}

function SchemeChoice({ label, schemes, value, onChange }: { label: string; schemes: readonly SchemeSummary[]; value: string | null; onChange(id: string | null): void }) {
  return (
    <Autocomplete
      options={schemes}
      value={schemes.find((scheme) => scheme.id === value) ?? null}
      onChange={(_event, next) => onChange(next?.id ?? null)}
      getOptionLabel={(scheme) => scheme.name}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      renderInput={(params) => <TextField {...params} label={label} />}
      sx={{ flex: 1, minWidth: 240 }}
    />
  );
}

/** Any two schemes side by side, per event: who only one of them notifies is highlighted. */
export function ComparePage({ connectionId }: { connectionId: string }) {
  const [params, setParams] = useSearchParams();
  const left = params.get('left');
  const right = params.get('right');
  const [differencesOnly, setDifferencesOnly] = useState(false);
  const list = useSchemeList(connectionId);
  const ready = left !== null && right !== null && left !== right;
  const comparison = useChannelQuery(
    'jira.notificationSchemes.getComparison',
    { connectionId, leftId: left ?? '', rightId: right ?? '' },
    { enabled: ready },
  );
  const choose = (side: 'left' | 'right', id: string | null) => {
    const next = new URLSearchParams(params);
    if (id) next.set(side, id);
    else next.delete(side);
    setParams(next, { replace: true });
  };
  const data = ready ? comparison.data : undefined;

  return (
    <Stack>
      <Button component={Link} to={schemesPath} startIcon={<ArrowBack />} sx={{ alignSelf: 'flex-start', mb: 1 }}>
        Notification schemes
      </Button>
      <PageHeader title="Compare two schemes" icon={<CompareArrowsOutlined />} description="Who each scheme notifies of each event, side by side; what only one of them does is highlighted." />
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ mb: 2, alignItems: { md: 'center' } }}>
        <SchemeChoice label="Scheme on the left" schemes={list.data?.schemes ?? []} value={left} onChange={(id) => choose('left', id)} />
        <SchemeChoice label="Scheme on the right" schemes={list.data?.schemes ?? []} value={right} onChange={(id) => choose('right', id)} />
        <FormControlLabel control={<Switch checked={differencesOnly} onChange={(_e, on) => setDifferencesOnly(on)} />} label="Only events that differ" />
      </Stack>
      <LoadingBar active={list.isFetching || comparison.isFetching} label="Comparing" />
      <LoadErrorAlert error={list.error ?? (ready ? comparison.error : null)} what="The schemes could not be compared." onRetry={() => void (list.error ? list.refetch() : comparison.refetch())} sx={{ mb: 2 }} />
      {left !== null && left === right && <Alert severity="info">Choose two different schemes.</Alert>}
      {!ready && left !== right && <Typography color="text.secondary">Choose a scheme on each side.</Typography>}
      {data && (
        <Stack spacing={2}>
          <Alert severity={data.differences === 0 ? 'success' : 'info'} aria-live="polite">
            {data.differences === 0
              ? 'The two schemes notify the same recipients of the same events.'
              : `${plural(data.differences, 'recipient')} ${agreeing(data.differences, 'differs', 'differ')} across ${plural(data.rows.filter((row) => row.onlyLeft.length + row.onlyRight.length > 0).length, 'event')}.`}
          </Alert>
          <ComparisonTable comparison={data} differencesOnly={differencesOnly} />
        </Stack>
      )}
    </Stack>
  );
}
