import ManageAccountsOutlined from '@mui/icons-material/ManageAccountsOutlined';
import { useSearchParams } from 'react-router';
import { PageHeader } from '../../../shared/PageHeader';
import { SCAN_JOB_PARAM } from '../userRoutes';
import { UsersTabs } from '../UsersTabs';
import { ScanScopeForm } from './ScanScopeForm';
import { ScanView } from './ScanView';

export function TokenReviewPage({ connectionId }: { connectionId: string }) {
  const [params, setParams] = useSearchParams();
  const jobId = params.get(SCAN_JOB_PARAM);
  return (
    <>
      <PageHeader
        title="Users & tokens"
        icon={<ManageAccountsOutlined />}
        description="Review the API tokens of your organization: which are stale, never used or about to expire, and revoke the ones nobody needs."
      />
      <UsersTabs />
      {jobId === null ? (
        <ScanScopeForm connectionId={connectionId} onStarted={(started) => setParams({ [SCAN_JOB_PARAM]: started })} />
      ) : (
        <ScanView key={jobId} connectionId={connectionId} jobId={jobId} onNewScan={() => setParams({})} />
      )}
    </>
  );
}
