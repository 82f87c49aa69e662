import type { HandlerSlice } from '../../handlers/types';
import type { CoreServices } from '../../services';
import type { Offboarding } from '../offboarding';
import { inventoryPreviewWords } from '../inventory';


/** The offboarding channels: each hands the session to the model and names what a write acted on. */
export function offboardingHandlers(services: CoreServices, offboarding: Offboarding): HandlerSlice<
  | 'offboarding.handover.plan'
  | 'offboarding.handover.getPlan'
  | 'offboarding.handoverDryRun.get'
  | 'offboarding.handover.start'
  | 'offboarding.handoverRollback.plan'
  | 'offboarding.handoverRollback.start'
  | 'offboarding.records.list'
  | 'offboarding.records.get'
  | 'offboarding.records.exportCsv'
> {
  return {
    'offboarding.handover.plan': async ({ connectionId, people }, ctx) => offboarding.plan(await services.api.session(connectionId), connectionId, people, ctx.signal),
    'offboarding.handover.getPlan': async ({ connectionId, jobId }) => {
      const inventory = offboarding.inventory(jobId, connectionId);
      if (offboarding.inventories.plans.firstShown(jobId, connectionId, inventory.state)) {
        await services.recordPreview({ connectionId, action: inventoryPreviewWords.action, target: inventoryPreviewWords.target(inventory) });
      }
      return inventory;
    },
    'offboarding.handoverDryRun.get': async ({ connectionId, planId, choices }, ctx) => offboarding.dryRun(await services.api.session(connectionId), planId, connectionId, choices, ctx.signal),
    'offboarding.handover.start': async ({ connectionId, planId, confirmation, choices }, ctx) => {
      const started = await offboarding.start(await services.api.session(connectionId), { connectionId, planId, confirmation, choices, signal: ctx.signal });
      ctx.describeTarget(started.target);
      return { jobId: started.jobId };
    },
    'offboarding.handoverRollback.plan': async ({ connectionId, runId }) => offboarding.rollbackPlan(runId, connectionId),
    'offboarding.handoverRollback.start': async ({ connectionId, planId, confirmation }, ctx) => {
      const started = await offboarding.rollback(await services.api.session(connectionId), { connectionId, planId, confirmation, signal: ctx.signal });
      ctx.describeTarget(started.target);
      return { jobId: started.jobId };
    },
    'offboarding.records.list': async ({ connectionId }) => ({ records: await offboarding.list(connectionId) }),
    'offboarding.records.get': async ({ connectionId, runId }) => offboarding.record(runId, connectionId),
    'offboarding.records.exportCsv': async ({ connectionId, runId }) => offboarding.csv(runId, connectionId),
  };
}
