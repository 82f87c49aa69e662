import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/**
 * The layer rules are lint rules; these cases prove the rules bite. Each sample is linted as if it lived at
 * the given path, so nothing is written to the tree.
 */
const eslint = new ESLint();

async function restrictedImports(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message);
}

describe('layer rules', () => {
  it.each([
    ['app/core/x.ts', "import { app } from 'electron';\nexport const a = app;\n"],
    ['app/core/x.ts', "import { useState } from 'react';\nexport const a = useState;\n"],
    ['renderer/src/x.ts', "import { readFile } from 'node:fs/promises';\nexport const a = readFile;\n"],
    ['renderer/src/x.ts', "import { join } from 'path';\nexport const a = join;\n"],
    ['renderer/src/x.ts', "import { createCore } from '../../app/core';\nexport const a = createCore;\n"],
    ['renderer/src/x.ts', "import { shell } from 'electron';\nexport const a = shell;\n"],
    ['main/window.ts', "import { ipcMain } from 'electron';\nexport const a = ipcMain;\n"],
    ['main/index.ts', "import { startBridge } from '../app/bridge/server';\nexport const a = startBridge;\n"],
    ['app/contract/x.ts', "import { readFile } from 'node:fs';\nexport const a = readFile;\n"],
    ['app/api/jira/x.ts', "import { plural } from '../../core/words';\nexport const a = plural;\n"],
    ['app/api/jira/x.ts', "import type { JobRegistry } from '../../jobs/job-registry';\nexport type A = JobRegistry;\n"],
    ['app/api/jira/x.ts', "import { app } from 'electron';\nexport const a = app;\n"],
    ['app/jobs/x.ts', "import type { CoreServices } from '../core/services';\nexport type A = CoreServices;\n"],
    ['app/jobs/x.ts', "import { getHook } from '../api/bitbucket/hooks';\nexport const a = getHook;\n"],
  ])('%s may not: %s', async (file, code) => {
    expect(await restrictedImports(file, code)).not.toEqual([]);
  });

  it.each([
    ['renderer/src/x.ts', "import { channels } from '../../app/contract/channels';\nexport const a = channels;\n"],
    ['renderer/src/x.ts', "import type { ConnectionView } from '../../app/contract/app/connections.channels';\nexport type A = ConnectionView;\n"],
    ['renderer/src/x.ts', "import { revokePhrase } from '../../app/contract/users/token-review.channels';\nexport const a = revokePhrase;\n"],
    ['main/ipc.ts', "import { ipcMain } from 'electron';\nexport const a = ipcMain;\n"],
    ['app/core/x.ts', "import { join } from 'node:path';\nexport const a = join;\n"],
    ['app/api/jira/x.ts', "import { AppError } from '../../contract/errors';\nexport const a = AppError;\n"],
    ['app/jobs/x.ts', "import { AppError } from '../contract/errors';\nexport const a = AppError;\n"],
  ])('%s may: %s', async (file, code) => {
    expect(await restrictedImports(file, code)).toEqual([]);
  });
});

describe('dialogs', () => {
  it.each([
    ['renderer/src/features/users/review/X.tsx', "import Dialog from '@mui/material/Dialog';\nexport const a = Dialog;\n"],
    ['renderer/src/features/webhooks/X.tsx', "import { Dialog } from '@mui/material';\nexport const a = Dialog;\n"],
    ['renderer/src/features/projects/project/RemoveVersionWizard.tsx', "import Dialog from '@mui/material/Dialog';\nexport const a = Dialog;\n"],
    ['renderer/src/features/content/X.tsx', "import Dialog from '@mui/material/Dialog/Dialog';\nexport const a = Dialog;\n"],
    ['renderer/src/shell/X.tsx', "import type { DialogProps } from '@mui/material/Dialog';\nexport type A = DialogProps;\n"],
  ])('%s may not build on a bare MUI Dialog: %s', async (file, code) => {
    expect(await restrictedImports(file, code)).toEqual([expect.stringMatching(/FormDialog .* DialogFrame .* ConfirmDialog/)]);
  });

  it.each([
    ['renderer/src/shared/X.tsx', "import Dialog from '@mui/material/Dialog';\nexport const a = Dialog;\n"],
    ['renderer/src/features/users/X.tsx', "import DialogTitle from '@mui/material/DialogTitle';\nexport const a = DialogTitle;\n"],
    ['renderer/src/features/users/X.tsx', "import { FormDialog } from '../../shared/FormDialog';\nexport const a = FormDialog;\n"],
  ])('%s may: %s', async (file, code) => {
    expect(await restrictedImports(file, code)).toEqual([]);
  });

  it('the frames keep the rest of the renderer rules', async () => {
    expect(await restrictedImports('renderer/src/shared/X.tsx', "import { readFile } from 'node:fs';\nexport const a = readFile;\n")).not.toEqual([]);
  });
});

