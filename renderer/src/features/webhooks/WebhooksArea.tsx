import { Route, Routes } from 'react-router';
import type { AreaScreenProps } from '../../areas/catalog';
import { SignatureCheckerPage } from './checker/SignatureCheckerPage';
import { TestDeliveryPage } from './delivery/TestDeliveryPage';
import { WebhooksPage } from './list/WebhooksPage';
import { RotationPage } from './rotation/RotationPage';

/**
 * The Webhooks area: its own routes below `/webhooks`. The shell remounts it when the connection changes,
 * so no dialog, filter or shown secret of the previous organization stays on screen.
 */
export default function WebhooksArea({ connectionId }: AreaScreenProps) {
  return (
    <Routes>
      <Route index element={<WebhooksPage connectionId={connectionId} />} />
      <Route path="check" element={<SignatureCheckerPage connectionId={connectionId} />} />
      <Route path="test" element={<TestDeliveryPage connectionId={connectionId} />} />
      <Route path="rotations/:rotationId" element={<RotationPage connectionId={connectionId} />} />
    </Routes>
  );
}
