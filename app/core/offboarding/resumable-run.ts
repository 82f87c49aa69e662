import type { ResumableKind } from '../../jobs/journal/resumable';
import type { CoreServices } from '../services';
import { RUN_KIND, RunStepInput, type Offboarding, type RunStep } from './offboarding';
import { stepInPlace } from './step-work';

/**
 * An offboarding run picked up after Orgdesk stopped in the middle of it: a step whose write was under way
 * is settled by reading whether its change is in place; the rest run as they would have, each checking
 * first that what it changes is still as the inventory found it (else it is skipped, saying so), and each
 * writing its outcome into the run's record.
 */
export function resumableOffboarding(services: Pick<CoreServices, 'api'>, offboarding: Offboarding): ResumableKind<RunStep> {
  return {
    kind: RUN_KIND,
    input: RunStepInput,
    work: (connectionId) => async (item, ctx) => offboarding.runStep(await services.api.session(connectionId), item.input, ctx),
    settle: async ({ input }, connectionId, signal) => stepInPlace(await services.api.session(connectionId), input.work, signal),
    // Each step reads what it changes before it writes, and skips what someone changed since: nothing to check twice.
    recheck: () => Promise.resolve(null),
  };
}
