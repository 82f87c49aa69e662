export const findPeoplePath = '/users';

export { accountPath, SCAN_CONNECTION_PARAM, SCAN_JOB_PARAM } from '../../shared/areaLinks';
