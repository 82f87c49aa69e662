import type { ActivityLog } from './activity/activity-log';
import type { ApiServices } from './api-services';
import type { ConnectionService } from './connections/connection-service';
import type { DemoSites } from './demo/demo-sites';
import type { EventBus } from './events';
import type { SettingsRepository } from './settings/settings-repository';
import type { JobRegistry } from '../jobs/job-registry';
import type { WriteRecord } from '../jobs/job-types';
import type { JournalStore } from '../jobs/journal/journal-store';
import type { Recovery } from '../jobs/journal/recovery';
import type { ResumableKinds } from '../jobs/journal/resumable';

/** A dry run for the Activity log: the step in words, what it would act on, and its connection. */
export type Preview = Pick<WriteRecord, 'action' | 'target'> & { connectionId: string };

/** What every handler module may use. Built once by `createCore`. */
export interface CoreServices {
  version: string;
  /** The folder Orgdesk keeps its files in (settings, Activity, the journal, offboarding records). */
  dataDir: string;
  transport: 'electron' | 'bridge';
  connections: ConnectionService;
  /** Non-secret settings (connections, recently opened people ...). */
  settings: SettingsRepository;
  activity: ActivityLog;
  events: EventBus;
  demo: DemoSites;
  /** API sessions per connection, and connection checks, over the one shared transport. */
  api: ApiServices;
  /** Long and bulk work, with progress pushed as `job.progress` and every write logged. */
  jobs: JobRegistry;
  /** The change journal in the data folder: what every job is about to change, and what came of it. */
  journal: JournalStore;
  /** The kinds of job that can be resumed or rolled back after a restart; each area adds its own. */
  resumableKinds: ResumableKinds;
  /** Jobs Orgdesk stopped in the middle of, and the admin's choices for them. */
  recovery: Recovery;
  /**
   * Records a dry run the admin was shown in Activity, as "Preview only": what it would do, nothing done.
   * It goes the way a dry-run job's writes go, so the windows hear of it the same way.
   */
  recordPreview(preview: Preview): Promise<void>;
  secretStorage(): { kind: 'keychain' | 'memory'; problem: string | null };
  openExternal(url: string): Promise<boolean>;
  /** The window as a PDF where the admin chooses, in the desktop app; `available` is false elsewhere. */
  savePdf(fileName: string): Promise<{ available: boolean; saved: boolean }>;
}
