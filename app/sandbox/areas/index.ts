import type { AreaModule } from '../kit';
import { adminArea } from './admin';
import { bitbucketArea } from './bitbucket';
import { confluenceArea } from './confluence';
import { jiraArea } from './jira';

/** Every API area the sandbox serves, in the order their worlds are generated. */
export const areaModules: readonly AreaModule<unknown>[] = [adminArea, confluenceArea, jiraArea, bitbucketArea];
