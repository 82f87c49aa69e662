import type { HandlerSlice } from '../../handlers/types';
import type { CoreServices } from '../../services';
import type { Snapshots } from '../snapshots';

const fileNameOf = (label: string, takenAt: string) => `orgdesk-snapshot-${takenAt.slice(0, 10)}-${label.replace(/[^A-Za-z0-9-]+/g, '-').replace(/^-|-$/g, '').slice(0, 60) || 'site'}.json`;

/** The snapshot channels: each hands the connection's session to the model and names what a write acted on. */
export function snapshotsHandlers(services: CoreServices, snapshots: Snapshots): HandlerSlice<
  | 'snapshots.snapshots.list'
  | 'snapshots.snapshot.create'
  | 'snapshots.snapshot.delete'
  | 'snapshots.snapshot.export'
  | 'snapshots.snapshotFile.create'
  | 'snapshots.autoSnapshot.update'
  | 'snapshots.comparison.start'
  | 'snapshots.comparison.get'
  | 'snapshots.comparisonChange.get'
  | 'snapshots.history.get'
  | 'snapshots.apply.plan'
  | 'snapshots.apply.start'
  | 'snapshots.appliedRun.get'
> {
  return {
    'snapshots.snapshots.list': ({ connectionId }) => snapshots.list(connectionId),
    'snapshots.snapshot.create': async ({ connectionId, label, spaceKeys }, ctx) => {
      ctx.describeTarget(`Snapshot “${label}”`);
      const { jobId } = snapshots.take(await services.api.session(connectionId), connectionId, label, spaceKeys);
      return { jobId };
    },
    'snapshots.snapshot.delete': async ({ snapshotId }, ctx) => {
      const snapshot = await snapshots.store.read(snapshotId).catch(() => null);
      ctx.describeTarget(snapshot ? `Snapshot “${snapshot.label}” of ${snapshot.takenAt.slice(0, 10)}` : `Snapshot ${snapshotId}`);
      return { deleted: await snapshots.store.delete(snapshotId) };
    },
    'snapshots.snapshot.export': async ({ snapshotId }) => {
      const snapshot = await snapshots.store.read(snapshotId);
      return { fileName: fileNameOf(snapshot.label, snapshot.takenAt), text: await snapshots.store.text(snapshotId) };
    },
    'snapshots.snapshotFile.create': async ({ connectionId, fileName, text }, ctx) => {
      ctx.describeTarget(`Snapshot file ${fileName}`);
      return snapshots.importFile(connectionId, fileName, text);
    },
    'snapshots.autoSnapshot.update': async ({ connectionId, auto }, ctx) => {
      ctx.describeTarget(auto.enabled ? `On, keeping the last ${auto.keep}` : 'Off');
      return snapshots.store.setAuto(connectionId, auto);
    },
    'snapshots.comparison.start': async (input) => ({ jobId: await snapshots.compare(await services.api.session(input.connectionId), input) }),
    'snapshots.comparison.get': async ({ connectionId, jobId }) => snapshots.comparison(await services.api.session(connectionId), jobId, connectionId),
    'snapshots.comparisonChange.get': async ({ connectionId, jobId, key }) => snapshots.change(jobId, connectionId, key),
    'snapshots.history.get': ({ connectionId }) => snapshots.history(connectionId),
    'snapshots.apply.plan': async (input, ctx) => snapshots.plan(await services.api.session(input.connectionId), input, ctx.signal),
    'snapshots.apply.start': async ({ connectionId, planId, confirmation }, ctx) => {
      const started = await snapshots.start(await services.api.session(connectionId), { connectionId, planId, confirmation, signal: ctx.signal });
      ctx.describeTarget(started.target);
      return { jobId: started.jobId };
    },
    'snapshots.appliedRun.get': ({ connectionId, jobId }) => snapshots.applied(jobId, connectionId),
  };
}
