import type { CoreArea } from '../area';
import { bitbucketHookUndoHandlers } from './handlers/hook-undo';
import { bitbucketHandlers } from './handlers/webhooks';
import { resumableHookBulk } from './resumable-bulk';
import { WebhooksService } from './webhooks-service';

/** Bitbucket workspace webhooks. Keeps hook secrets in the keychain, rotations under way, and a local receiver. */
export const bitbucketArea: CoreArea<'bitbucket'> = {
  name: 'bitbucket',
  start: (services, platform) => {
    const webhooks = new WebhooksService({ ...services, secretStore: platform.secretStore });
    for (const kind of resumableHookBulk(services, webhooks.vault)) services.resumableKinds.add(kind);
    return {
      handlers: { ...bitbucketHandlers(services, webhooks), ...bitbucketHookUndoHandlers(services, webhooks) },
      forgetConnection: (connectionId) => webhooks.forget(connectionId),
      dispose: () => webhooks.dispose(),
    };
  },
};
