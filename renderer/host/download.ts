import type { ExportFile } from '../../shared/host/types';
import { nameForType } from '../../shared/stats/export';

export type { ExportFile };

/** Saves text through the browser's download: the browser host's way to export a file, named with its type's extension. */
export function downloadText(file: ExportFile): void {
  const url = URL.createObjectURL(new Blob([file.text], { type: `${file.mimeType};charset=utf-8` }));
  const link = document.createElement('a');
  link.href = url;
  link.download = nameForType(file.fileName, file.mimeType);
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // the download has started once click() returns; the address is let go a little later
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
