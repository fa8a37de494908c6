// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from 'vitest';
import HelpDialog from '../../../renderer/dialogs/HelpDialog.vue';
import AboutDialog from '../../../renderer/dialogs/AboutDialog.vue';
import { displayAccelerator, shortcutLines } from '../../../renderer/dialogs/shortcut-lines';
import { COMMAND_IDS, COMMANDS } from '../../../shared/commands/commands';
import { GAMES } from '../../../shared/engine/games';
import { HELP_TEXT } from '../../../shared/help';
import { freshHost, mountDialog } from './mount-dialog';

beforeEach(() => {
  document.body.innerHTML = '';
  freshHost();
});

describe('HelpDialog', () => {
  it('shows the rules of the chosen game in the current language, then scoring, tips and the streak rule', async () => {
    const w = mountDialog(HelpDialog, 'sv', { props: { game: 'streets-and-alleys', mac: false } });
    expect(w.find('h2').text()).toBe('Hjälp');
    expect(w.find('[data-test="section-0"] h3').text()).toBe('Regler för Gator och gränder');
    expect(w.find('[data-test="section-0"]').text()).toContain(HELP_TEXT.sv.fragments.dealStreets);
    // no free cell, empty rows that take any card: runs go through the empty rows alone; then the safe moves' tip
    expect(w.findAll('[data-test="section-2"] li').map((li) => li.text())).toEqual([
      ...HELP_TEXT.sv.tips,
      HELP_TEXT.sv.runTips.rows,
      'Säkra drag till grundhögarna görs av sig själva från början, som de flesta spelare väntar sig: ett kort går upp direkt när inget annat kort någonsin kan behöva det. Vill du lägga varje kort själv, stäng av ”Flytta säkra kort till grundhögarna automatiskt” i Inställningar.',
    ]);
    // the keys of the game shown: Streets and Alleys' eight rows, Masterpiece's ten and its free cell
    const pileKeys = () => w.find('[data-test="shortcuts"] tbody').findAll('kbd').map((k) => k.text());
    expect(pileKeys()).toContain('1 – 8, h');
    await w.find('[data-test="game"]').setValue('masterpiece');
    expect(w.find('[data-test="section-0"] h3').text()).toBe('Regler för Mästerverk');
    expect(w.find('[data-test="section-0"]').text()).toContain(HELP_TEXT.sv.fragments.masterpieceCell);
    expect(pileKeys()).toContain('1 – 9, 0, a, h');
  });

  it('gives the Swahili tips of the source text', () => {
    const w = mountDialog(HelpDialog, 'sw', { props: { game: 'beleaguered-castle', mac: false } });
    expect(w.find('[data-test="section-2"] h3').text()).toBe('Vidokezo');
    expect(w.find('[data-test="section-2"]').text()).toContain('Mistari mitupu ni ya thamani kubwa');
  });

  it('lists the shortcuts with the keys of the platform', () => {
    const pc = mountDialog(HelpDialog, 'en', { props: { mac: false, build: 'desktop' } });
    const rows = pc.findAll('[data-test="shortcuts"] tr').map((r) => [r.find('kbd').text(), r.find('td').text()]);
    expect(rows).toContainEqual(['Ctrl+Z', 'Undo the last move']);
    expect(rows).toContainEqual(['Ctrl+Shift+Z, Ctrl+Y', 'Redo the move you undid']);
    const mac = mountDialog(HelpDialog, 'en', { props: { mac: true, build: 'desktop' } });
    expect(mac.find('[data-test="shortcuts"]').text()).toContain('⌘Z');
  });
});

describe('shortcut lines', () => {
  it('show every menu accelerator', () => {
    const keys = shortcutLines(GAMES['beleaguered-castle'], false).map((l) => l.keys);
    for (const c of COMMAND_IDS) {
      const a = COMMANDS[c].keys[0];
      if (a) expect(keys.some((k) => k.startsWith(displayAccelerator(a, false)))).toBe(true);
    }
  });

  it('write accelerators for each platform', () => {
    expect(displayAccelerator('CmdOrCtrl+Shift+Z', false)).toBe('Ctrl+Shift+Z');
    expect(displayAccelerator('CmdOrCtrl+Shift+Z', true)).toBe('⌘⇧Z');
    expect(displayAccelerator('F1', true)).toBe('F1');
    // a plain capital is typed with Shift
    expect(displayAccelerator('H', false)).toBe('Shift+H');
    expect(displayAccelerator('H', true)).toBe('⇧H');
    expect(displayAccelerator('?', false)).toBe('?');
  });
});

describe('AboutDialog', () => {
  it('names the app in the current language and closes with OK', async () => {
    const w = mountDialog(AboutDialog, 'sv', {});
    expect(w.find('strong').text()).toBe('Slott under belägring');
    await w.find('[data-test="ok"]').trigger('click');
    expect(w.emitted('close')).toHaveLength(1);
  });
});
