/**
 * Where a webhook may send its events, as both the form and the core judge it. Plain functions over the
 * WHATWG URL parser (no Node), so the renderer checks as the admin types and the core checks again.
 */

/** What kind of place a host name points at, judged from its text (it is never resolved). */
export type HostKind = 'public' | 'loopback' | 'private';

/** Names that never reach the public internet: this machine, a local network, or reserved for tests. */
const localSuffixes = ['localhost', 'local', 'internal', 'intranet', 'lan', 'home', 'corp', 'home.arpa', 'test', 'invalid', 'example', 'onion'];

function ipv4Kind(host: string): HostKind | null {
  const match = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(host);
  if (!match) return null;
  const [a = 0, b = 0, c = 0] = match.slice(1).map(Number);
  if (a === 127) return 'loopback';
  const reserved =
    a === 0 ||
    a === 10 ||
    (a === 100 && b >= 64 && b <= 127) || // carrier-grade NAT
    (a === 169 && b === 254) || // link-local
    (a === 172 && b >= 16 && b <= 31) ||
    (a === 192 && b === 168) ||
    (a === 192 && b === 0 && (c === 0 || c === 2)) ||
    (a === 198 && (b === 18 || b === 19)) ||
    (a === 198 && b === 51 && c === 100) ||
    (a === 203 && b === 0 && c === 113) ||
    a >= 224; // multicast and reserved
  return reserved ? 'private' : 'public';
}

function ipv6Kind(host: string): HostKind | null {
  if (!host.startsWith('[')) return null;
  const address = host.slice(1, -1).toLowerCase();
  if (address === '::1') return 'loopback';
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(address);
  if (mapped?.[1]) return ipv4Kind(mapped[1]);
  // The parser writes IPv4-mapped addresses in hex (::ffff:7f00:1): 7fxx is 127.x.
  const mappedHex = /^::ffff:([0-9a-f]{1,4}):([0-9a-f]{1,4})$/.exec(address);
  if (mappedHex?.[1] && mappedHex[2]) {
    const [high, low] = [parseInt(mappedHex[1], 16), parseInt(mappedHex[2], 16)];
    return ipv4Kind(`${high >> 8}.${high & 0xff}.${low >> 8}.${low & 0xff}`);
  }
  const private6 = address === '::' || /^f[cd]/.test(address) || /^fe[89ab]/.test(address) || address.startsWith('ff') || address.startsWith('2001:db8');
  return private6 ? 'private' : 'public';
}

/** `host` as the URL parser gives it (lower case, IPv4 canonical, IPv6 in brackets). */
export function hostKind(host: string): HostKind {
  const literal = ipv4Kind(host) ?? ipv6Kind(host);
  if (literal) return literal;
  const name = host.replace(/\.$/, '');
  if (name === 'localhost' || name.endsWith('.localhost')) return 'loopback';
  if (!name.includes('.')) return 'private';
  return localSuffixes.some((suffix) => name.endsWith(`.${suffix}`)) ? 'private' : 'public';
}

export const maxWebhookUrlLength = 2000;

/**
 * Why Bitbucket should not be given this address, or null when it may. Bitbucket itself refuses internal
 * addresses; Orgdesk also refuses plain http (the events and their signature would travel in the clear)
 * and user names or passwords in the address (they would show in every list of the workspace's hooks).
 */
export function webhookUrlProblem(text: string): string | null {
  const trimmed = text.trim();
  if (trimmed === '') return 'Enter the address that should receive the events.';
  if (trimmed.length > maxWebhookUrlLength) return `Keep the address under ${maxWebhookUrlLength} characters.`;
  if (/\s/.test(trimmed)) return 'An address cannot contain spaces.';
  if (!URL.canParse(trimmed)) return 'Enter the full address, starting with https://';
  const url = new URL(trimmed);
  if (url.protocol === 'http:') return 'Use an https:// address: over plain http the events and their signature travel unencrypted.';
  if (url.protocol !== 'https:') return 'Enter the full address, starting with https://';
  if (url.username || url.password) return 'Take the user name and password out of the address: anyone who can list the workspace’s webhooks would see them.';
  const kind = hostKind(url.hostname);
  if (kind === 'loopback') return 'This address is on your own computer: Bitbucket cannot reach it. Use a public address (or a tunnel to this machine).';
  if (kind === 'private') return 'This address is on a private network: Bitbucket cannot reach it and refuses internal addresses. Use a public host name.';
  return null;
}

/**
 * One address written several ways (case of the host, a default port, a trailing slash) is one receiver:
 * the list flags two hooks with the same key, and the form warns before a second one is written.
 */
export function sameReceiverKey(url: string): string {
  const trimmed = url.trim();
  if (!URL.canParse(trimmed)) return trimmed;
  const parsed = new URL(trimmed);
  return `${parsed.protocol}//${parsed.host}${parsed.pathname.replace(/\/+$/, '')}${parsed.search}`;
}
