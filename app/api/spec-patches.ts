/**
 * Corrections Orgdesk makes to the generated spec types, at the type level. The generated files stay
 * untouched; clients import the patched path maps from here.
 *
 * The other half lives in `scripts/specs/corrections.ts`: fixes applied to the reduced specs themselves
 * (each marked `x-orgdesk-correction`), which therefore already show in the generated types. A correction
 * that can be expressed in the spec belongs there, so the sandbox's validator sees it too; only what
 * the generator cannot express belongs here.
 */
import type { paths as AdminPaths } from './generated/admin';
import type { paths as BitbucketPaths } from './generated/bitbucket';
import type { paths as ConfluenceV1Paths } from './generated/confluence-v1';
import type { paths as ConfluenceV2Generated, operations as ConfluenceV2Operations } from './generated/confluence-v2';
import type { paths as JiraPaths } from './generated/jira';

/**
 * Confluence v2 declares most path ids as int64 but returns every id as a string (`"123"`), the
 * attachment reads take `att123`, and int64 does not fit a JS number. Ids are strings everywhere.
 */
type V2IdParam = 'id' | 'page-id' | 'attachment-id';
type WithStringIds<Path> = { [K in keyof Path]: K extends V2IdParam ? string : Path[K] };

type WithPatchedIds<Operation> = Operation extends { parameters: infer Params }
  ? Params extends { path: infer Path }
    ? Omit<Operation, 'parameters'> & { parameters: Omit<Params, 'path'> & { path: WithStringIds<Path> } }
    : Operation
  : Operation;

type PatchedPathItem<Item> = { [Method in keyof Item]: Method extends 'parameters' ? Item[Method] : WithPatchedIds<Item[Method]> };

/** `updatePage` gives `spaceId`, `parentId` and `ownerId` a string format but no type; they are string ids. */
type UpdatePageOperation = ConfluenceV2Operations['updatePage'];
type UpdatePageJson = NonNullable<UpdatePageOperation['requestBody']>['content']['application/json'];
export type PageUpdateBody = Omit<UpdatePageJson, 'spaceId' | 'parentId' | 'ownerId'> & {
  spaceId?: string;
  parentId?: string;
  ownerId?: string;
};
type PatchedUpdatePage = Omit<UpdatePageOperation, 'requestBody'> & {
  requestBody: { content: { 'application/json': PageUpdateBody } };
};

export type ConfluenceV2Paths = {
  [Path in keyof ConfluenceV2Generated]: Path extends '/wiki/api/v2/pages/{id}'
    ? PatchedPathItem<Omit<ConfluenceV2Generated[Path], 'put'> & { put: PatchedUpdatePage }>
    : PatchedPathItem<ConfluenceV2Generated[Path]>;
};

export type { AdminPaths, BitbucketPaths, ConfluenceV1Paths, JiraPaths };
