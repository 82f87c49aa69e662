import AddOutlined from '@mui/icons-material/AddOutlined';
import CleaningServicesOutlined from '@mui/icons-material/CleaningServicesOutlined';
import CompareArrowsOutlined from '@mui/icons-material/CompareArrowsOutlined';
import NotificationsOutlined from '@mui/icons-material/NotificationsOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridColDef, type GridRowSelectionModel } from '@mui/x-data-grid';
import { useMemo, useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import type { SchemeSummary } from '../../../../../app/contract/jira/schemes.channels';
import { projectLabel } from '../../../../../app/contract/jira/projects';
import { GuardedButton } from '../../../shared/GuardedButton';
import { LoadErrorAlert } from '../../../shared/LoadErrorAlert';
import { LoadingBar } from '../../../shared/LoadingBar';
import { PageHeader } from '../../../shared/PageHeader';
import { SearchField } from '../../../shared/SearchField';
import { allowed, refused } from '../../../shared/availability';
import { gridLook } from '../../../shared/gridLook';
import { useNotify } from '../../../shell/NotifyProvider';
import { SchemeSettingsDialog } from '../scheme/SchemeSettingsDialog';
import { comparePath, schemePath } from '../shared/projectRoutes';
import { useRefreshSchemes } from '../shared/useRefreshSchemes';
import { useSchemeList } from '../shared/useSchemeList';
import { OrphanCleanupDialog } from './OrphanCleanupDialog';
import { filterSchemes, usageWords } from './schemeListModel';

const columns: GridColDef<SchemeSummary>[] = [
  {
    field: 'name',
    headerName: 'Scheme',
    flex: 1.2,
    minWidth: 220,
    renderCell: ({ row, tabIndex }) => (
      <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', minWidth: 0, flexWrap: 'wrap' }}>
        <Link component={RouterLink} to={schemePath(row.id)} tabIndex={tabIndex} underline="hover">
          {row.name}
        </Link>
        {row.isDefault && <Chip size="small" color="primary" label="Default" />}
      </Stack>
    ),
  },
  {
    field: 'projects',
    headerName: 'Used by',
    flex: 1.4,
    minWidth: 220,
    sortComparator: (a: SchemeSummary['projects'], b: SchemeSummary['projects']) => a.length - b.length,
    renderCell: ({ row }) =>
      row.projects.length === 0 ? (
        <Chip size="small" variant="outlined" color={row.isDefault ? 'default' : 'warning'} label={row.isDefault ? 'No project yet: new projects get it' : 'Used by no project'} />
      ) : (
        <Typography variant="body2" sx={{ whiteSpace: 'normal' }} title={row.projects.map(projectLabel).join(', ')}>
          {usageWords(row.projects)}
        </Typography>
      ),
  },
  {
    field: 'description',
    headerName: 'Description',
    flex: 1.6,
    minWidth: 200,
    renderCell: ({ row }) => (
      <Typography variant="body2" color={row.description ? 'text.primary' : 'text.secondary'} sx={{ whiteSpace: 'normal' }}>
        {row.description ?? '—'}
      </Typography>
    ),
  },
];

/** Every notification scheme with the projects using it: open one, create, compare two, clean up the unused ones. */
export function SchemesPage({ connectionId }: { connectionId: string }) {
  const list = useSchemeList(connectionId);
  const navigate = useNavigate();
  const notify = useNotify();
  const refresh = useRefreshSchemes();
  const [text, setText] = useState('');
  const [unusedOnly, setUnusedOnly] = useState(false);
  const [selection, setSelection] = useState<GridRowSelectionModel>({ type: 'include', ids: new Set() });
  const [dialog, setDialog] = useState<'create' | 'orphans' | null>(null);
  const schemes = list.data?.schemes;
  const rows = useMemo(() => filterSchemes(schemes ?? [], text, unusedOnly), [schemes, text, unusedOnly]);
  const picked = [...selection.ids].map(String);
  const orphans = (schemes ?? []).filter((scheme) => !scheme.isDefault && scheme.projects.length === 0).length;

  return (
    <>
      <PageHeader
        title="Notification schemes"
        icon={<NotificationsOutlined />}
        description="Who Jira e-mails about what, per scheme, and the projects each scheme serves. Open a scheme to see and change its recipients."
        actions={
          <>
            <GuardedButton
              sx={{ whiteSpace: 'nowrap' }}
              startIcon={<CleaningServicesOutlined />}
              availability={!schemes ? refused('The schemes are still loading.') : orphans === 0 ? refused('Every scheme is used by a project.') : allowed}
              onClick={() => setDialog('orphans')}
            >
              Clean up unused ({orphans})
            </GuardedButton>
            <Button variant="contained" startIcon={<AddOutlined />} onClick={() => setDialog('create')} sx={{ whiteSpace: 'nowrap' }}>
              New scheme
            </Button>
          </>
        }
      />
      <Stack direction="row" spacing={1.5} useFlexGap sx={{ mb: 2, alignItems: 'center', flexWrap: 'wrap' }}>
        <SearchField size="small" label="Filter by name or project" value={text} onChange={(event) => setText(event.target.value)} sx={{ flex: '0 1 320px', minWidth: 220 }} />
        <FormControlLabel control={<Switch checked={unusedOnly} onChange={(_e, on) => setUnusedOnly(on)} />} label="Only schemes no project uses" sx={{ whiteSpace: 'nowrap', mr: 0 }} />
        <Box sx={{ flexGrow: 1 }} />
        <GuardedButton
          sx={{ whiteSpace: 'nowrap', flexShrink: 0 }}
          startIcon={<CompareArrowsOutlined />}
          availability={picked.length === 2 ? allowed : refused('Tick exactly two schemes to compare them.')}
          onClick={() => void navigate(comparePath(picked[0], picked[1]))}
        >
          Compare the two
        </GuardedButton>
      </Stack>
      <LoadingBar active={list.isFetching} label="Loading the notification schemes" />
      <LoadErrorAlert error={list.error} what="The notification schemes could not be read." onRetry={() => void list.refetch()} sx={{ mb: 2 }} />
      <Box sx={{ height: 'calc(100vh - 300px)', minHeight: 360, '& .MuiDataGrid-cell': { py: 1 } }}>
        <DataGrid
          rows={rows}
          columns={columns}
          loading={list.isLoading}
          checkboxSelection
          disableRowSelectionOnClick
          rowSelectionModel={selection}
          onRowSelectionModelChange={setSelection}
          getRowHeight={() => 'auto'}
          initialState={{ sorting: { sortModel: [{ field: 'name', sort: 'asc' }] } }}
          aria-label="Notification schemes"
          localeText={{ noRowsLabel: unusedOnly ? 'Every scheme is used by a project.' : 'No scheme matches.' }}
          sx={gridLook}
        />
      </Box>
      {dialog === 'create' && (
        <SchemeSettingsDialog
          connectionId={connectionId}
          scheme={null}
          onSaved={(id, name) => {
            setDialog(null);
            refresh();
            notify.success(`Created “${name}”. Add its recipients here.`);
            void navigate(schemePath(id));
          }}
          onClose={() => setDialog(null)}
        />
      )}
      {dialog === 'orphans' && <OrphanCleanupDialog connectionId={connectionId} onClose={() => setDialog(null)} />}
    </>
  );
}
