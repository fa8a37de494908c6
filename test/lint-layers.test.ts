import { describe, expect, it } from 'vitest';
import { ESLint } from 'eslint';

// The layers as eslint.config.js keeps them: an import a layer may not make is a lint error there
// (tsconfig per layer catches the globals; this, the imports).

const eslint = new ESLint({ cwd: new URL('..', import.meta.url).pathname });

/** The rules an import breaks in a file at `path` (a path that need not exist). */
async function brokenBy(path: string, from: string): Promise<string[]> {
  const [result] = await eslint.lintText(`import * as m from '${from}';\nexport const x = m;\n`, { filePath: path });
  return (result?.messages ?? []).map((m) => m.ruleId ?? m.message);
}

const BANNED: readonly [layer: string, from: string, file: string][] = [
  ['shared', '../../server/app', 'shared/engine/probe.ts'],
  ['shared', 'fastify', 'shared/engine/probe.ts'],
  ['shared', '../../renderer/host', 'shared/engine/probe.ts'],
  ['shared', '../../electron/main/ipc', 'shared/engine/probe.ts'],
  ['shared', 'node:fs', 'shared/engine/probe.ts'],
  ['renderer', '../../server/app', 'renderer/table/probe.ts'],
  ['renderer', '../../electron/main/ipc', 'renderer/table/probe.ts'],
  ['server', '../renderer/host', 'server/probe.ts'],
  ['server', '../electron/main/ipc', 'server/probe.ts'],
  ['electron', '../../server/app', 'electron/main/probe.ts'],
];

describe('the layers’ imports', () => {
  it.each(BANNED)('%s/ may not import %s', async (_layer, from, file) => {
    expect(await brokenBy(file, from)).toContain('no-restricted-imports');
  });

  it('while shared/ imports the engine, and the server shared/', async () => {
    expect(await brokenBy('shared/formats/probe.ts', '../engine/moves')).toEqual([]);
    expect(await brokenBy('server/probe.ts', '../shared/engine/moves')).toEqual([]);
  });
});
