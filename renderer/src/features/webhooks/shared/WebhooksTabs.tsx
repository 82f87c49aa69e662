import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { Link, useLocation } from 'react-router';
import { signatureCheckerPath, testDeliveryPath, webhooksPath } from './webhookRoutes';

/** The area's three places: the list, the signature checker, the test delivery. */
export function WebhooksTabs() {
  const { pathname } = useLocation();
  const value = [signatureCheckerPath, testDeliveryPath].find((path) => pathname.startsWith(path)) ?? webhooksPath;
  return (
    <Tabs value={value} aria-label="Webhooks sections" sx={{ mb: 3, borderBottom: 1, borderColor: 'divider' }}>
      <Tab label="Webhooks" value={webhooksPath} component={Link} to={webhooksPath} />
      <Tab label="Signature checker" value={signatureCheckerPath} component={Link} to={signatureCheckerPath} />
      <Tab label="Test delivery" value={testDeliveryPath} component={Link} to={testDeliveryPath} />
    </Tabs>
  );
}
