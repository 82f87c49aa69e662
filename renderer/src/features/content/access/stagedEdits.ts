import type { Principal, RestrictionEdit } from '../../../../../app/contract/confluence/access.channels';

/** An edit waiting to be reviewed, with the person or group it names as the screen shows them. */
export interface StagedEdit {
  edit: RestrictionEdit;
  principal: Principal;
}
