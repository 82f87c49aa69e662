import { plural } from '../../../../../app/contract/words';
import type { DemoDeliveryOutcome } from '../../../../../app/contract/bitbucket/webhooks';

/** A test event made in the demo, and where each of its deliveries stands. */
export interface SentTestEvent {
  event: string;
  deliveries: DemoDeliveryOutcome[];
  paused: number;
}

export type OutcomeTone = 'success' | 'error' | 'info';

/** One delivery's outcome in a word (for its chip) and a sentence (what happened). */
export function outcomeWords(delivery: DemoDeliveryOutcome): { label: string; detail: string; tone: OutcomeTone } {
  const tries = delivery.tries > 1 ? ` (${plural(delivery.tries, 'try', 'tries')})` : '';
  switch (delivery.outcome) {
    case 'pending':
      return {
        label: 'Sending',
        detail: delivery.lastStatus === null ? 'Waiting for the receiver to answer…' : `The receiver answered ${delivery.lastStatus}; Bitbucket tries again shortly.`,
        tone: 'info',
      };
    case 'delivered':
      return { label: 'Delivered', detail: `The receiver answered ${delivery.lastStatus ?? 'with success'}${tries}.`, tone: 'success' };
    case 'failed':
      return { label: 'Failed', detail: `${delivery.reason ?? 'The receiver did not take it.'}${tries ? ` Tried ${plural(delivery.tries, 'time')}.` : ''}`, tone: 'error' };
    case 'not-delivered':
      return { label: 'Not sent', detail: 'The demo delivers only to addresses on this computer.', tone: 'info' };
  }
}

export const isPending = (delivery: DemoDeliveryOutcome): boolean => delivery.outcome === 'pending';

/** The whole event in one sentence: how many hooks got it, failed or are still waiting; kept on screen. */
export function sentSummary(sent: SentTestEvent, eventName: string): string {
  const count = (outcome: DemoDeliveryOutcome['outcome']) => sent.deliveries.filter((delivery) => delivery.outcome === outcome).length;
  const parts = [
    [count('delivered'), 'delivered'],
    [count('failed'), 'failed'],
    [count('pending'), 'still being sent'],
    [count('not-delivered'), 'not sent (not on this computer)'],
  ] as const;
  const said = parts.filter(([n]) => n > 0).map(([n, what]) => `${n.toLocaleString('en')} ${what}`);
  const paused = sent.paused > 0 ? ` ${plural(sent.paused, 'paused hook')} skipped.` : '';
  if (sent.deliveries.length === 0) return `${eventName}: no active hook listens for this event.${paused}`;
  return `${eventName} sent to ${plural(sent.deliveries.length, 'hook')}: ${said.join(', ')}.${paused}`;
}
