import ArticleOutlined from '@mui/icons-material/ArticleOutlined';
import Button from '@mui/material/Button';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { Link, useLocation, useParams } from 'react-router';
import { useChannelQuery } from '../../../api/hooks';
import { LoadErrorAlert } from '../../../shared/LoadErrorAlert';
import { LoadingBar } from '../../../shared/LoadingBar';
import { PageHeader } from '../../../shared/PageHeader';
import { AccessTab } from '../access/AccessTab';
import { AttachmentsTab } from '../attachments/AttachmentsTab';
import { HistoryTab } from '../history/HistoryTab';
import { contentPath, pageAccessPath, pageAttachmentsPath, pagePath } from '../shared/contentRoutes';

/**
 * One page: who can view and edit it (and why), its versions (compare, restore, delete, clean up) and its attachments. Each tab has its own
 * address, so going back returns to the tab the admin was on.
 */
export function PageScreen({ connectionId }: { connectionId: string }) {
  const { pageId = '' } = useParams();
  const { pathname } = useLocation();
  const page = useChannelQuery('confluence.pages.get', { connectionId, pageId });
  const tab = pathname === pageAttachmentsPath(pageId) ? 'attachments' : pathname === pageAccessPath(pageId) ? 'access' : 'history';
  const title = page.data?.title ?? 'Page';

  return (
    <>
      <PageHeader
        title={title}
        icon={<ArticleOutlined />}
        description={page.data?.version ? `Version ${page.data.version.number} is the current one.` : undefined}
        actions={
          <Button component={Link} to={contentPath}>
            Back to pages
          </Button>
        }
      />
      <LoadingBar active={page.isPending} label="Reading the page" />
      <LoadErrorAlert error={page.error} what="This page could not be read." onRetry={() => void page.refetch()} sx={{ mb: 2 }} />
      {page.data && (
        <>
          <Tabs value={tab} aria-label="Page sections" sx={{ mb: 3, borderBottom: 1, borderColor: 'divider' }}>
            <Tab label="Access" value="access" component={Link} to={pageAccessPath(pageId)} />
            <Tab label="History" value="history" component={Link} to={pagePath(pageId)} />
            <Tab label="Attachments" value="attachments" component={Link} to={pageAttachmentsPath(pageId)} />
          </Tabs>
          {tab === 'attachments' && <AttachmentsTab connectionId={connectionId} pageId={pageId} />}
          {tab === 'access' && <AccessTab key={pageId} connectionId={connectionId} pageId={pageId} />}
          {tab === 'history' && <HistoryTab connectionId={connectionId} pageId={pageId} pageTitle={title} />}
        </>
      )}
    </>
  );
}
