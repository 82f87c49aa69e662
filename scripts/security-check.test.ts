import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { evaluate, formatTable, parseCsv, parseReport, scan, type Finding } from './security-check';

const root = join(import.meta.dirname, '..');
const header = 'issue, severity, confidence, filename, location, sample, description, url\n';

const finding = (overrides: Partial<Finding>): Finding => ({
  check: 'NODE_INTEGRATION_JS_CHECK',
  severity: 'HIGH',
  confidence: 'FIRM',
  file: 'main/window.ts',
  location: '1:0',
  sample: '',
  description: '',
  ...overrides,
});

describe('reading the electronegativity CSV', () => {
  it('handles quoted commas, doubled quotes and line breaks inside fields', () => {
    expect(parseCsv('a,"b, c","say ""hi""","two\nlines"\nx,y\n')).toEqual([
      ['a', 'b, c', 'say "hi"', 'two\nlines'],
      ['x', 'y'],
    ]);
  });

  it('turns report rows into findings', () => {
    const csv = `${header}OPEN_EXTERNAL_JS_CHECK,"MEDIUM","TENTATIVE","main\\external-links.ts","28:8","await shell.openExternal(url);","Review the use of openExternal",https://github.com/doyensec/electronegativity/wiki/OPEN_EXTERNAL_JS_CHECK\n`;
    expect(parseReport(csv)).toEqual([
      {
        check: 'OPEN_EXTERNAL_JS_CHECK',
        severity: 'MEDIUM',
        confidence: 'TENTATIVE',
        file: 'main/external-links.ts',
        location: '28:8',
        sample: 'await shell.openExternal(url);',
        description: 'Review the use of openExternal',
      },
    ]);
  });

  it('refuses a report without the header or with a damaged row rather than passing silently', () => {
    expect(() => parseReport('OPEN_EXTERNAL_JS_CHECK,"MEDIUM"\n')).toThrow(/header/);
    // What a header write racing the row write leaves behind: the start of the first row is gone.
    const damaged = `${header}pt-src 'self'; object-src 'none'","One or more CSP directives detected seems to be vulnerable",https://x\nOPEN_EXTERNAL_JS_CHECK,"MEDIUM","TENTATIVE","main/a.ts","1:1","x","y",https://x\n`;
    expect(() => parseReport(damaged)).toThrow(/malformed|quoted field/);
    expect(() => parseReport(`${header}pt-src,"MEDIUM","TENTATIVE","main/a.ts","1:1","x","y",https://x\n`)).toThrow(/Row 2 .* malformed/);
  });
});

describe('judging findings', () => {
  const justified = [{ check: 'PRELOAD_JS_CHECK', file: 'main/window.ts', reason: 'reviewed' }];

  it('fails on HIGH and MEDIUM, ignores LOW and INFORMATIONAL', () => {
    const result = evaluate(
      [finding({ severity: 'HIGH' }), finding({ severity: 'MEDIUM' }), finding({ severity: 'LOW' }), finding({ severity: 'INFORMATIONAL' })],
      [],
    );
    expect(result.rows.map((row) => row.verdict)).toEqual(['FAIL', 'FAIL', 'info', 'info']);
    expect(result.failures).toBe(2);
  });

  it('accepts a justified finding only for the check and file it names', () => {
    const result = evaluate(
      [finding({ check: 'PRELOAD_JS_CHECK', severity: 'MEDIUM' }), finding({ check: 'PRELOAD_JS_CHECK', severity: 'MEDIUM', file: 'main/other.ts' })],
      justified,
    );
    expect(result.rows.map((row) => row.verdict)).toEqual(['accepted', 'FAIL']);
    expect(formatTable(result)).toMatch(/accepted PRELOAD_JS_CHECK in main\/window.ts: reviewed/);
  });

  it('reports justifications that no longer match anything', () => {
    expect(evaluate([], justified).unusedJustifications).toEqual(justified);
  });
});

describe('scanning with electronegativity', () => {
  it.concurrent('flags an insecure window', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'orgdesk-insecure-'));
    await writeFile(
      join(dir, 'window.ts'),
      `import { BrowserWindow } from 'electron';
export const open = () => new BrowserWindow({ webPreferences: { nodeIntegration: true, contextIsolation: false, sandbox: false } });
`,
    );
    const result = evaluate(await scan({ mainDir: dir }));
    const failed = result.rows.filter((row) => row.verdict === 'FAIL').map((row) => row.finding.check);
    expect(failed).toEqual(
      expect.arrayContaining([
        'CONTEXT_ISOLATION_JS_CHECK',
        'SANDBOX_JS_CHECK',
        'LIMIT_NAVIGATION_GLOBAL_CHECK',
        'PERMISSION_REQUEST_HANDLER_GLOBAL_CHECK',
      ]),
    );
    expect(result.failures).toBeGreaterThan(0);
  }, 90_000);

  it.concurrent('passes the real shell, with every accepted finding justified', async () => {
    const result = evaluate(await scan({ mainDir: join(root, 'main'), rendererHtml: join(root, 'renderer', 'index.html') }));
    expect(result.rows.filter((row) => row.verdict === 'FAIL')).toEqual([]);
    expect(result.unusedJustifications).toEqual([]);
  }, 90_000);
});
