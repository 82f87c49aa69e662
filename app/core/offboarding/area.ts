import { join } from 'node:path';
import type { CoreArea } from '../area';
import { offboardingHandlers } from './handlers/offboarding';
import { Offboarding } from './offboarding';
import { OffboardRecords } from './records';
import { resumableOffboarding } from './resumable-run';

/** Offboarding leavers across the products. Keeps each run's record in the data folder. */
export const offboardingArea: CoreArea<'offboarding'> = {
  name: 'offboarding',
  start: (services) => {
    const records = new OffboardRecords(join(services.dataDir, 'offboarding'));
    const offboarding = new Offboarding(services.jobs, records, (connectionId) => services.connections.nameOf(connectionId) ?? 'this connection');
    services.resumableKinds.add(resumableOffboarding(services, offboarding));
    return {
      handlers: offboardingHandlers(services, offboarding),
      // Records are the admin's audit trail: removing a connection does not erase them.
      forgetConnection: async () => undefined,
      dispose: () => records.close(),
    };
  },
};
