import type { CompareRow, ComparisonHead } from '../../../../contract/confluence/history.channels';
import type { RenderedVersion } from '../../../../contract/confluence/content';
import type { VersionText } from './version-tasks';

export type WorkerTask =
  | { id: number; kind: 'render'; storage: string }
  | { id: number; kind: 'compare'; before: VersionText; after: VersionText; headRows: number }
  | { id: number; kind: 'rows'; compareId: string; start: number; count: number };

export type WorkerResult = RenderedVersion | ComparisonHead | CompareRow[];

export type WorkerAnswer = { id: number; ok: true; result: WorkerResult } | { id: number; ok: false; message: string; expired?: boolean };
