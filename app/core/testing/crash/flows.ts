import { z } from 'zod';
import type { Channel, Input, Output } from '../../../contract/channels';
import { rollbackCount, rollbackPhrase } from '../../../contract/confluence/history.channels';

export interface FlowContext {
  call<C extends Channel>(channel: C, input: Input<C>): Promise<Output<C>>;
  connectionId: string;
  /** What the test chose from the world for this round (validated by the flow). */
  params: unknown;
  /** Called just before the job starts: from here on upstream writes count toward the crash. */
  arm(): void;
  /** Resolves once the job ended: for a flow that needs another job finished before its own. */
  finished(jobId: string): Promise<void>;
}

/** How the crash tests drive one kind of job: plan it as the screen does, and start it. */
export interface CrashFlow {
  start(context: FlowContext): Promise<string>;
}

const HookSelection = z.object({ workspace: z.string(), hookIds: z.array(z.string()).min(1) });

const TreeEdit = z.object({ pageId: z.string(), accountId: z.string() });

const RunRollback = z.object({ spaceId: z.string(), since: z.string(), authorId: z.string(), trash: z.array(z.string()) });

const VersionPair = z.object({ versionId: z.string(), intoId: z.string() });

/** Waits for a dry run that is itself a job, as its screen polls it, and answers its plan. */
async function whenReady<P extends { state: string }>(read: () => Promise<P>): Promise<P> {
  let plan = await read();
  while (plan.state === 'running') {
    await new Promise((resolve) => setTimeout(resolve, 50));
    plan = await read();
  }
  return plan;
}

/** Adds the account to who can edit every page of the tree, and answers the change's job (its run id). */
async function startTreeChange({ call, connectionId, params, arm }: FlowContext): Promise<string> {
  const { pageId, accountId } = TreeEdit.parse(params);
  const edits = [{ operation: 'update' as const, action: 'add' as const, principal: { type: 'user' as const, id: accountId } }];
  const preview = await call('confluence.accessTree.plan', { connectionId, pageId, edits });
  const plan = await whenReady(() => call('confluence.accessTree.getPlan', { connectionId, jobId: preview.jobId }));
  arm();
  return (await call('confluence.accessTree.start', { connectionId, planId: preview.jobId, confirmation: plan.phrase })).jobId;
}

const TokenRefs = z.object({ tokens: z.array(z.object({ accountId: z.string(), tokenId: z.string() })).min(1) });

