import { Route, Routes } from 'react-router';
import type { AreaScreenProps } from '../../areas/catalog';
import { OffboardPage } from './OffboardPage';
import { RecordPage } from './record/RecordPage';
import { RecordsPage } from './records/RecordsPage';

/**
 * Offboarding leavers: everything tied to each person, a hand-over plan, its dry run and run, and the
 * record of every run. The shell remounts it when the connection changes.
 */
export default function OffboardingArea({ connectionId }: AreaScreenProps) {
  return (
    <Routes>
      <Route index element={<OffboardPage connectionId={connectionId} />} />
      <Route path="records" element={<RecordsPage connectionId={connectionId} />} />
      <Route path="records/:runId" element={<RecordPage connectionId={connectionId} />} />
    </Routes>
  );
}
