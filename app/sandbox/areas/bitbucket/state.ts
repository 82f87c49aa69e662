/** A workspace hook as stored; `secret` is never sent back, only whether one is set. */
export interface StoredHook {
  /** `{uuid}` with the braces, as Bitbucket spells ids. */
  uuid: string;
  url: string;
  description: string;
  active: boolean;
  events: string[];
  createdAt: string;
  secret: string | null;
}

export interface Workspace {
  uuid: string;
  slug: string;
  name: string;
  /** Only owners may read or change hooks; members see the workspace but get 403 on hooks. */
  ownerIds: string[];
  memberIds: string[];
  hooks: StoredHook[];
}

export interface BitbucketState {
  workspaces: Workspace[];
  /** Hooks created through the API so far; new hook ids derive from it and the seed. */
  hooksCreated: number;
}
