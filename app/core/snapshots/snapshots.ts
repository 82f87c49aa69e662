import { randomUUID } from 'node:crypto';
import { listSpaces } from '../../api/confluence/v2/spaces';
import { everyCursorItem } from '../../api/confluence/shared/paging';
import type { ApiSession } from '../../api/http/session';
import { AppError } from '../../contract/errors';
import type { SnapshotChange } from '../../contract/snapshots/changes';
import {
  inFileOrder,
  readSnapshotFile,
  SNAPSHOT_FORMAT,
  SNAPSHOT_VERSION,
  snapshotKinds,
  type SnapshotFile,
  type SnapshotKind,
} from '../../contract/snapshots/format';
import type { AppliedRun, ApplyInput, ApplyPlan, AutoSnapshot, Comparison, SnapshotSummary } from '../../contract/snapshots/snapshots.channels';
import { plural } from '../../contract/words';
import type { JobRegistry, StartedJob } from '../../jobs/job-registry';
import type { ItemContext, JobDefinition } from '../../jobs/job-types';
import { changedSincePreview, PlannedRuns, type StartRequest } from '../../jobs/planned-runs';
import type { CoreServices } from '../services';
import { planApply, type KeptStep, type PlannedApply } from './apply-plan';
import { doStep } from './apply-work';
import { compareSnapshots, comparableKinds } from './compare';
import { emptyRead, lookUpPeople, NO_BITBUCKET, partsToRead, readPart, type SitePart, type SiteRead } from './read-site';
import { isSameSite, type SnapshotStore } from './store';

/**
 * The snapshots of each connection: taking one (a job), comparing one with the site or another snapshot
 * (a job when it reads the site), and applying chosen changes as a planned run: before the first write
 * the target's state is saved as a snapshot of its own, so undo is a restore from it, after a restart too.
 */

export const TAKE_KIND = 'snapshots.snapshot.create';
export const APPLY_KIND = 'snapshots.apply.start';

export const snapshotWords = {
  otherSite: 'This snapshot was taken on another site. Compare it with this site to copy things from it, or open the connection it was taken on.',
  notThisSite: (name: string) => `This snapshot was taken on another site (${name}). Orgdesk compares two snapshots of the same site only.`,
  stopped: 'The snapshot was stopped before every part was read, so it was not kept.',
  partFailed: 'A part of the site could not be read, so the snapshot was not kept. Take it again; the failed part says why.',
  spaceCopy: (from: string) => `This snapshot holds no templates of space ${from}. Take a snapshot that includes the space.`,
  twoSnapshots: 'Two snapshots can be compared, not applied: compare a snapshot with the site now to put things back or copy them.',
  inPlace: 'It is already as in the snapshot.',
  unreadNow: 'The site could not be read again to plan this, so nothing is planned.',
  spaceCopyNow: 'A space’s templates are copied into a space of the site as it is now, not into another snapshot.',
} as const;

interface ComparisonPlan {
  base: SnapshotFile;
  other: SnapshotFile | null;
  crossSite: boolean;
  read: SiteRead;
  changes: SnapshotChange[] | null;
  /** The other side is the site as read for this comparison. */
  live: boolean;
  /** A copy between spaces: only the templates of `to` are compared, with those `from` had. */
  spaceCopy: { from: string; to: string } | null;
  liveLabel: string;
}

interface ApplyKept {
  comparisonId: string;
  base: SnapshotFile;
  /** This connection's site as the plan read it: what the staleness check compares with, and the "before" snapshot. */
  other: SnapshotFile;
  crossSite: boolean;
  spaceCopy: { from: string; to: string } | null;
  plan: ApplyPlan;
  steps: PlannedApply['steps'];
  input: ApplyInput;
}

/** What snapshots need to know of a connection: its name, its site's address and its Bitbucket workspace. */
export interface SnapshotSite {
  name: string;
  url: string | null;
  workspace: string | null;
}

export interface SnapshotDeps {
  jobs: JobRegistry;
  site(connectionId: string): SnapshotSite;
  /** Every connection's id, for the automatic snapshots at start. */
  connectionIds(): Promise<string[]>;
  recordPreview: CoreServices['recordPreview'];
}

