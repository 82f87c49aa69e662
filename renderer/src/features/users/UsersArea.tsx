import { Route, Routes } from 'react-router';
import { AccountPage } from './account/AccountPage';
import { FindPeoplePage } from './people/FindPeoplePage';
import { TokenReviewPage } from './review/TokenReviewPage';
import { usersArea } from '../areas/areaCatalog';
import { AreaConnectionGate } from '../areas/ConnectionReadiness';

/**
 * The Users & tokens area: its own routes below `/users`. They are keyed by the connection, so a switch
 * starts every screen afresh: no search, scan or dialog of the previous organization stays on screen.
 */
export function UsersArea() {
  return (
    <AreaConnectionGate area={usersArea}>
      {(connectionId) => (
        <Routes key={connectionId}>
          <Route index element={<FindPeoplePage connectionId={connectionId} />} />
          <Route path="review" element={<TokenReviewPage connectionId={connectionId} />} />
          <Route path="account/:accountId" element={<AccountPage connectionId={connectionId} />} />
        </Routes>
      )}
    </AreaConnectionGate>
  );
}
