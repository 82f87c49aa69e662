import { Route, Routes } from 'react-router';
import type { AreaScreenProps } from '../../areas/catalog';
import { ComparePage } from './compare/ComparePage';
import { PeoplePage } from './people/PeoplePage';
import { ProjectPage } from './project/ProjectPage';
import { ProjectsPage } from './projects/ProjectsPage';
import { SchemePage } from './scheme/SchemePage';
import { SchemesPage } from './schemes/SchemesPage';

/**
 * The Projects area: projects with their versions and notifications, the notification schemes, and
 * Jira's people searches. The shell remounts it when the connection changes.
 */
export default function ProjectsArea({ connectionId }: AreaScreenProps) {
  return (
    <Routes>
      <Route index element={<ProjectsPage connectionId={connectionId} />} />
      <Route path="project/:projectKey/:tab?" element={<ProjectPage connectionId={connectionId} />} />
      <Route path="schemes" element={<SchemesPage connectionId={connectionId} />} />
      <Route path="schemes/:schemeId" element={<SchemePage connectionId={connectionId} />} />
      <Route path="compare" element={<ComparePage connectionId={connectionId} />} />
      <Route path="people" element={<PeoplePage connectionId={connectionId} />} />
    </Routes>
  );
}
