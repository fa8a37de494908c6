// @vitest-environment happy-dom
// DialogHost: the statistics' export goes to the host (never a second download), what the host did
// is said in the dialog, and the calendar's day comes out with its game.
import { describe, expect, it, beforeEach } from 'vitest';
import { flushPromises } from '@vue/test-utils';
import DialogHost from '../../../renderer/components/DialogHost.vue';
import { setHost } from '../../../renderer/host';
import type { ExportFile } from '../../../shared/host/types';
import { freshHost, mountDialog, RESULTS } from '../dialogs/mount-dialog';
import { until } from '../../until';
import { domChanges } from '../changes';

beforeEach(() => {
  document.body.innerHTML = '';
});

async function openStatistics(exportFile: (file: ExportFile) => Promise<{ saved: boolean; path?: string }>) {
  const host = freshHost(RESULTS);
  const files: ExportFile[] = [];
  setHost({
    ...host,
    exportFile: (file) => {
      files.push(file);
      return exportFile(file);
    },
  });
  const w = mountDialog(DialogHost, 'en', { props: { open: 'statistics', game: 'beleaguered-castle' } });
  // the dialog is its own chunk: wait until it has loaded and drawn
  await until(() => w.find('[data-test="export-csv"]').exists(), domChanges());
  return { w, files };
}

describe('DialogHost', () => {
  it('hands an export to the host and says where it was saved', async () => {
    const { w, files } = await openStatistics(async () => ({ saved: true, path: '/home/player/castle-results.csv' }));
    await w.find('[data-test="export-csv"]').trigger('click');
    await flushPromises();
    expect(files.map((f) => [f.fileName.endsWith('.csv'), f.mimeType])).toEqual([[true, 'text/csv']]);
    expect(w.find('[data-test="export-message"]').text()).toBe('Saved as /home/player/castle-results.csv');
  });

  it('says nothing when the player cancels, and the reason when the host could not write', async () => {
    let fail = false;
    const { w } = await openStatistics(async () => {
      if (fail) throw new Error('ENOSPC: no space left');
      return { saved: false };
    });
    await w.find('[data-test="export-json"]').trigger('click');
    await flushPromises();
    expect(w.find('[data-test="export-message"]').exists()).toBe(false);
    fail = true;
    await w.find('[data-test="export-json"]').trigger('click');
    await flushPromises();
    expect(w.find('[data-test="export-message"]').text()).toBe('The statistics could not be saved: ENOSPC: no space left');
  });

  it('passes a calendar day on with the game the calendar shows', async () => {
    const { w } = await openStatistics(async () => ({ saved: false }));
    await w.find('[data-test="tab-daily"]').trigger('click');
    await w.find('[data-test="day"]:not([disabled])').trigger('click');
    const [[date, game]] = w.emitted('playDaily') as [[string, string]];
    expect(date).toMatch(/^\d{4}-\d\d-01$/);
    expect(game).toBe('beleaguered-castle');
  });
});
