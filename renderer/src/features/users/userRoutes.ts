export const findPeoplePath = '/users';

export { accountPath } from '../../shared/areaLinks';

/** The scan a token review shows lives in the address, so leaving and coming back loses nothing. */
export const SCAN_JOB_PARAM = 'scan';
/** The connection the scan belongs to: after a switch to another connection, its scan is not shown. */
export const SCAN_CONNECTION_PARAM = 'connection';
