import ManageAccountsOutlined from '@mui/icons-material/ManageAccountsOutlined';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { PageHeader } from '../../../shared/PageHeader';
import { SCAN_CONNECTION_PARAM, SCAN_JOB_PARAM } from '../userRoutes';
import { ScanScopeForm } from './ScanScopeForm';
import { ScanView } from './ScanView';

export function TokenReviewPage({ connectionId }: { connectionId: string }) {
  const [params, setParams] = useSearchParams();
  const requested = params.get(SCAN_JOB_PARAM);
  // An address without the connection (typed in by hand) is taken to mean the active one.
  const scanConnection = params.get(SCAN_CONNECTION_PARAM) ?? connectionId;
  // After a switch of connection the previous one's scan is dropped from the address, never shown or acted on.
  const foreign = requested !== null && scanConnection !== connectionId;
  const jobId = foreign ? null : requested;
  useEffect(() => {
    if (foreign) setParams({}, { replace: true });
  }, [foreign, setParams]);
  return (
    <>
      <PageHeader
        title="Users & tokens"
        icon={<ManageAccountsOutlined />}
        description="Review the API tokens of your organization: which are stale, never used or about to expire, and revoke the ones nobody needs."
      />
      {jobId === null ? (
        <ScanScopeForm
          connectionId={connectionId}
          onStarted={(started) => setParams({ [SCAN_JOB_PARAM]: started, [SCAN_CONNECTION_PARAM]: connectionId })}
        />
      ) : (
        <ScanView key={jobId} connectionId={connectionId} jobId={jobId} onNewScan={() => setParams({})} />
      )}
    </>
  );
}