export const crashFlows: Record<string, CrashFlow> = {
  bulkRevoke: {
    start: async ({ call, connectionId, params, arm }) => {
      const { tokens } = TokenRefs.parse(params);
      const plan = await call('users.bulkRevoke.plan', { connectionId, tokens });
      arm();
      return (await call('users.bulkRevoke.start', { connectionId, planId: plan.planId, confirmation: plan.confirmationPhrase })).jobId;
    },
  },
  orphanCleanup: {
    start: async ({ call, connectionId, arm }) => {
      const { schemes } = await call('jira.orphanSchemes.list', { connectionId });
      const plan = await call('jira.orphanSchemes.plan', { connectionId, schemeIds: schemes.map((scheme) => scheme.id) });
      arm();
      return (await call('jira.orphanSchemes.start', { connectionId, planId: plan.planId, confirmation: plan.confirmationPhrase })).jobId;
    },
  },
  historyCleanup: {
    start: async ({ call, connectionId, params, arm }) => {
      const { pageId } = z.object({ pageId: z.string() }).parse(params);
      const preview = await call('confluence.historyCleanup.plan', { connectionId, scope: { kind: 'page', pageId }, rule: { kind: 'keepLatest', count: 1 } });
      const plan = await whenReady(() => call('confluence.historyCleanup.getPlan', { connectionId, jobId: preview.jobId }));
      arm();
      return (await call('confluence.historyCleanup.start', { connectionId, planId: preview.jobId, confirmation: plan.phrase })).jobId;
    },
  },
  /** Adds the account to who can edit every page of the tree. */
  treeChange: { start: startTreeChange },
  /** The tree change runs to its end unarmed; then its rollback is planned and started, armed. */
  treeRollback: {
    start: async (context) => {
      const { call, connectionId, arm, finished } = context;
      const runId = await startTreeChange({ ...context, arm: () => undefined });
      await finished(runId);
      const preview = await call('confluence.accessTreeRollback.plan', { connectionId, runId });
      const plan = await whenReady(() => call('confluence.accessTreeRollback.getPlan', { connectionId, jobId: preview.jobId }));
      arm();
      return (await call('confluence.accessTreeRollback.start', { connectionId, planId: preview.jobId, confirmation: plan.phrase })).jobId;
    },
  },
  /** Rolls back what one account changed in a space since a time; the pages it created (`trash`) go to the trash. */
  runRollback: {
    start: async ({ call, connectionId, params, arm }) => {
      const { spaceId, since, authorId, trash } = RunRollback.parse(params);
      const preview = await call('confluence.rollback.plan', { connectionId, scope: { kind: 'space', spaceId }, since, authorId });
      const plan = await whenReady(() => call('confluence.rollback.getPlan', { connectionId, jobId: preview.jobId }));
      const choice = { include: [], trash, restoreTitles: true };
      arm();
      return (await call('confluence.rollback.start', { connectionId, planId: preview.jobId, confirmation: rollbackPhrase(rollbackCount(plan.pages, choice)), ...choice })).jobId;
    },
  },
  /** Removes the version, sending the issues of every field that names it to the other version. */
  versionRemoval: {
    start: async ({ call, connectionId, params, arm }) => {
      const { versionId, intoId } = VersionPair.parse(params);
      const counts = await call('jira.versions.countByField', { connectionId, versionId });
      const plan = await call('jira.versionRemoval.plan', { connectionId, versionId, destinations: counts.fields.map((field) => ({ field: field.field, to: intoId })) });
      arm();
      return (await call('jira.versionRemoval.start', { connectionId, planId: plan.planId, confirmation: plan.confirmationPhrase })).jobId;
    },
  },
  /** Offboards the leaver: everything handed to the successor, tokens revoked, the account deactivated. */
  offboarding: {
    start: async ({ call, connectionId, params, arm }) => {
      const { leaverId, successorId } = z.object({ leaverId: z.string(), successorId: z.string() }).parse(params);
      const inventory = await call('offboarding.handover.plan', { connectionId, people: [leaverId] });
      await whenReady(() => call('offboarding.handover.getPlan', { connectionId, jobId: inventory.jobId }));
      const to = { type: 'user' as const, id: successorId };
      const choices = { message: 'Left the company.', leavers: [{ accountId: leaverId, successors: { owner: to, restriction: to, schemeRecipient: to, projectLead: to }, items: {}, revokeTokens: true, deactivate: true }] };
      const dry = await call('offboarding.handoverDryRun.get', { connectionId, planId: inventory.jobId, choices });
      arm();
      return (await call('offboarding.handover.start', { connectionId, planId: inventory.jobId, confirmation: dry.phrase ?? '', choices })).jobId;
    },
  },
  /**
   * Takes a snapshot, pauses the hooks through the app (as an admin would by hand), compares the snapshot
   * with the site and puts the hooks back as the snapshot has them.
   */
  snapshotRestore: {
    start: async ({ call, connectionId, params, arm, finished }) => {
      const { workspace, hookIds } = HookSelection.parse(params);
      const taken = await call('snapshots.snapshot.create', { connectionId, label: 'Before the pause', spaceKeys: [] });
      await finished(taken.jobId);
      let listed: string | undefined;
      while (listed === undefined) {
        listed = (await call('snapshots.snapshots.list', { connectionId })).snapshots.find((summary) => summary.label === 'Before the pause')?.id;
        if (listed === undefined) await new Promise((resolve) => setTimeout(resolve, 25));
      }
      for (const hookId of hookIds) await call('bitbucket.hooks.pause', { connectionId, workspace, hookId });
      const comparison = await call('snapshots.comparison.start', { connectionId, baseId: listed, otherId: null });
      const compared = await whenReady(() => call('snapshots.comparison.get', { connectionId, jobId: comparison.jobId }));
      const plan = await call('snapshots.apply.plan', { connectionId, comparisonId: comparison.jobId, keys: compared.changes.map((change) => change.key) });
      arm();
      return (await call('snapshots.apply.start', { connectionId, planId: plan.planId, confirmation: plan.phrase ?? '' })).jobId;
    },
  },
  hookPause: {
    start: async ({ call, connectionId, params, arm }) => {
      const { workspace, hookIds } = HookSelection.parse(params);
      const plan = await call('bitbucket.bulkChanges.plan', { connectionId, workspace, hookIds, action: 'pause' });
      arm();
      return (await call('bitbucket.bulkChanges.start', { connectionId, planId: plan.planId, confirmation: plan.confirmationPhrase })).jobId;
    },
  },
};
