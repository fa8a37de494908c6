// @vitest-environment happy-dom
// The browser build's export: a download of exactly the text, named with its type's extension.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { downloadText } from '../../../renderer/host/download';
import type { ExportFile } from '../../../shared/host/types';

function download(file: ExportFile): { name: string; blob: Blob; revoked: string[] } {
  vi.useFakeTimers();
  const blobs: Blob[] = [];
  const revoked: string[] = [];
  vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => (blobs.push(blob as Blob), 'blob:castle/1'));
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation((url) => void revoked.push(url));
  let name = '';
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    name = this.download;
    expect(this.href).toBe('blob:castle/1');
  });
  downloadText(file);
  vi.runAllTimers();
  return { name, blob: blobs[0]!, revoked };
}

afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe('the browser download', () => {
  it('downloads the text under its name, then lets the address go and leaves no link behind', async () => {
    const r = download({ text: 'game,deal\r\n', fileName: 'castle-results-2026-11-30.csv', mimeType: 'text/csv' });
    expect(r.name).toBe('castle-results-2026-11-30.csv');
    expect(r.blob.type).toBe('text/csv;charset=utf-8');
    expect(await r.blob.text()).toBe('game,deal\r\n');
    expect(r.revoked).toEqual(['blob:castle/1']);
    expect(document.querySelectorAll('a')).toHaveLength(0);
  });

  it('names the file with the extension of its type, whatever name it was given', () => {
    expect(download({ text: '{}', fileName: 'stats.csv', mimeType: 'application/json' }).name).toBe('stats.json');
    expect(download({ text: '', fileName: 'results', mimeType: 'text/csv' }).name).toBe('results.csv');
  });
});
