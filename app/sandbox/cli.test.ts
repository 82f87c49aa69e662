import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../..', import.meta.url));
const tsx = `${root}node_modules/.bin/tsx`;

function run(args: string[]) {
  const child = spawn(tsx, ['app/sandbox/cli.ts', ...args], { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  return { child, stdout: () => stdout, stderr: () => stderr };
}

describe('npm run sandbox', () => {
  it('prints exactly one ready line, serves requests, and stays quiet on stdout', async () => {
    const cli = run(['--port', '0', '--seed', 'cli', '--faults', '5xx:0']);
    while (!cli.stdout().includes('\n')) await once(cli.child.stdout, 'data');
    const ready = JSON.parse(cli.stdout().trim()) as { sandbox: string; baseUrl: string; admin: { apiKey: string }; site: { email: string; apiToken: string }; bitbucket: { workspace: string; token: string } };
    expect(ready).toMatchObject({ sandbox: 'ready', baseUrl: expect.stringMatching(/^http:\/\/127\.0\.0\.1:\d+$/) });
    const response = await fetch(`${ready.baseUrl}/2.0/workspaces/${ready.bitbucket.workspace}/hooks`, { headers: { authorization: `Bearer ${ready.bitbucket.token}` } });
    expect(response.status).toBe(200);
    const exited = once(cli.child, 'exit');
    cli.child.kill('SIGTERM');
    await exited;
    expect(cli.stdout().trim().split('\n')).toHaveLength(1);
  });

  it('exits non-zero with a message on stderr and nothing on stdout for bad options', async () => {
    const cli = run(['--scale', 'huge']);
    const [code] = (await once(cli.child, 'exit')) as [number];
    expect(code).toBe(1);
    expect(cli.stdout()).toBe('');
    expect(cli.stderr()).toContain('--scale');
  });
});
