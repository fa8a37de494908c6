// The export handler of main: the player's choice in the save dialog decides where the file goes, a
// cancel writes nothing, and a failed write keeps whatever was there and reaches the renderer.
import { describe, expect, it } from 'vitest';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createExportFile, type SaveDialogOptions, type ShowSaveDialog } from '../../../electron/main/export-file';
import type { ExportFile } from '../../../shared/host/types';
import { failingFs, realFs, tempDir } from '../helpers';

const CSV: ExportFile = { text: 'game,deal\r\nfortress,5\r\n', fileName: 'castle-results-2026-11-30.csv', mimeType: 'text/csv' };
const JSON_FILE: ExportFile = { text: '{"results":[]}\n', fileName: 'castle-results.json', mimeType: 'application/json' };

/** A save dialog that answers with `filePath` (or a cancel), the next answer each time it opens, and keeps the options it was shown. */
function fakeDialog(...answers: { canceled: boolean; filePath?: string }[]): { show: ShowSaveDialog; shown: SaveDialogOptions[] } {
  const shown: SaveDialogOptions[] = [];
  return {
    shown,
    show: (options) => {
      shown.push(options);
      return Promise.resolve(answers[Math.min(shown.length, answers.length) - 1]!);
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

  it('saves a JSON export the player named stats.csv as stats.json, its type, and a CSV one as .csv', async () => {
    const dir = tempDir();
    const dialog = fakeDialog({ canceled: false, filePath: join(dir, 'stats.csv') });
    const exportFile = createExportFile({ fs: realFs, showSaveDialog: dialog.show, folder: dir });
    expect(await exportFile(JSON_FILE)).toEqual({ saved: true, path: join(dir, 'stats.json') });
    expect(readdirSync(dir)).toEqual(['stats.json']);
    expect(JSON.parse(readFileSync(join(dir, 'stats.json'), 'utf8'))).toEqual({ results: [] });
    expect(dialog.shown).toHaveLength(1);
    const csv = createExportFile({ fs: realFs, showSaveDialog: fakeDialog({ canceled: false, filePath: join(dir, 'stats.JSON') }).show, folder: dir });
    expect(await csv(CSV)).toEqual({ saved: true, path: join(dir, 'stats.csv') });
    expect(readFileSync(join(dir, 'stats.csv'), 'utf8')).toBe(CSV.text);
    // a name that already has its extension, in any case, is kept as the player typed it
    const upper = createExportFile({ fs: realFs, showSaveDialog: fakeDialog({ canceled: false, filePath: join(dir, 'ALL.CSV') }).show, folder: dir });
    expect(await upper(CSV)).toEqual({ saved: true, path: join(dir, 'ALL.CSV') });
  });

  it('proposes a name of the right type even when the renderer proposed another', async () => {
    const dir = tempDir();
    const dialog = fakeDialog({ canceled: true });
    await createExportFile({ fs: realFs, showSaveDialog: dialog.show, folder: dir })({ ...JSON_FILE, fileName: 'castle-results.csv' });
    expect(dialog.shown[0]!.defaultPath).toBe(join(dir, 'castle-results.json'));
    expect(dialog.shown[0]!.filters).toEqual([{ name: 'JSON', extensions: ['json'] }]);
  });

  it('never replaces a file the dialog did not ask about: it opens again on the corrected name', async () => {
    const dir = tempDir();
    writeFileSync(join(dir, 'stats.json'), 'kept until the player says so');
    // the player typed stats.csv; stats.json exists, so the dialog opens on it and asks before replacing
    const dialog = fakeDialog({ canceled: false, filePath: join(dir, 'stats.csv') }, { canceled: false, filePath: join(dir, 'stats.json') });
    const exportFile = createExportFile({ fs: realFs, showSaveDialog: dialog.show, folder: dir });
    expect(await exportFile(JSON_FILE)).toEqual({ saved: true, path: join(dir, 'stats.json') });
    expect(dialog.shown.map((o) => o.defaultPath)).toEqual([join(dir, JSON_FILE.fileName), join(dir, 'stats.json')]);
    expect(readFileSync(join(dir, 'stats.json'), 'utf8')).toBe(JSON_FILE.text);
    expect(readdirSync(dir)).toEqual(['stats.json']);
  });

  it('gives up after three corrected names that other files have, writing nothing', async () => {
    const dir = tempDir();
    writeFileSync(join(dir, 'stats.json'), 'the old file');
    const dialog = fakeDialog({ canceled: false, filePath: join(dir, 'stats.csv') });
    const exportFile = createExportFile({ fs: realFs, showSaveDialog: dialog.show, folder: dir });
    expect(await exportFile(JSON_FILE)).toEqual({ saved: false });
    expect(dialog.shown).toHaveLength(3);
    expect(readFileSync(join(dir, 'stats.json'), 'utf8')).toBe('the old file');
    expect(readdirSync(dir)).toEqual(['stats.json']);
  });

  it('leaves no empty file behind when writing a corrected name fails', async () => {
    const dir = tempDir();
    const exportFile = createExportFile({ fs: failingFs('sync'), showSaveDialog: fakeDialog({ canceled: false, filePath: join(dir, 'stats.csv') }).show, folder: dir });
    await expect(exportFile(JSON_FILE)).rejects.toThrow(/EIO/);
    expect(readdirSync(dir)).toEqual([]);
  });
});
