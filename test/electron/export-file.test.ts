// The export handler of main: the player's choice in the save dialog decides where the file goes, a
// cancel writes nothing, and a failed write keeps whatever was there and reaches the renderer.
import { describe, expect, it } from 'vitest';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createExportFile, type SaveDialogOptions, type ShowSaveDialog } from '../../electron/main/export-file';
import type { ExportFile } from '../../shared/host/types';
import { failingFs, realFs, tempDir } from './helpers';

const CSV: ExportFile = { text: 'game,deal\r\nfortress,5\r\n', fileName: 'castle-results-2026-11-30.csv', mimeType: 'text/csv' };
const JSON_FILE: ExportFile = { text: '{"results":[]}\n', fileName: 'castle-results.json', mimeType: 'application/json' };

/** A save dialog that answers with `filePath` (or a cancel) and keeps the options it was shown. */
function fakeDialog(answer: { canceled: boolean; filePath?: string }): { show: ShowSaveDialog; shown: SaveDialogOptions[] } {
  const shown: SaveDialogOptions[] = [];
  return {
    shown,
    show: (options) => {
      shown.push(options);
      return Promise.resolve(answer);
    },
  };
}

describe('exporting a file from main', () => {
  it('proposes the file name in the documents folder with its type, and writes where the player picked', async () => {
    const dir = tempDir();
    const picked = join(dir, 'my stats.csv');
    const dialog = fakeDialog({ canceled: false, filePath: picked });
    const exportFile = createExportFile({ fs: realFs, showSaveDialog: dialog.show, folder: '/home/player/Documents' });
    expect(await exportFile(CSV)).toEqual({ saved: true, path: picked });
    expect(readFileSync(picked, 'utf8')).toBe(CSV.text);
    expect(dialog.shown).toEqual([
      {
        defaultPath: join('/home/player/Documents', CSV.fileName),
        filters: [{ name: 'CSV', extensions: ['csv'] }],
        properties: ['createDirectory', 'showOverwriteConfirmation'],
      },
    ]);
  });

  it('adds the extension when the player typed a name without one', async () => {
    const dir = tempDir();
    const dialog = fakeDialog({ canceled: false, filePath: join(dir, 'results') });
    const exportFile = createExportFile({ fs: realFs, showSaveDialog: dialog.show, folder: dir });
    expect(await exportFile(JSON_FILE)).toEqual({ saved: true, path: join(dir, 'results.json') });
    expect(JSON.parse(readFileSync(join(dir, 'results.json'), 'utf8'))).toEqual({ results: [] });
    expect(dialog.shown[0]!.filters).toEqual([{ name: 'JSON', extensions: ['json'] }]);
  });

  it('writes nothing when the player cancels', async () => {
    const dir = tempDir();
    const exportFile = createExportFile({ fs: realFs, showSaveDialog: fakeDialog({ canceled: true, filePath: '' }).show, folder: dir });
    expect(await exportFile(CSV)).toEqual({ saved: false });
    expect(readdirSync(dir)).toEqual([]);
  });

  it('a failed write rejects with the reason and leaves the old file whole', async () => {
    const dir = tempDir();
    const path = join(dir, 'stats.csv');
    writeFileSync(path, 'the old export');
    const exportFile = createExportFile({ fs: failingFs('write'), showSaveDialog: fakeDialog({ canceled: false, filePath: path }).show, folder: dir });
    await expect(exportFile(CSV)).rejects.toThrow(/ENOSPC/);
    expect(readFileSync(path, 'utf8')).toBe('the old export');
    expect(readdirSync(dir)).toEqual(['stats.csv']);
    expect(existsSync(join(dir, 'stats.csv'))).toBe(true);
  });
});
