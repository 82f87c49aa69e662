import ViewKanbanOutlined from '@mui/icons-material/ViewKanbanOutlined';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { keepPreviousData } from '@tanstack/react-query';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { useChannelQuery } from '../../../api/hooks';
import { LoadErrorAlert } from '../../../shared/LoadErrorAlert';
import { LoadingBar } from '../../../shared/LoadingBar';
import { PageHeader } from '../../../shared/PageHeader';
import { SearchField } from '../../../shared/SearchField';
import { TimeText } from '../../../shared/TimeText';
import { useDebouncedValue } from '../../../shared/useDebouncedValue';
import { useNow } from '../../../shared/useNow';
import { projectPath } from '../shared/projectRoutes';
import { plural } from '../../../../../app/contract/words';

const typeWords: Record<string, string> = { software: 'Software', service_desk: 'Service management', business: 'Business' };

/** The site's projects, found by key or name; each opens its versions and notifications. */
export function ProjectsPage({ connectionId }: { connectionId: string }) {
  const [text, setText] = useState('');
  const query = useDebouncedValue(text.trim(), 300);
  const now = useNow(60_000);
  const list = useChannelQuery(
    'jira.projects.list',
    { connectionId, ...(query ? { query } : {}), orderBy: 'name', expand: ['lead', 'insight'] },
    { placeholderData: keepPreviousData },
  );
  const projects = list.data?.projects ?? [];

  return (
    <>
      <PageHeader title="Projects" icon={<ViewKanbanOutlined />} description="The site's projects with their lead and activity. Open one to look after its versions and see who its notifications reach." />
      <SearchField label="Find a project by key or name" value={text} onChange={(event) => setText(event.target.value)} fullWidth sx={{ mb: 2, maxWidth: 480 }} />
      <LoadingBar active={list.isFetching} label="Reading projects" />
      <LoadErrorAlert error={list.error} what="The projects could not be read." onRetry={() => void list.refetch()} sx={{ mb: 2 }} />
      {list.data && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }} aria-live="polite">
          {projects.length === 0 ? (query ? `No project key or name has “${query}”.` : 'This site has no projects you can see.') : plural(projects.length, 'project')}
        </Typography>
      )}
      {projects.length > 0 && (
        <Paper variant="outlined" sx={{ overflowX: 'auto' }}>
          <Table size="small" aria-label="Projects">
            <TableHead>
              <TableRow>
                <TableCell>Project</TableCell>
                <TableCell>Type</TableCell>
                <TableCell>Lead</TableCell>
                <TableCell align="right">Issues</TableCell>
                <TableCell>Last issue change</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {projects.map((project) => (
                <TableRow key={project.id} hover>
                  <TableCell>
                    <Link component={RouterLink} to={projectPath(project.key)} sx={{ fontWeight: 600 }}>
                      {project.name}
                    </Link>
                    <Typography variant="body2" color="text.secondary">
                      {project.key}
                      {project.teamManaged ? ' · team-managed' : ''}
                    </Typography>
                  </TableCell>
                  <TableCell>{typeWords[project.typeKey] ?? project.typeKey}</TableCell>
                  <TableCell>{project.lead ? (project.lead.displayName ?? 'Name hidden by privacy settings') : '—'}</TableCell>
                  <TableCell align="right">{project.issueCount?.toLocaleString() ?? '—'}</TableCell>
                  <TableCell>
                    <TimeText iso={project.lastIssueUpdate} now={now} fallback="No issues yet" />
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Paper>
      )}
    </>
  );
}
