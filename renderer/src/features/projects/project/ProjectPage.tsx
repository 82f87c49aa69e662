import ArrowBack from '@mui/icons-material/ArrowBack';
import ViewKanbanOutlined from '@mui/icons-material/ViewKanbanOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { Link, useParams } from 'react-router';
import { useChannelQuery } from '../../../api/hooks';
import { LoadErrorAlert } from '../../../shared/LoadErrorAlert';
import { PageHeader } from '../../../shared/PageHeader';
import { projectPath, projectsPath } from '../shared/projectRoutes';
import { NotificationsTab } from './NotificationsTab';
import { VersionsTab } from './VersionsTab';

/** One project: its versions, and its notifications. */
export function ProjectPage({ connectionId }: { connectionId: string }) {
  const { projectKey = '', tab = 'versions' } = useParams();
  const current = tab === 'notifications' ? 'notifications' : 'versions';
  const project = useChannelQuery('jira.projects.get', { connectionId, projectIdOrKey: projectKey });
  const projectId = project.data?.id ?? null;
  return (
    <Box>
      <Button component={Link} to={projectsPath} startIcon={<ArrowBack />} sx={{ mb: 1 }}>
        Projects
      </Button>
      <PageHeader
        title={project.data?.name ?? projectKey}
        icon={<ViewKanbanOutlined />}
        description={`${projectKey}${project.data?.lead?.displayName ? `, led by ${project.data.lead.displayName}` : ''}: its versions and who its notifications reach.`}
      />
      <LoadErrorAlert error={project.error} what="This project could not be read." onRetry={() => void project.refetch()} sx={{ mb: 2 }} />
      <Tabs value={current} aria-label="Project" sx={{ mb: 2.5, borderBottom: 1, borderColor: 'divider' }}>
        <Tab value="versions" label="Versions" component={Link} to={projectPath(projectKey, 'versions')} />
        <Tab value="notifications" label="Notifications" component={Link} to={projectPath(projectKey, 'notifications')} />
      </Tabs>
      {current === 'versions' ? (
        <VersionsTab connectionId={connectionId} projectKey={projectKey} projectId={projectId} />
      ) : (
        <NotificationsTab connectionId={connectionId} projectKey={projectKey} />
      )}
    </Box>
  );
}
