import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { Link, useLocation } from 'react-router';
import { findPeoplePath, tokenReviewPath } from './userRoutes';

/** Switches between the area's two starting points. */
export function UsersTabs() {
  const { pathname } = useLocation();
  const value = pathname.startsWith(tokenReviewPath) ? tokenReviewPath : findPeoplePath;
  return (
    <Tabs value={value} aria-label="Users & tokens sections" sx={{ mb: 3, borderBottom: 1, borderColor: 'divider' }}>
      <Tab label="Find people" value={findPeoplePath} component={Link} to={findPeoplePath} />
      <Tab label="Token review" value={tokenReviewPath} component={Link} to={tokenReviewPath} />
    </Tabs>
  );
}
