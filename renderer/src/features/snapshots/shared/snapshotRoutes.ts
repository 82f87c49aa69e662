/** Where the screens of the Snapshots area live (the section is declared in the area catalog). */
export const snapshotsPath = '/snapshots';
/** Names the run a comparison is the first step of undoing. */
export const UNDO_PARAM = 'undo';
/** A comparison, read back by the job that made it; with `undoOf`, it goes straight to the dry run of undoing that run. */
export const comparisonPath = (jobId: string, undoOf: string | null = null) =>
  `${snapshotsPath}/compare/${encodeURIComponent(jobId)}${undoOf === null ? '' : `?${new URLSearchParams({ [UNDO_PARAM]: undoOf })}`}`;
/** A restore or copy run: its progress, its results and its undo. */
export const runPath = (jobId: string) => `${snapshotsPath}/runs/${encodeURIComponent(jobId)}`;
