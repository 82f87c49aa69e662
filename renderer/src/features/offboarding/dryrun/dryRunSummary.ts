import type { OffboardStep } from '../../../../../app/contract/offboarding/leavers.channels';
import { plural } from '../../../../../app/contract/words';

/** "7 changes for 2 people: 5 to hand over, 1 token to revoke, 1 account to deactivate. 1 cannot be undone." */
export function dryRunSentence(steps: readonly OffboardStep[], people: number): string {
  if (steps.length === 0) return 'These choices change nothing.';
  const count = (phase: OffboardStep['phase']) => steps.filter((step) => step.phase === phase).length;
  const parts = [
    count('handover') > 0 ? `${count('handover').toLocaleString('en')} to hand over` : null,
    count('tokens') > 0 ? `${plural(count('tokens'), 'token')} to revoke` : null,
    count('access') > 0 ? `${plural(count('access'), 'account')} to deactivate` : null,
  ].filter((part) => part !== null);
  const final = steps.filter((step) => !step.undoable).length;
  return `${plural(steps.length, 'change')} for ${plural(people, 'person', 'people')}: ${parts.join(', ')}.${final > 0 ? ` ${final.toLocaleString('en')} cannot be undone.` : ''}`;
}