/**
 * A snapshot cut down to one space's templates, moved to another space: compared by name with that space,
 * its templates are what a copy between the spaces creates or updates.
 */
function templatesOfSpace(snapshot: SnapshotFile, from: string, to: string): SnapshotFile {
  if (!snapshot.spaces.some((space) => space.key === from)) throw new AppError('VALIDATION', snapshotWords.spaceCopy(from));
  return {
    ...snapshot,
    spaces: [{ key: to, name: to }],
    schemes: [],
    restrictions: [],
    webhooks: [],
    versions: [],
    templates: snapshot.templates.filter((template) => template.spaceKey === from).map((template) => ({ ...template, spaceKey: to })),
  };
}

/** A part of a snapshot's read, resolved true once read and false when it failed. */
function settledPart(): { promise: Promise<boolean>; resolve(read: boolean): void } {
  let resolve: (read: boolean) => void = () => undefined;
  const promise = new Promise<boolean>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

/** Why a kind is missing from a read made for a comparison or a check: it was not part of it. */
const NOT_READ = 'Not read: it was not part of this comparison.';

/** A label as the file format takes it (at most 200 characters). */
const boundedLabel = (label: string) => (label.length <= 200 ? label : `${label.slice(0, 199)}…`);

const kindsOf = (snapshot: SnapshotFile): SnapshotKind[] => snapshotKinds.map((entry) => entry.kind).filter((kind) => !snapshot.gaps.some((gap) => gap.kind === kind));

export class Snapshots {
  readonly comparisons: PlannedRuns<ComparisonPlan>;
  readonly applies: PlannedRuns<ApplyKept>;
  private readonly historyCounts = new Map<string, Record<SnapshotKind, number>>();

  constructor(
    private readonly services: SnapshotDeps,
    readonly store: SnapshotStore,
    private readonly now: () => Date = () => new Date(),
  ) {
    this.comparisons = new PlannedRuns(services.jobs, 20);
    this.applies = new PlannedRuns(services.jobs, 20);
  }

  private site(connectionId: string) {
    return { connectionId, ...this.services.site(connectionId) };
  }

  async list(connectionId: string): Promise<{ snapshots: SnapshotSummary[]; unreadable: { fileName: string; problem: string }[]; auto: AutoSnapshot }> {
    const site = this.site(connectionId);
    const [{ summaries, unreadable }, auto] = await Promise.all([this.store.list(), this.store.auto(connectionId)]);
    return {
      snapshots: summaries.map(({ site: taken, ...summary }) => ({ ...summary, sameSite: isSameSite({ site: taken }, site) })),
      unreadable,
      auto: { enabled: auto.enabled, keep: auto.keep, spaceKeys: auto.spaceKeys },
    };
  }

  /** Reads the site as a job; `done` gets the snapshot once every part is read (not when stopped). */
  private readSite(
    session: ApiSession,
    connectionId: string,
    spaceKeys: readonly string[],
    kinds: readonly SnapshotKind[] | null,
    read: SiteRead,
  ): { items: ReturnType<typeof partsToRead>; work: (part: ReturnType<typeof partsToRead>[number], signal: AbortSignal) => Promise<void> } {
    const { workspace } = this.site(connectionId);
    if (!workspace && (kinds === null || kinds.includes('webhook'))) read.gaps.push({ kind: 'webhook', reason: NO_BITBUCKET });
    // A kind left out of this read is a gap of what it makes, so a snapshot saved from it never says "none".
    for (const { kind } of snapshotKinds) if (kinds !== null && !kinds.includes(kind)) read.gaps.push({ kind, reason: NOT_READ });
    return { items: partsToRead(spaceKeys, workspace, kinds), work: (part, signal) => readPart(session, part.input, read, signal) };
  }

  /** The snapshot a finished read makes: the spaces' names, the people looked up, everything in file order. */
  private async finish(session: ApiSession, connectionId: string, read: SiteRead, spaceKeys: readonly string[], meta: Pick<SnapshotFile, 'label' | 'origin'>, signal: AbortSignal): Promise<SnapshotFile> {
    const site = this.site(connectionId);
    const spaces = spaceKeys.length === 0 ? [] : await everyCursorItem((page) => listSpaces(session, { keys: [...spaceKeys] }, page), signal).catch(() => []);
    const people = await lookUpPeople(session, read, signal);
    return inFileOrder({
      format: SNAPSHOT_FORMAT,
      version: SNAPSHOT_VERSION,
      id: randomUUID(),
      label: meta.label,
      takenAt: this.now().toISOString(),
      origin: meta.origin,
      site: { url: site.url ?? '', connectionId, connectionName: site.name, workspace: site.workspace },
      spaces: spaceKeys.map((key) => ({ key, name: spaces.find((space) => space.key === key)?.name ?? key })),
      people,
      groups: [...read.groups.values()],
      schemes: read.schemes,
      restrictions: read.restrictions,
      templates: read.templates,
      webhooks: read.webhooks,
      versions: read.versions,
      gaps: read.gaps,
    });
  }

  /** Takes a snapshot as a job with progress and stop; the file is written when every part is read. */
  take(session: ApiSession, connectionId: string, label: string, spaceKeys: readonly string[], origin: SnapshotFile['origin'] = 'admin'): StartedJob & { saved: Promise<SnapshotSummary | null> } {
    const read = emptyRead();
    const { items, work } = this.readSite(session, connectionId, spaceKeys, null, read);
    // Each part says when it is read (true) or failed (false); the last step writes the file once all are read.
    const parts = new Map(items.map((item) => [item.key, settledPart()]));
    let summary: SnapshotSummary | null = null;
    const started = this.services.jobs.start<SitePart | { part: 'save' }>({
      kind: TAKE_KIND,
      title: `Take a snapshot: ${label}`,
      items: [...items, { key: 'save', target: 'The snapshot file', input: { part: 'save' } }],
      work: async (item, ctx) => {
        const { input } = item;
        if (input.part === 'save') {
          const stopped = new Promise<never>((_, reject) => ctx.signal.addEventListener('abort', () => reject(new AppError('CANCELLED', snapshotWords.stopped)), { once: true }));
          const outcomes = await Promise.race([Promise.all([...parts.values()].map((part) => part.promise)), stopped]);
          if (outcomes.includes(false)) throw new AppError('UPSTREAM', snapshotWords.partFailed);
          summary = { ...(await this.store.save(await this.finish(session, connectionId, read, spaceKeys, { label, origin }, ctx.signal))), sameSite: true };
          return;
        }
        // A part run again (Retry failed) says anew how it went: the save step reads the outcome of its last run.
        const part = settledPart();
        parts.set(item.key, part);
        try {
          await work({ ...item, input }, ctx.signal);
          part.resolve(true);
        } catch (error) {
          part.resolve(false);
          throw error;
        }
      },
      concurrency: 3,
      connectionId,
    });
    return { ...started, saved: started.finished.then(() => summary) };
  }

  async importFile(connectionId: string, fileName: string, text: string): Promise<SnapshotSummary> {
    const read = readSnapshotFile(text);
    if (!read.ok) throw new AppError('VALIDATION', read.problem, { fields: [{ path: 'text', message: read.problem }] });
    const existing = await this.store.list();
    const snapshot: SnapshotFile = existing.summaries.some((summary) => summary.id === read.snapshot.id) ? { ...read.snapshot, id: randomUUID() } : read.snapshot;
    // Marked imported: it is listed as such, and is never pruned as one of this connection's automatic snapshots.
    const summary = await this.store.save({ ...snapshot, origin: 'imported', label: boundedLabel(snapshot.label || fileName.replace(/\.json$/i, '')) });
    return { ...summary, sameSite: isSameSite(snapshot, this.site(connectionId)) };
  }

  /**
   * Starts a comparison; the other side is a snapshot of the same site, or (null) the site read now. A
   * space copy compares one space's templates of the snapshot with another space's now, by name.
   */
  async compare(session: ApiSession, input: { connectionId: string; baseId: string; otherId: string | null; spaceCopy: { from: string; to: string } | null }): Promise<string> {
    const { connectionId, otherId, spaceCopy } = input;
    const site = this.site(connectionId);
    const taken = await this.store.read(input.baseId);
    const base = spaceCopy ? templatesOfSpace(taken, spaceCopy.from, spaceCopy.to) : taken;
    const baseHere = isSameSite(taken, site);
    let other: SnapshotFile | null = null;
    if (otherId !== null) {
      if (spaceCopy) throw new AppError('VALIDATION', snapshotWords.spaceCopyNow);
      other = await this.store.read(otherId);
      if (!baseHere || !isSameSite(other, site)) throw new AppError('VALIDATION', snapshotWords.notThisSite(baseHere ? other.site.connectionName : taken.site.connectionName));
    }
    const read = emptyRead();
    const plan: ComparisonPlan = { base, other, crossSite: !baseHere || spaceCopy !== null, read, changes: null, live: other === null, spaceCopy, liveLabel: `${site.name} now` };
    const reading = other === null ? this.readSite(session, connectionId, base.spaces.map((space) => space.key), spaceCopy ? ['template'] : kindsOf(base), read) : null;
    const title = spaceCopy
      ? `Compare the templates of ${spaceCopy.from} in “${taken.label}” with ${spaceCopy.to} now`
      : other === null
        ? `Compare “${taken.label}” with the site now`
        : `Compare “${taken.label}” with “${other.label}”`;
    const { jobId } = this.comparisons.preview(connectionId, plan, {
      kind: 'snapshots.comparison.start',
      title,
      items: reading ? reading.items : [{ key: 'compare', target: 'Both snapshots', input: null }],
      dryRun: true,
      work: async (item, ctx) => {
        if (reading && item.input) await reading.work({ ...item, input: item.input }, ctx.signal);
      },
      concurrency: reading ? reading.items.length : 1,
    });
    return jobId;
  }

  /** The comparison as the screen shows it; worked out once, when the site has been read. */
  async comparison(session: ApiSession, jobId: string, connectionId: string): Promise<Comparison> {
    const plan = this.comparisons.get(jobId, connectionId);
    const state = this.comparisons.state(jobId, connectionId);
    if (state === 'ready' && plan.changes === null) {
      plan.other ??= await this.finish(session, connectionId, plan.read, plan.base.spaces.map((space) => space.key), { label: plan.liveLabel, origin: 'beforeChange' }, new AbortController().signal);
      if (plan.spaceCopy !== null) {
        const space = plan.spaceCopy.to;
        plan.other = { ...plan.other, templates: plan.other.templates.filter((template) => template.spaceKey === space) };
      }
      plan.changes = compareSnapshots(plan.base, plan.other, plan.crossSite, plan.spaceCopy === null ? null : ['template']);
    }
    const other = plan.other;
    const side = (snapshot: SnapshotFile, live: boolean) => ({ label: snapshot.label, takenAt: live ? null : snapshot.takenAt, siteUrl: snapshot.site.url, connectionName: snapshot.site.connectionName });
    const site = this.site(connectionId);
    return {
      state,
      base: side(plan.base, false),
      other: other ? side(other, plan.live) : { label: plan.liveLabel, takenAt: null, siteUrl: site.url ?? '', connectionName: site.name },
      crossSite: plan.crossSite,
      spaceCopy: plan.spaceCopy,
      kinds: plan.spaceCopy !== null ? ['template'] : other ? comparableKinds(plan.base, other) : kindsOf(plan.base),
      changes: (plan.changes ?? []).map(({ before: _before, after: _after, ...summary }) => summary),
      gaps: [...new Set([...plan.base.gaps, ...(other?.gaps ?? [])].map((gap) => gap.reason).filter((reason) => reason !== NOT_READ))],
    };
  }

  /** One change of a finished comparison, with both its sides. */
  change(jobId: string, connectionId: string, key: string): SnapshotChange {
    const found = this.comparisons.get(jobId, connectionId).changes?.find((change) => change.key === key);
    if (!found) throw new AppError('NOT_FOUND', 'This change is not in the comparison. Compare again.');
    return found;
  }

  /** What changed between each snapshot of this site and the one before it, oldest first (the last 30). */
  async history(connectionId: string): Promise<{ points: { snapshotId: string; label: string; takenAt: string; changes: Record<SnapshotKind, number> }[] }> {
    const site = this.site(connectionId);
    const ours = (await this.store.list()).summaries.filter((summary) => isSameSite({ site: summary.site }, site)).slice(0, 31).reverse();
    const points = [];
    for (const [index, summary] of ours.entries()) {
      const previous = ours[index - 1];
      if (!previous) continue;
      const changes = await this.countsBetween(previous.id, summary.id);
      if (changes) points.push({ snapshotId: summary.id, label: summary.label, takenAt: summary.takenAt, changes });
    }
    return { points };
  }

  /**
   * The changes per kind between two snapshot files, kept by their ids: a file is never rewritten (an import
   * gets a new id), so two files are read and compared once however often the chart is drawn.
   */
  private async countsBetween(beforeId: string, afterId: string): Promise<Record<SnapshotKind, number> | null> {
    const key = `${beforeId}|${afterId}`;
    const kept = this.historyCounts.get(key);
    if (kept) return kept;
    const [before, after] = await Promise.all([this.store.read(beforeId).catch(() => null), this.store.read(afterId).catch(() => null)]);
    if (!before || !after) return null;
    const counts = Object.fromEntries(snapshotKinds.map(({ kind }) => [kind, 0])) as Record<SnapshotKind, number>;
    for (const change of compareSnapshots(before, after, false)) counts[change.kind] += 1;
    this.historyCounts.set(key, counts);
    return counts;
  }

  /**
   * The dry run of applying chosen changes of a comparison onto this connection's site. The kinds chosen are
   * read again first, so the plan is of the site now (a plan refused as stale is planned afresh by asking
   * again); a change no longer there is refused as already in place.
   */
  async plan(session: ApiSession, input: ApplyInput, signal: AbortSignal): Promise<ApplyPlan> {
    const comparison = this.comparisons.get(input.comparisonId, input.connectionId);
    if (this.comparisons.state(input.comparisonId, input.connectionId) !== 'ready' || !comparison.changes || !comparison.other) {
      throw new AppError('CONFLICT', 'The comparison has not finished. Wait for it, or compare again.');
    }
    if (!comparison.live) throw new AppError('VALIDATION', snapshotWords.twoSnapshots);
    const chosen = new Set(input.keys);
    const kinds = [...new Set(comparison.changes.filter((change) => chosen.has(change.key)).map((change) => change.kind))];
    const now = await this.readAgain(session, input.connectionId, comparison.base, comparison.other, kinds, signal);
    const changes = compareSnapshots(comparison.base, now, comparison.crossSite, comparison.spaceCopy === null ? null : ['template']);
    const planned = await planApply(session, { base: comparison.base, other: now, crossSite: comparison.crossSite, changes }, input, signal);
    const listed = new Set(changes.map((change) => change.key));
    const inPlace = comparison.changes.filter((change) => chosen.has(change.key) && !listed.has(change.key)).map((change) => ({ key: change.key, target: change.target, reason: snapshotWords.inPlace }));
    const plan = { ...planned.plan, refused: [...inPlace, ...planned.plan.refused.filter((refusal) => !inPlace.some((each) => each.key === refusal.key))] };
    const kept: ApplyKept = { comparisonId: input.comparisonId, base: comparison.base, other: now, crossSite: comparison.crossSite, spaceCopy: comparison.spaceCopy, plan: { ...plan, planId: '' }, steps: planned.steps, input };
    const planId = this.applies.keep(input.connectionId, kept);
    kept.plan.planId = planId;
    const verb = planned.plan.mode === 'copy' ? 'copying' : 'putting back';
    await this.services.recordPreview({
      connectionId: input.connectionId,
      action: `Previewed ${verb} ${plural(planned.steps.length, 'item')} from snapshot “${comparison.base.label}”`,
      target: planned.steps.map((step) => step.step.target).join('; ') || 'Nothing to do',
    });
    return kept.plan;
  }

  /**
   * The other side with `kinds` read from the site again (in file order; the rest as before). A kind that
   * cannot be read now refuses the plan in Atlassian's words rather than passing for "none".
   */
  private async readAgain(session: ApiSession, connectionId: string, base: SnapshotFile, other: SnapshotFile, kinds: readonly SnapshotKind[], signal: AbortSignal): Promise<SnapshotFile> {
    const read = emptyRead();
    const { items, work } = this.readSite(session, connectionId, base.spaces.map((space) => space.key), kinds, read);
    await Promise.all(items.map((item) => work(item, signal)));
    const unread = read.gaps.filter((gap) => kinds.includes(gap.kind));
    if (unread.length > 0) throw new AppError('CONFLICT', `${snapshotWords.unreadNow} ${unread.map((gap) => gap.reason).join(' ')}`);
    const fresh: Partial<SnapshotFile> = {};
    if (kinds.includes('scheme')) fresh.schemes = read.schemes;
    if (kinds.includes('restriction')) fresh.restrictions = read.restrictions;
    if (kinds.includes('template')) fresh.templates = read.templates;
    if (kinds.includes('webhook')) fresh.webhooks = read.webhooks;
    if (kinds.includes('version')) fresh.versions = read.versions;
    const people = await lookUpPeople(session, read, signal);
    const known = new Map([...other.people, ...people].map((person) => [person.accountId, person]));
    return inFileOrder({ ...other, ...fresh, people: [...known.values()] });
  }

  /**
   * Starts an apply plan after the kit's checks; the staleness check reads the site again and refuses when
   * a chosen thing changed since the comparison. Before the first write, the target as the comparison read
   * it is saved as a snapshot, with a record naming it and the job: that is what undo restores from. If it
   * cannot be saved, no step writes anything.
   */
  async start(session: ApiSession, request: StartRequest): Promise<StartedJob & { target: string }> {
    let release: (saved: boolean) => void = () => undefined;
    const saved = new Promise<boolean>((resolve) => {
      release = resolve;
    });
    const runId = randomUUID();
    let chosen: ApplyKept | null = null;
    const started = await this.applies.start(request, (kept) => {
      chosen = kept;
      return {
        verb: kept.plan.mode === 'copy' ? 'copy' : 'put back',
        count: kept.plan.blockers.length > 0 ? 0 : kept.steps.length,
        phrase: kept.plan.phrase ?? '',
        staleness: (signal) => this.staleness(session, request.connectionId, kept, signal),
        job: this.applyJob(session, request.connectionId, kept, runId, saved),
      };
    });
    const kept = chosen as ApplyKept | null;
    if (!kept) throw new Error('the plan was started without being described');
    try {
      await this.saveBefore(runId, started.jobId, request.connectionId, kept);
      release(true);
      // A run counts as undone only once the undo has put everything back: a stopped or failed undo can be tried again.
      if (kept.base.origin === 'beforeChange') void this.markUndoneWhenDone(kept.base.id, started);
    } catch (error) {
      release(false);
      throw error;
    }
    return { ...started, target: kept.steps.map((step) => step.step.target).join('; ') };
  }

  private async markUndoneWhenDone(beforeSnapshotId: string, started: StartedJob): Promise<void> {
    await started.finished;
    const progress = this.services.jobs.get(started.jobId);
    if (progress.state === 'completed' && progress.failed === 0) await this.store.markUndone(beforeSnapshotId, started.jobId).catch(() => undefined);
  }

  private async saveBefore(runId: string, jobId: string, connectionId: string, kept: ApplyKept): Promise<void> {
    const label = boundedLabel(kept.plan.mode === 'copy' ? `Before copying from “${kept.base.label}”` : `Before putting back “${kept.base.label}”`);
    const before: SnapshotFile = { ...kept.other, id: randomUUID(), label, origin: 'beforeChange', takenAt: this.now().toISOString() };
    await this.store.save(before);
    await this.store.saveApplied({ runId, jobId, connectionId, mode: kept.plan.mode, beforeSnapshotId: before.id, keys: [], undoneBy: null });
  }

  private async staleness(session: ApiSession, connectionId: string, kept: ApplyKept, signal: AbortSignal): Promise<string | null> {
    const kinds = [...new Set(kept.steps.map((step) => step.step.kind))];
    const fresh = await this.readAgain(session, connectionId, kept.base, kept.other, kinds, signal);
    const only = kept.spaceCopy === null ? null : (['template'] as const);
    const now = new Map(compareSnapshots(kept.base, fresh, kept.crossSite, only).map((change) => [change.key, change]));
    const then = new Map(compareSnapshots(kept.base, kept.other, kept.crossSite, only).map((change) => [change.key, change]));
    const changed = kept.steps.filter((step) => JSON.stringify(now.get(step.step.key)?.after ?? null) !== JSON.stringify(then.get(step.step.key)?.after ?? null)).length;
    return changedSincePreview(changed, kept.steps.length, 'changed on the site', 'item');
  }

  /** One step of an apply run, first or picked up after a stop: the write, then the key it changed into the run's record. */
  async runStep(session: ApiSession, connectionId: string, step: KeptStep, ctx: ItemContext): Promise<void> {
    const touched = (key: string) => this.store.addTouched(step.runId, key);
    await touched(await doStep({ session, workspace: this.site(connectionId).workspace }, step.work, step.step.words, step.before, ctx, touched));
  }

  private applyJob(session: ApiSession, connectionId: string, kept: ApplyKept, runId: string, saved: Promise<boolean>): Omit<JobDefinition<KeptStep>, 'connectionId'> {
    return {
      kind: APPLY_KIND,
      title: `${kept.plan.mode === 'copy' ? 'Copy' : 'Put back'} ${plural(kept.steps.length, 'item')} from snapshot “${kept.base.label}”`,
      items: kept.steps.map((step) => ({ key: step.step.key, target: step.step.target, input: { ...step, runId } })),
      // One at a time, in the plan's order: the record of what changed is rewritten after each.
      concurrency: 1,
      work: async (item, ctx) => {
        if (!(await saved)) throw new AppError('INTERNAL', 'The site’s state before the change could not be saved, so nothing was changed.');
        await this.runStep(session, connectionId, item.input, ctx);
      },
    };
  }

  /** What a finished apply run left for its undo. */
  async applied(jobId: string, connectionId: string): Promise<AppliedRun> {
    const record = await this.store.applied(jobId);
    if (!record || record.connectionId !== connectionId) throw new AppError('NOT_FOUND', 'There is no record of this change here, so it cannot be undone from Orgdesk.');
    return { jobId: record.jobId, mode: record.mode, beforeSnapshotId: record.beforeSnapshotId, keys: record.keys, undoneBy: record.undoneBy };
  }

  /**
   * At start: for each connection that asked for it, a snapshot if none was taken automatically today,
   * then the oldest automatic ones beyond the number to keep are deleted. Each is a job like any other.
   */
  async takeAutomatic(sessionOf: (connectionId: string) => Promise<ApiSession>): Promise<void> {
    const today = this.now().toISOString().slice(0, 10);
    for (const connectionId of await this.services.connectionIds()) {
      const auto = await this.store.auto(connectionId);
      if (!auto.enabled || auto.lastTakenAt?.slice(0, 10) === today) continue;
      const { saved } = this.take(await sessionOf(connectionId), connectionId, `Automatic, ${today}`, auto.spaceKeys, 'automatic');
      const taken = await saved;
      if (!taken) continue;
      await this.store.setAuto(connectionId, { lastTakenAt: this.now().toISOString() });
      // One with a part unread (the site out of reach, rights lost) is kept but pushes no complete one out.
      if (taken.gaps.length === 0) await this.prune(connectionId, auto.keep);
    }
  }

  private async prune(connectionId: string, keep: number): Promise<void> {
    const site = this.site(connectionId);
    const automatic = (await this.store.list()).summaries.filter((summary) => summary.origin === 'automatic' && summary.gaps.length === 0 && isSameSite({ site: summary.site }, site));
    for (const old of automatic.slice(keep)) await this.store.delete(old.id);
  }
}
