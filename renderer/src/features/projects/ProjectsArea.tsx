import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { Link, Route, Routes, useLocation } from 'react-router';
import type { AreaScreenProps } from '../../areas/catalog';
import { ComparePage } from './compare/ComparePage';
import { PeoplePage } from './people/PeoplePage';
import { ProjectPage } from './project/ProjectPage';
import { ProjectsPage } from './projects/ProjectsPage';
import { SchemePage } from './scheme/SchemePage';
import { SchemesPage } from './schemes/SchemesPage';
import { peoplePath, projectsPath, schemesPath } from './shared/projectRoutes';

function sectionOf(pathname: string): string {
  if (pathname.startsWith(schemesPath) || pathname.startsWith('/projects/compare')) return schemesPath;
  if (pathname.startsWith(peoplePath)) return peoplePath;
  return projectsPath;
}

/**
 * The Projects area: projects with their versions and notifications, the notification schemes, and
 * Jira's people searches. The shell remounts it when the connection changes.
 */
export default function ProjectsArea({ connectionId }: AreaScreenProps) {
  const { pathname } = useLocation();
  return (
    <>
      <Tabs value={sectionOf(pathname)} aria-label="Projects area" sx={{ mb: 3, borderBottom: 1, borderColor: 'divider' }}>
        <Tab value={projectsPath} label="Projects" component={Link} to={projectsPath} />
        <Tab value={schemesPath} label="Notification schemes" component={Link} to={schemesPath} />
        <Tab value={peoplePath} label="People" component={Link} to={peoplePath} />
      </Tabs>
      <Routes>
        <Route index element={<ProjectsPage connectionId={connectionId} />} />
        <Route path="project/:projectKey/:tab?" element={<ProjectPage connectionId={connectionId} />} />
        <Route path="schemes" element={<SchemesPage connectionId={connectionId} />} />
        <Route path="schemes/:schemeId" element={<SchemePage connectionId={connectionId} />} />
        <Route path="compare" element={<ComparePage connectionId={connectionId} />} />
        <Route path="people" element={<PeoplePage connectionId={connectionId} />} />
      </Routes>
    </>
  );
}
