import type { ResumableKind } from '../../jobs/journal/resumable';
import type { CoreServices } from '../services';
import { KeptStep } from './apply-plan';
import { findCreated, stepInPlace } from './step-check';
import { APPLY_KIND, type Snapshots } from './snapshots';

/**
 * An apply run (a restore or a copy) picked up after Orgdesk stopped in the middle of it: a step whose
 * write was under way is settled by reading whether its change is in place; the rest run as they would
 * have, each adding what it changed to the run's record so its undo stays whole. Undo itself is a restore
 * from the snapshot saved before the run, offered on the Snapshots screen, so the journal offers none.
 */
export function resumableApply(services: Pick<CoreServices, 'api' | 'connections'>, snapshots: Snapshots): ResumableKind<KeptStep> {
  return {
    kind: APPLY_KIND,
    input: KeptStep,
    work: (connectionId) => async (item, ctx) => snapshots.runStep(await services.api.session(connectionId), connectionId, item.input, ctx),
    settle: async ({ input }, connectionId, signal) => {
      const target = { session: await services.api.session(connectionId), workspace: services.connections.find(connectionId).bitbucket?.workspace ?? null };
      const inPlace = await stepInPlace(target, input.work, signal);
      // A thing created just before the stop is in the run's record too, so its undo removes it.
      const created = inPlace && input.work.action === 'create' ? await findCreated(target, input.work, signal) : null;
      if (created !== null) await snapshots.store.addTouched(input.runId, created);
      return inPlace;
    },
    // A step writes the snapshot's state whatever it finds: a thing changed since is put back all the same, as the admin chose.
    recheck: () => Promise.resolve(null),
  };
}
