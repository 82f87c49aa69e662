import type { Person, Rng, SandboxCredentials } from '../kit';
import { randomHex } from './rng';

/** Credentials derive from the seed alone, so a restart with `--state` prints the same ones. `workspace` is the one the Bitbucket token belongs to. */
export function deriveCredentials(rng: Rng, admin: Person, workspace: string): SandboxCredentials {
  return {
    admin: { apiKey: `ATCTT3xFfGN0${randomHex(rng, 48)}` },
    site: { email: admin.email, apiToken: `ATATT3xFfGF0${randomHex(rng, 48)}` },
    // Drawn in this order so that adding the read-only token left the older credentials as they were.
    bitbucket: { workspace, token: `ATATT3xFfGF0${randomHex(rng, 48)}`, readOnlyToken: `ATATT3xFfGF0${randomHex(rng, 48)}` },
  };
}
