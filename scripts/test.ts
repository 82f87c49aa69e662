/**
 * `npm test`: every gate a change must pass, in order, each counted, ending with the plain line CI reads:
 * `N passed, N failed` (the skipped count is on the line before it). Typecheck, lint, dead code, build and
 * the security check count as one test each; the Vitest and Playwright suites count their own tests.
 * Steps after a failure still run, so one run shows everything that is wrong.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';

interface Counts {
  passed: number;
  failed: number;
  skipped: number;
}

interface Step {
  name: string;
  command: string[];
  /** Reads the step's own report; a step without one counts as a single pass or failure. */
  counts?: (exitCode: number) => Counts;
}

const keychainWrapper = process.env.CI || hasGnomeKeyring() ? ['bash', 'scripts/with-keyring.sh'] : [];

function hasGnomeKeyring(): boolean {
  return spawnSync('sh', ['-c', 'command -v gnome-keyring-daemon && command -v dbus-run-session'], { stdio: 'ignore' }).status === 0;
}

function readJson(file: string): unknown {
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null;
}

function vitestCounts(exitCode: number): Counts {
  const report = readJson('test-results/unit.json') as { numPassedTests: number; numFailedTests: number; numPendingTests: number; numTodoTests: number } | null;
  if (!report) return { passed: 0, failed: 1, skipped: 0 };
  const failed = report.numFailedTests + (exitCode !== 0 && report.numFailedTests === 0 ? 1 : 0);
  return { passed: report.numPassedTests, failed, skipped: report.numPendingTests + report.numTodoTests };
}

function playwrightCounts(exitCode: number): Counts {
  const report = readJson('test-results/e2e.json') as { stats: { expected: number; unexpected: number; flaky: number; skipped: number } } | null;
  if (!report) return { passed: 0, failed: 1, skipped: 0 };
  const { expected, unexpected, flaky, skipped } = report.stats;
  return { passed: expected, failed: unexpected + flaky + (exitCode !== 0 && unexpected === 0 ? 1 : 0), skipped };
}

const steps: Step[] = [
  { name: 'typecheck app', command: ['npx', 'tsc', '-p', 'tsconfig.app.json'] },
  { name: 'typecheck main', command: ['npx', 'tsc', '-p', 'tsconfig.main.json'] },
  { name: 'typecheck renderer', command: ['npx', 'tsc', '-p', 'tsconfig.renderer.json'] },
  { name: 'typecheck tools', command: ['npx', 'tsc', '-p', 'tsconfig.tools.json'] },
  { name: 'lint', command: ['npx', 'eslint', '.', '--max-warnings', '0'] },
  { name: 'dead code (knip)', command: ['npx', 'knip'] },
  { name: 'build', command: ['npx', 'electron-vite', 'build'] },
  { name: 'security check', command: ['npx', 'tsx', 'scripts/security-check.ts'] },
  {
    name: 'unit and integration (Vitest)',
    command: [...keychainWrapper, 'npx', 'vitest', 'run', '--reporter=default', '--reporter=json', '--outputFile=test-results/unit.json'],
    counts: vitestCounts,
  },
  { name: 'end-to-end (Playwright)', command: ['npx', 'playwright', 'test', '--project', 'browser', '--project', 'electron'], counts: playwrightCounts },
];

rmSync('test-results', { recursive: true, force: true });
const total: Counts = { passed: 0, failed: 0, skipped: 0 };
const summary: string[] = [];
for (const step of steps) {
  console.log(`\n=== ${step.name}: ${step.command.join(' ')}`);
  const [command, ...args] = step.command as [string, ...string[]];
  const started = Date.now();
  const exitCode = spawnSync(command, args, { stdio: 'inherit', env: process.env }).status ?? 1;
  const counts = step.counts ? step.counts(exitCode) : exitCode === 0 ? { passed: 1, failed: 0, skipped: 0 } : { passed: 0, failed: 1, skipped: 0 };
  total.passed += counts.passed;
  total.failed += counts.failed;
  total.skipped += counts.skipped;
  const seconds = ((Date.now() - started) / 1000).toFixed(0);
  summary.push(`${counts.failed > 0 ? 'FAIL' : 'ok  '}  ${step.name.padEnd(32)} ${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped (${seconds}s)`);
}
console.log(`\n${summary.join('\n')}\n`);
console.log(`${total.skipped} skipped (each with its reason in the step's output above)`);
console.log(`${total.passed} passed, ${total.failed} failed`);
process.exit(total.failed > 0 ? 1 : 0);
