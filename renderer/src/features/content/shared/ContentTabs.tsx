import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { Link, useLocation } from 'react-router';
import { contentPath, customContentPath, largestPath, restrictedPath, rollbackPath, templatesPath } from './contentRoutes';

const sections = [
  { label: 'Pages', path: contentPath },
  { label: 'Restricted pages', path: restrictedPath },
  { label: 'Roll back a run', path: rollbackPath },
  { label: 'Largest files', path: largestPath },
  { label: 'Templates', path: templatesPath },
  { label: 'Custom content', path: customContentPath },
];

/** The area's places that work across pages; one page's history and files open from Pages. */
export function ContentTabs() {
  const { pathname } = useLocation();
  const value = sections.slice(1).find((section) => pathname.startsWith(section.path))?.path ?? contentPath;
  return (
    <Tabs value={value} aria-label="Content sections" variant="scrollable" allowScrollButtonsMobile sx={{ mb: 3, borderBottom: 1, borderColor: 'divider' }}>
      {sections.map((section) => (
        <Tab key={section.path} label={section.label} value={section.path} component={Link} to={section.path} />
      ))}
    </Tabs>
  );
}
