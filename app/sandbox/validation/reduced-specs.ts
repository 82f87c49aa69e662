import admin from '../../specs/admin.json' with { type: 'json' };
import bitbucket from '../../specs/bitbucket.json' with { type: 'json' };
import confluenceV1 from '../../specs/confluence-v1.json' with { type: 'json' };
import confluenceV2 from '../../specs/confluence-v2.json' with { type: 'json' };
import jira from '../../specs/jira.json' with { type: 'json' };

/**
 * The reduced specs (`app/specs`, written by `npm run specs:reduce`), by file name. Imported rather than
 * read from disk, so that a bundle carries them: the desktop app runs the demo's sandbox from one.
 */
export const reducedSpecFiles: Record<string, unknown> = {
  admin,
  bitbucket,
  'confluence-v1': confluenceV1,
  'confluence-v2': confluenceV2,
  jira,
};
