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
  ])('%s may not: %s', async (file, code) => {
    expect(await restrictedImports(file, code)).not.toEqual([]);
  });

  it.each([
    ['renderer/src/x.ts', "import { channels } from '../../app/contract/channels';\nexport const a = channels;\n"],
    ['main/ipc.ts', "import { ipcMain } from 'electron';\nexport const a = ipcMain;\n"],
    ['app/core/x.ts', "import { join } from 'node:path';\nexport const a = join;\n"],
  ])('%s may: %s', async (file, code) => {
    expect(await restrictedImports(file, code)).toEqual([]);
  });
});
