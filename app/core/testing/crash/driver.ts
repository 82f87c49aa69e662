/**
 * One life of Orgdesk's core for the crash tests (`crash-injection.test.ts`), run as its own process so a
 * SIGKILL ends it for real: `node --import tsx driver.ts '<scenario JSON>'`. In `start` it plans and starts a
 * flow's job, then kills itself at the chosen upstream write, just before the request leaves or just after
 * its answer came; in `recover` it starts again on the same data folder, settles each stopped job and
 * carries out the scenario's choice. Its last stdout line is a JSON summary.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { z } from 'zod';
import type { Channel, Input, Output } from '../../../contract/channels';
import { secretKey } from '../../connections/credentials';
import { createCore } from '../../index';
import { MemorySecretStore } from '../../secrets/memory-secret-store';
import { JsonFileSettingsStore } from '../../settings/json-file-settings-store';
import { waitForJob } from '../../test-support';
import { connectionPartsFor, type SandboxCredentials } from '../../../sandbox/kit';
import { crashFlows } from './flows';

const Scenario = z.object({
  dataDir: z.string(),
  baseUrl: z.string(),
  credentials: z.custom<SandboxCredentials>((value) => typeof value === 'object' && value !== null),
  flow: z.string(),
  params: z.unknown(),
  mode: z.enum(['start', 'recover']),
  crash: z.object({ atWrite: z.number().int().min(1), when: z.enum(['before', 'after']) }).nullable(),
  choice: z.enum(['resume', 'rollBack']).nullable(),
});
export type Scenario = z.infer<typeof Scenario>;

const scenario = Scenario.parse(JSON.parse(process.argv[2] ?? '{}'));
const flow = crashFlows[scenario.flow];
if (!flow) throw new Error(`no crash flow ${scenario.flow}`);

let armed = false;
let writes = 0;
const die = () => process.kill(process.pid, 'SIGKILL');
const crashingFetch: typeof fetch = async (input, init) => {
  const method = (init?.method ?? (input instanceof Request ? input.method : 'GET')).toUpperCase();
  if (!armed || method === 'GET' || scenario.crash === null) return fetch(input, init);
  writes += 1;
  const here = writes === scenario.crash.atWrite;
  if (here && scenario.crash.when === 'before') die();
  const response = await fetch(input, init);
  if (here && scenario.crash.when === 'after') die();
  return response;
};

/** The secrets a keychain would have kept across the restart. */
const secrets = new MemorySecretStore();
const settingsText = await readFile(join(scenario.dataDir, 'settings.json'), 'utf8').catch(() => null);
const savedId = settingsText === null ? null : ((JSON.parse(settingsText) as { connections?: Array<{ id: string }> }).connections?.[0]?.id ?? null);
if (savedId !== null) {
  await secrets.set(secretKey(savedId, 'site'), scenario.credentials.site.apiToken);
  await secrets.set(secretKey(savedId, 'admin'), scenario.credentials.admin.apiKey);
  await secrets.set(secretKey(savedId, 'bitbucket'), scenario.credentials.bitbucket.token);
}

const core = await createCore({
  transport: 'bridge',
  version: 'crash-test',
  secretStore: secrets,
  settingsStore: new JsonFileSettingsStore(join(scenario.dataDir, 'settings.json')),
  dataDir: scenario.dataDir,
  fetch: crashingFetch,
});

async function call<C extends Channel>(channel: C, input: Input<C>): Promise<Output<C>> {
  const result = await core.dispatch(channel, input);
  if (!result.ok) throw new Error(`${channel}: ${result.error.code} ${result.error.message}`);
  return result.data as Output<C>;
}

const connectionId = savedId ?? (await call('app.connections.add', { name: 'Sandbox', ...connectionPartsFor(scenario.baseUrl, scenario.credentials), jiraApiVersion: '3' })).id;

if (scenario.mode === 'start') {
  const finished = async (jobId: string) => void (await waitForJob(core, jobId));
  const jobId = await flow.start({ call, connectionId, params: scenario.params, arm: () => (armed = true), finished });
  await waitForJob(core, jobId);
  process.stdout.write(`${JSON.stringify({ finished: jobId, writes })}\n`);
} else {
  const { jobs, journal } = await call('app.recovery.list', {});
  const handled = [];
  for (const job of jobs) {
    const settled = await call('app.recovery.check', { jobId: job.jobId });
    let outcomes: Output<'app.jobOutcomes.list'>['outcomes'] = [];
    if (scenario.choice === 'resume' && settled.resume.offered) {
      const { jobId } = await call('app.recovery.resume', { jobId: job.jobId });
      await waitForJob(core, jobId);
      outcomes = (await call('app.jobOutcomes.list', { jobId })).outcomes;
    } else if (scenario.choice === 'rollBack' && settled.rollBack.offered) {
      const { jobId } = await call('app.recovery.rollBack', { jobId: job.jobId });
      await waitForJob(core, jobId);
      outcomes = (await call('app.jobOutcomes.list', { jobId })).outcomes;
    } else {
      await call('app.recovery.leave', { jobId: job.jobId });
    }
    handled.push({ found: job, settled, outcomes });
  }
  process.stdout.write(`${JSON.stringify({ handled, journal, left: (await call('app.recovery.list', {})).jobs.length })}\n`);
}
await core.dispose();
process.exit(0);
