import type { Principal, RestrictionEdit } from '../../../../../app/contract/channels/confluence-access';

/** An edit waiting to be reviewed, with the person or group it names as the screen shows them. */
export interface StagedEdit {
  edit: RestrictionEdit;
  principal: Principal;
}
