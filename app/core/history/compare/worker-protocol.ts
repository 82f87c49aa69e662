import type { Comparison, RenderedVersion } from '../../../contract/channels/confluence-history';
import type { VersionText } from './version-tasks';

export type WorkerTask = { id: number; kind: 'render'; storage: string } | { id: number; kind: 'compare'; before: VersionText; after: VersionText };

export type WorkerAnswer = { id: number; ok: true; result: RenderedVersion | Comparison } | { id: number; ok: false; message: string };
