// Saving a file the player exports (the statistics as JSON or CSV): the player picks the place in the
// system's save dialog, and the file is written atomically, so a full disk never leaves half of it.
import { extname, join } from 'node:path';
import type { ExportFile, ExportMimeType, ExportOutcome } from '../../shared/host/types';
import { writeFileAtomic } from './atomic-file';
import type { FileSystem } from './file-system';

/** The options of Electron's dialog.showSaveDialog that are used here. */
export interface SaveDialogOptions {
  readonly defaultPath: string;
  readonly filters: { name: string; extensions: string[] }[];
  readonly properties: ['createDirectory', 'showOverwriteConfirmation'];
}

/** Electron's dialog.showSaveDialog (bound to the app window); tests hand in a fake. */
export type ShowSaveDialog = (options: SaveDialogOptions) => Promise<{ canceled: boolean; filePath?: string | undefined }>;

const FILTERS: Record<ExportMimeType, { name: string; extensions: string[] }> = {
  'application/json': { name: 'JSON', extensions: ['json'] },
  'text/csv': { name: 'CSV', extensions: ['csv'] },
};

export interface ExportDeps {
  readonly fs: FileSystem;
  readonly showSaveDialog: ShowSaveDialog;
  /** Where the dialog opens first (the player's documents folder). */
  readonly folder: string;
}

/** The `exportFile` handler: the payload has passed its validator (a plain file name, a known type). */
export function createExportFile(deps: ExportDeps): (file: ExportFile) => Promise<ExportOutcome> {
  return async (file) => {
    const filter = FILTERS[file.mimeType];
    const picked = await deps.showSaveDialog({
      defaultPath: join(deps.folder, file.fileName),
      filters: [filter],
      properties: ['createDirectory', 'showOverwriteConfirmation'],
    });
    if (picked.canceled || !picked.filePath) return { saved: false };
    // a name typed without its extension still gets one, so the file opens in the right program
    const path = extname(picked.filePath) === '' ? `${picked.filePath}.${filter.extensions[0]}` : picked.filePath;
    await writeFileAtomic(deps.fs, path, file.text);
    return { saved: true, path };
  };
}
