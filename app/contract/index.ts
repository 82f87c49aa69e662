export * from './channels';
export * from './errors';
export * from './events';
export * from './result';
export type { CallContext, Dispatch, Handler, Handlers, MutationRecord } from './dispatch';
export * from "./transport";
