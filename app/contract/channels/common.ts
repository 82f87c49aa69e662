import { z } from 'zod';

/*
 * The rules every area's channels share. Import them; never write a local copy: a second copy drifts,
 * and `conventions.test.ts` fails when a channel carries its own.
 */

/**
 * Which connection a call acts on. Required on every area channel (admin, users, confluence, jira,
 * bitbucket): a screen always names the connection it shows, so switching connections in another window
 * can never make it act on a different organization than the one on screen.
 */
export const ConnectionId = z
  .string({ error: 'Choose a connection first.' })
  .min(1, 'Choose a connection first.')
  .max(200, 'This is not a connection ID.');

/** The base of every area channel's input: extend it, or spread `OnConnection.shape` into another object. */
export const OnConnection = z.object({ connectionId: ConnectionId });

/** An Atlassian account id as the Admin API defines it: letters, digits and `_|:-`, up to 128 characters. */
export const AccountId = z
  .string({ error: 'Enter an Atlassian account ID.' })
  .trim()
  .regex(/^[a-zA-Z0-9_|:-]{1,128}$/, 'This is not an Atlassian account ID.');

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';

/**
 * The shapes of account id Atlassian actually issues, lower case as it writes them:
 * - 24 hex digits, for older accounts: `5b10ac8d82e05b22cc7d4ef5`;
 * - `<number>:<uuid>`, for newer accounts and apps: `557058:f58131cb-b67d-43c7-b30d-6b58d40bd077`, `712020:…`;
 * - `qm:<uuid>`, optionally followed by `:<24 hex digits>` or `:<uuid>`, for Jira Service Management
 *   portal-only customers: `qm:a713c8ea-1075-4e30-9d96-891a7d181739:5ad6d69abfa3980ce712caae`.
 */
const ACCOUNT_ID_SHAPE = new RegExp(`^(?:[0-9a-f]{24}|\\d{1,10}:${UUID}|qm:${UUID}(?::(?:[0-9a-f]{24}|${UUID}))?)$`);

/**
 * True when `text` (already trimmed) is an account id in one of the shapes Atlassian issues. `AccountId`
 * accepts more (the Admin API's own pattern, which also fits words like "name"), so this is what decides
 * whether something typed, pasted or imported is meant as an account id; everything it accepts is also
 * a valid `AccountId`.
 */
export function looksLikeAccountId(text: string): boolean {
  return ACCOUNT_ID_SHAPE.test(text) && AccountId.safeParse(text).success;
}
