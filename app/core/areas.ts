import type { AreaName } from '../contract/areas';
import type { CoreArea } from './area';
import { bitbucketArea } from './bitbucket/area';
import { confluenceArea } from './confluence/area';
import { jiraArea } from './jira/area';
import { offboardingArea } from './offboarding/area';
import { snapshotsArea } from './snapshots/area';
import { usersArea } from './users/area';

/** The one list of areas the core runs; the type asks for one module per area of the contract. */
export const coreAreas: { [A in AreaName]: CoreArea<A> } = {
  users: usersArea,
  confluence: confluenceArea,
  jira: jiraArea,
  bitbucket: bitbucketArea,
  offboarding: offboardingArea,
  snapshots: snapshotsArea,
};
