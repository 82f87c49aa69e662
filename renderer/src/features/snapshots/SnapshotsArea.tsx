import { Route, Routes } from 'react-router';
import type { AreaScreenProps } from '../../areas/catalog';
import { ComparisonPage } from './compare/ComparisonPage';
import { SnapshotsPage } from './list/SnapshotsPage';
import { RunPage } from './run/RunPage';

/**
 * Configuration snapshots: the list (take, import, export, delete, automatic ones), a comparison with what
 * changed and the choice of what to put back or copy with its dry run, and each run with its results and undo.
 * The shell remounts it when the connection changes.
 */
export default function SnapshotsArea({ connectionId }: AreaScreenProps) {
  return (
    <Routes>
      <Route index element={<SnapshotsPage connectionId={connectionId} />} />
      <Route path="compare/:jobId" element={<ComparisonPage connectionId={connectionId} />} />
      <Route path="runs/:jobId" element={<RunPage connectionId={connectionId} />} />
    </Routes>
  );
}
