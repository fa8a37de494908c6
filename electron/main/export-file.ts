// Saving a file the player exports (the statistics as JSON or CSV): the player picks the place in the
// system's save dialog, and the file is written atomically, so a full disk never leaves half of it.
// The file's extension follows its type, so it opens in the right program: a JSON export typed as
// `stats.csv` is saved as `stats.json`. The dialog asked before replacing the name the player typed,
// not the corrected one, so a corrected name is taken only when no file has it; when one has, the
// dialog opens again on the corrected name, and asks itself before replacing that file.
import { join } from 'node:path';
import type { ExportFile, ExportMimeType, ExportOutcome } from '../../shared/host/types';
import { EXPORT_EXTENSIONS, nameForType } from '../../shared/stats/export';
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
  'application/json': { name: 'JSON', extensions: [EXPORT_EXTENSIONS['application/json']] },
  'text/csv': { name: 'CSV', extensions: [EXPORT_EXTENSIONS['text/csv']] },
};

export interface ExportDeps {
  readonly fs: FileSystem;
  readonly showSaveDialog: ShowSaveDialog;
  /** Where the dialog opens first (the player's documents folder). */
  readonly folder: string;
}

/** How many times the dialog opens again on a corrected name that another file has, before giving up. */
const MAX_ASKS = 3;

/** Creates the file when no file has its name (answers false when one has); it stays empty until written. */
async function claim(fs: FileSystem, path: string): Promise<boolean> {
  try {
    await (await fs.open(path, 'wx')).close();
    return true;
  } catch (error) {
    if ((error as { code?: unknown } | null)?.code === 'EEXIST') return false;
    throw error;
  }
}

/** The `exportFile` handler: the payload has passed its validator (a plain file name, a known type). */
export function createExportFile(deps: ExportDeps): (file: ExportFile) => Promise<ExportOutcome> {
  return async (file) => {
    const filter = FILTERS[file.mimeType];
    let proposed = join(deps.folder, nameForType(file.fileName, file.mimeType));
    for (let ask = 0; ask < MAX_ASKS; ask++) {
      const picked = await deps.showSaveDialog({ defaultPath: proposed, filters: [filter], properties: ['createDirectory', 'showOverwriteConfirmation'] });
      if (picked.canceled || !picked.filePath) return { saved: false };
      const path = nameForType(picked.filePath, file.mimeType);
      const corrected = path !== picked.filePath;
      if (!corrected || (await claim(deps.fs, path))) {
        try {
          await writeFileAtomic(deps.fs, path, file.text);
        } catch (error) {
          // a claimed name that could not be written is let go again: no empty file is left behind
          if (corrected) await deps.fs.unlink(path).catch(() => undefined);
          throw error;
        }
        return { saved: true, path };
      }
      proposed = path;
    }
    return { saved: false };
  };
}
