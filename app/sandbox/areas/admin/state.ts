/** One API token as the Admin API lists it (`ApiTokenModel`). */
export interface ApiToken {
  id: string;
  label: string;
  createdAt: string;
  lastAccess?: string;
  expiry?: string;
}

/** The Admin area's part of the world. People (and their status) live in `World.people`. */
export interface AdminState {
  tokensByAccount: Record<string, ApiToken[]>;
  /** The message given when an account was last deactivated. */
  deactivationMessages: Record<string, string>;
}