async function boundaryProblems(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'orgdesk/feature-boundaries').map((m) => m.message);
}

describe('feature folders', () => {
  it.each([
    ['renderer/src/features/content/ContentArea.tsx', "import { GuardedButton } from '../users/shared/GuardedButton';\nexport const a = GuardedButton;\n"],
    ['renderer/src/features/content/page/PageView.tsx', "import { accountPath } from '../../users/userRoutes';\nexport const a = accountPath;\n"],
    ['renderer/src/features/jira/x.ts', "import type { Row } from '../users/reviewRows';\nexport type A = Row;\n"],
    ['renderer/src/features/jira/x.ts', "export { accountPath } from '../users/userRoutes';\n"],
    ['renderer/src/features/jira/x.ts', "export const a = () => import('../webhooks/WebhooksArea');\n"],
  ])('%s may not reach into another feature: %s', async (file, code) => {
    expect(await boundaryProblems(file, code)).toEqual([expect.stringMatching(/may not import from features\//)]);
  });

  it.each([
    ['renderer/src/shell/AppShell.tsx', "import UsersArea from '../features/users/UsersArea';\nexport const a = UsersArea;\n"],
    ['renderer/src/App.tsx', "import { ActivityTable } from './features/activity/ActivityTable';\nexport const a = ActivityTable;\n"],
  ])('%s may not load a feature statically: %s', async (file, code) => {
    expect(await boundaryProblems(file, code)).toEqual([expect.stringMatching(/Only the area catalog loads features/)]);
  });

  it.each([
    ['renderer/src/features/content/ContentArea.tsx', "import { GuardedButton } from '../../shared/GuardedButton';\nexport const a = GuardedButton;\n"],
    ['renderer/src/features/content/ContentArea.tsx', "import { useChannelQuery } from '../../api/hooks';\nexport const a = useChannelQuery;\n"],
    ['renderer/src/features/content/ContentArea.tsx', "import type { AreaScreenProps } from '../../areas/catalog';\nexport type A = AreaScreenProps;\n"],
    ['renderer/src/features/content/page/PageView.tsx', "import { pageModel } from '../shared/pageModel';\nexport const a = pageModel;\n"],
    ['renderer/src/features/content/page/PageView.tsx', "import { x } from '../../content/shared/x';\nexport const a = x;\n"],
    ['renderer/src/areas/catalog.tsx', "export const load = () => import('../features/users/UsersArea');\n"],
    ['renderer/src/shell/x.ts', "import type { NavItem } from '../features/users/nav';\nexport type A = NavItem;\n"],
  ])('%s may: %s', async (file, code) => {
    expect(await boundaryProblems(file, code)).toEqual([]);
  });
});

async function coreProblems(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'orgdesk-core/core-boundaries').map((m) => m.message);
}

describe('core areas', () => {
  it.each([
    ['app/core/confluence/access/x.ts', "import { listHooks } from '../../bitbucket/hook-list';\nexport const a = listHooks;\n"],
    ['app/core/users/x.ts', "import type { Snapshot } from '../jira/schemes/undo-store';\nexport type A = Snapshot;\n"],
    ['app/core/jira/handlers/x.ts', "export { RecentPeople } from '../../users/recent-people';\n"],
  ])('%s may not reach into another area: %s', async (file, code) => {
    expect(await coreProblems(file, code)).toEqual([expect.stringMatching(/may not import from app\/core\//)]);
  });

  it.each([
    ['app/core/confluence/access/x.ts', "import { pageTarget } from '../shared/page-set';\nexport const a = pageTarget;\n"],
    ['app/core/users/x.ts', "import { ActivityLog } from '../activity/activity-log';\nexport const a = ActivityLog;\n"],
    ['app/core/index.ts', "import { usersArea } from './users/area';\nexport const a = usersArea;\n"],
  ])('%s may: %s', async (file, code) => {
    expect(await coreProblems(file, code)).toEqual([]);
  });
});

async function handWrittenPlurals(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'no-restricted-syntax').map((m) => m.message);
}

describe('counts on screen', () => {
  it.each([
    "export const a = (n: number) => `${n} ${n === 1 ? 'page' : 'pages'}`;\n",
    "export const a = (n: number) => (n !== 1 ? 'are' : 'is');\n",
    "export const a = (rows: string[]) => `${rows.length === 1 ? 'row' : 'rows'}`;\n",
    "export const a = (n: number) => (1 === n ? 'it' : 'them');\n",
  ])('a hand-written plural is refused: %s', async (code) => {
    expect(await handWrittenPlurals('renderer/src/features/users/x.ts', code)).toEqual([expect.stringMatching(/plural/)]);
  });

  it('the shared counting words pass', async () => {
    const code = "import { agreeing, plural } from '../../../../app/contract/words';\nexport const a = (n: number) => `${plural(n, 'page')} ${agreeing(n, 'is', 'are')}`;\n";
    expect(await handWrittenPlurals('renderer/src/features/users/x.ts', code)).toEqual([]);
  });
});

async function handlerProblems(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  const rules = new Set(['orgdesk-core/thin-handlers', 'complexity', 'max-lines', 'no-restricted-imports']);
  return (result?.messages ?? []).filter((m) => m.ruleId !== null && rules.has(m.ruleId)).map((m) => `${m.ruleId}: ${m.message}`);
}

/** A handler file whose factory holds these handlers, each `[channel, body]`. */
function handlerFile(handlers: [string, string][], imports = ''): string {
  const entries = handlers.map(([channel, body]) => `    '${channel}': async (input: { n: number }) => {\n${body}\n    },`).join('\n');
  return `${imports}export function someHandlers() {\n  return {\n${entries}\n  };\n}\n`;
}

/** `count` statements of a handler body, one a line. */
const statements = (count: number) => Array.from({ length: count }, (_, index) => `      console.info(input.n + ${index});`).join('\n');

describe('thin handlers', () => {
  it('refuses a handler longer than twelve lines, naming its channel', async () => {
    const code = handlerFile([['jira.versions.update', `${statements(12)}\n      return input;`]]);
    expect(await handlerProblems('app/core/jira/handlers/x.ts', code)).toEqual([expect.stringMatching(/^orgdesk-core\/thin-handlers: jira\.versions\.update has 15 lines; .* at most 12/)]);
  });

  it('refuses a long helper beside the handlers too', async () => {
    const code = `function describeChange(n: number): string {\n${statements(12).replaceAll('input.n', 'n')}\n  return String(n);\n}\n${handlerFile([['jira.versions.list', '      return describeChange(input.n);']])}`;
    expect(await handlerProblems('app/core/jira/handlers/x.ts', code)).toEqual([expect.stringMatching(/^orgdesk-core\/thin-handlers: describeChange has 15 lines/)]);
  });

  it('refuses a handler that decides more than a few things itself', async () => {
    const body = '      if (input.n > 1) return 1;\n      if (input.n > 2) return 2;\n      if (input.n > 3) return 3;\n      return input.n > 4 ? 4 : 5;';
    expect(await handlerProblems('app/core/confluence/handlers/x.ts', handlerFile([['confluence.pages.get', body]]))).toEqual([
      expect.stringMatching(/^complexity: .*'confluence\.pages\.get' has a complexity of 5/),
    ]);
  });

  it('refuses HTTP in a handler: the session is handed to the model', async () => {
    const imports = "import type { ApiSession } from '../../../api/http/session';\n";
    const code = handlerFile([['users.tokens.list', '      const session: ApiSession | null = null;\n      return session ?? input;']], imports);
    expect(await handlerProblems('app/core/users/handlers/x.ts', code)).toEqual([expect.stringMatching(/^no-restricted-imports: .*never speaks HTTP itself/)]);
  });

  it('refuses a handler file over 200 lines of code', async () => {
    const handlers = Array.from({ length: 40 }, (_, index): [string, string] => [`bitbucket.hooks.get${index}`, `${statements(3)}\n      return input;`]);
    expect(await handlerProblems('app/core/bitbucket/handlers/x.ts', handlerFile(handlers))).toEqual([expect.stringMatching(/^max-lines: File has too many lines/)]);
  });

  it.each([
    ['app/core/jira/handlers/x.ts', handlerFile([['jira.versions.list', '      return input;'], ['jira.versions.get', statements(8)]])],
    ['app/core/jira/versions/x.ts', `export function plan(n: number) {\n${statements(30).replaceAll('input.n', 'n')}\n}\n`],
    ['app/core/jira/handlers/x.test.ts', `export function scenario(n: number) {\n${statements(30).replaceAll('input.n', 'n')}\n}\n`],
    ['app/core/confluence/access/x.ts', "import type { ApiSession } from '../../../api/http/session';\nexport type A = ApiSession;\n"],
  ])('%s may', async (file, code) => {
    expect(await handlerProblems(file, code)).toEqual([]);
  });
});
