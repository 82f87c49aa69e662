import type { DemoDelivery } from '../../api/bitbucket/demo-events';
import type { DemoDeliveryOutcome } from '../../contract/bitbucket/webhooks';

/** One demo delivery as the test-delivery screen shows it: how it ended, how often it was tried, the last answer. */
export function demoDeliveryOutcome(delivery: DemoDelivery): DemoDeliveryOutcome {
  return {
    id: delivery.id,
    hookId: delivery.hookUuid,
    outcome: delivery.outcome,
    reason: delivery.reason,
    tries: delivery.attempts.length,
    lastStatus: delivery.attempts.at(-1)?.status ?? null,
  };
}
