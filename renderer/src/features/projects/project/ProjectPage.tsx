import ArrowBack from '@mui/icons-material/ArrowBack';
import ViewKanbanOutlined from '@mui/icons-material/ViewKanbanOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { Link, useParams } from 'react-router';
import { useChannelQuery } from '../../../api/hooks';
import { PageHeader } from '../../../shared/PageHeader';
import { projectPath, projectsPath } from '../shared/projectRoutes';
import { NotificationsTab } from './NotificationsTab';
import { VersionsTab } from './VersionsTab';

/** One project: its versions, and its notifications. */
export function ProjectPage({ connectionId }: { connectionId: string }) {
  const { projectKey = '', tab = 'versions' } = useParams();
  const current = tab === 'notifications' ? 'notifications' : 'versions';
  const versions = useChannelQuery('jira.versions.list', { connectionId, projectIdOrKey: projectKey });
  const projectId = versions.data?.versions[0]?.projectId ?? null;
  return (
    <Box>
      <Button component={Link} to={projectsPath} startIcon={<ArrowBack />} sx={{ mb: 1 }}>
        Projects
      </Button>
      <PageHeader title={projectKey} icon={<ViewKanbanOutlined />} description="Versions and notifications of this project." />
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
