import { describe, expect, it } from 'vitest';
import { attentionFor, type HookForAttention } from './attention';

const hook = (id: string, url: string, extra: Partial<HookForAttention> = {}): HookForAttention => ({ id, description: id, url, active: true, secretSaved: true, ...extra });

describe('what needs attention', () => {
  it('flags nothing on a signed, active hook to a public https address of its own', () => {
    expect(attentionFor([hook('ci', 'https://ci.example.com/hook')]).get('ci')).toEqual([]);
  });

  it('flags each problem, worst first', () => {
    const flags = attentionFor([
      hook('legacy', 'http://192.168.1.4:8080/notify', { secretSaved: false, active: false }),
      hook('laptop', 'http://127.0.0.1:8099/bitbucket'),
    ]);
    expect(flags.get('legacy')?.map((flag) => flag.kind)).toEqual(['private-address', 'plain-http', 'no-secret', 'paused']);
    expect(flags.get('laptop')?.[0]?.text).toMatch(/single computer/);
  });

  it('sees one receiver behind addresses written differently, and names the other hooks', () => {
    const flags = attentionFor([
      hook('a', 'https://Scanner.example.com:443/api/events/'),
      hook('b', 'https://scanner.example.com/api/events'),
      hook('c', 'https://scanner.example.com/api/events?team=2'),
    ]);
    expect(flags.get('a')).toEqual([{ kind: 'duplicate-url', text: 'Same address as “b”: the receiver gets the events both subscribe to twice.' }]);
    expect(flags.get('b')?.[0]?.text).toContain('“a”');
    expect(flags.get('c')).toEqual([]);
  });
});
