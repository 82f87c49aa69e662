/** Where the screens of the Snapshots area live (the section is declared in the area catalog). */
export const snapshotsPath = '/snapshots';
/** A comparison, read back by the job that made it. */
export const comparisonPath = (jobId: string) => `${snapshotsPath}/compare/${encodeURIComponent(jobId)}`;
/** A restore or copy run: its progress, its results and its undo. */
export const runPath = (jobId: string) => `${snapshotsPath}/runs/${encodeURIComponent(jobId)}`;
