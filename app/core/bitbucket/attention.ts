import type { Attention } from '../../contract/bitbucket/webhooks';
import { hostKind, sameReceiverKey } from '../../contract/bitbucket/webhook-url';

/** The parts of a hook that decide whether it needs attention. */
export interface HookForAttention {
  id: string;
  description: string;
  url: string;
  active: boolean;
  secretSaved: boolean;
}

const nameOf = (hook: HookForAttention): string => (hook.description ? `“${hook.description}”` : 'another webhook');

function addressProblem(url: string): Attention[] {
  if (!URL.canParse(url)) return [{ kind: 'private-address', text: 'Not a valid address: Bitbucket cannot deliver to it.' }];
  const parsed = new URL(url);
  const flags: Attention[] = [];
  const kind = hostKind(parsed.hostname);
  if (kind === 'loopback') flags.push({ kind: 'private-address', text: 'Points at a single computer (loopback): Bitbucket cannot reach it.' });
  if (kind === 'private') flags.push({ kind: 'private-address', text: 'Points at a private network address: Bitbucket cannot reach it.' });
  if (parsed.protocol === 'http:') flags.push({ kind: 'plain-http', text: 'Plain http: events travel unencrypted and can be read or changed on the way.' });
  return flags;
}

/**
 * What needs attention in each hook of a workspace, worst first: an address Bitbucket cannot reach, plain
 * http, no secret (the receiver cannot tell a delivery came from Bitbucket), two hooks to one receiver
 * (it gets every shared event twice), and a paused hook (nothing is sent).
 */
export function attentionFor(hooks: readonly HookForAttention[]): Map<string, Attention[]> {
  const byReceiver = new Map<string, HookForAttention[]>();
  for (const hook of hooks) {
    const key = sameReceiverKey(hook.url);
    byReceiver.set(key, [...(byReceiver.get(key) ?? []), hook]);
  }
  return new Map(
    hooks.map((hook) => {
      const flags = addressProblem(hook.url);
      if (!hook.secretSaved) flags.push({ kind: 'no-secret', text: 'Not signed: the receiver cannot tell these deliveries really come from Bitbucket.' });
      const twins = (byReceiver.get(sameReceiverKey(hook.url)) ?? []).filter((other) => other.id !== hook.id);
      if (twins.length > 0) {
        const names = twins.map(nameOf).join(', ');
        flags.push({ kind: 'duplicate-url', text: `Same address as ${names}: the receiver gets the events both subscribe to twice.` });
      }
      if (!hook.active) flags.push({ kind: 'paused', text: 'Paused: Bitbucket sends it nothing until it is resumed.' });
      return [hook.id, flags];
    }),
  );
}
