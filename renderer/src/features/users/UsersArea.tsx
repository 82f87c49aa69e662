import { Route, Routes } from 'react-router';
import type { AreaScreenProps } from '../../areas/catalog';
import { AccountPage } from './account/AccountPage';
import { FindPeoplePage } from './people/FindPeoplePage';
import { TokenReviewPage } from './review/TokenReviewPage';
import { ScanDraftProvider } from './review/scanDraft';

/**
 * The Users & tokens area: its own routes below `/users`. The shell remounts it when the connection
 * changes, so no search, scan or dialog of the previous organization stays on screen.
 */
export default function UsersArea({ connectionId }: AreaScreenProps) {
  return (
    <ScanDraftProvider>
      <Routes>
        <Route index element={<FindPeoplePage connectionId={connectionId} />} />
        <Route path="review" element={<TokenReviewPage connectionId={connectionId} />} />
        <Route path="account/:accountId" element={<AccountPage connectionId={connectionId} />} />
      </Routes>
    </ScanDraftProvider>
  );
}
