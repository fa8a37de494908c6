/** A file made in the renderer for the player to keep: what the statistics export emits. */
export interface ExportFile {
  readonly text: string;
  readonly fileName: string;
  readonly mimeType: string;
}

/**
 * Saves text through the browser's download (Electron shows its save dialog for it). The host may
 * save the emitted file itself instead; then the dialog is told not to download.
 */
export function downloadText(file: ExportFile): void {
  const url = URL.createObjectURL(new Blob([file.text], { type: `${file.mimeType};charset=utf-8` }));
  const link = document.createElement('a');
  link.href = url;
  link.download = file.fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
