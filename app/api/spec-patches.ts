/**
 * Corrections Orgdesk makes to the generated spec types, at the type level. The generated files stay
 * untouched; clients import the corrected types from here.
 *
 * The other half lives in `scripts/specs/corrections.ts`: fixes applied to the reduced specs themselves
 * (each marked `x-orgdesk-correction`), which therefore already show in the generated types. A correction
 * that can be expressed in the spec belongs there, so the sandbox's validator sees it too; only what
 * the generator cannot express belongs here.
 */
import type { operations as ConfluenceV2Operations } from './generated/confluence-v2';

/** `updatePage` gives `spaceId`, `parentId` and `ownerId` a string format but no type; they are string ids. */
type UpdatePageJson = NonNullable<ConfluenceV2Operations['updatePage']['requestBody']>['content']['application/json'];
export type PageUpdateBody = Omit<UpdatePageJson, 'spaceId' | 'parentId' | 'ownerId'> & {
  spaceId?: string;
  parentId?: string;
  ownerId?: string;
};
