// @vitest-environment happy-dom
// Open Deal: a number, a link or a board starts its game and closes the dialog; a bad text gets one
// line in the player's language, the table keeps its game, and the dialog stays open.
import { beforeEach, describe, expect, it } from 'vitest';
import { nextTick } from 'vue';
import OpenDealDialog from '../../../renderer/dialogs/OpenDealDialog.vue';
import DialogHost from '../../../renderer/components/DialogHost.vue';
import { useGameStore } from '../../../renderer/stores/game';
import { setSolver } from '../../../renderer/stores/solver-link';
import { dealPosition } from '../../../shared/engine/deal';
import { formatPosition } from '../../../shared/formats/position-text';
import { freshHost, mountDialog } from './mount-dialog';
import { until } from '../../until';
import { changesOf, domChanges } from '../changes';

beforeEach(() => {
  document.body.innerHTML = '';
  freshHost();
  setSolver(null);
});

function open(lang: 'en' | 'sv' | 'sw' = 'en') {
  const game = useGameStore();
  game.startDeal('beleaguered-castle', 5);
  const w = mountDialog(OpenDealDialog, lang, { props: { game: 'citadel' } });
  const submit = async (text: string, gameId?: string): Promise<void> => {
    if (gameId) await w.find('[data-test="game"]').setValue(gameId);
    await w.find('[data-test="text"]').setValue(text);
    await w.find('[data-test="open"]').trigger('click');
    await w.find('form').trigger('submit');
  };
  const table = () => ({ game: game.game, deal: game.dealNumber, origin: game.origin.kind });
  return { w, game, submit, table };
}

describe('OpenDealDialog', () => {
  it('opens on the game it is given, its first control taking the focus', async () => {
    const { w } = open();
    await nextTick();
    expect((w.find('[data-test="game"]').element as HTMLSelectElement).value).toBe('citadel');
    expect(document.activeElement).toBe(w.find('[data-test="game"]').element);
    expect(w.find('h2').text()).toBe('Open Deal');
  });

  it('deals a number in the chosen game and closes', async () => {
    const { w, submit, table } = open();
    await submit('4294967295', 'fortress');
    expect(table()).toEqual({ game: 'fortress', deal: 4294967295, origin: 'deal' });
    expect(w.emitted('close')).toBeTruthy();
  });

  it('deals a share link in its own game', async () => {
    const { submit, table } = open();
    await submit('http://127.0.0.1:4173/?game=streets-and-alleys&deal=3');
    expect(table()).toEqual({ game: 'streets-and-alleys', deal: 3, origin: 'deal' });
  });

  it('starts a position of the chosen game', async () => {
    const { game, submit, table } = open();
    const position = dealPosition('masterpiece', 8);
    await submit(formatPosition(position), 'masterpiece');
    // a position waits until the host holds it (it begins unranked), then it is on the table
    await until(() => table().origin === 'position', changesOf(table));
    expect(table()).toMatchObject({ game: 'masterpiece', origin: 'position' });
    expect(game.position).toEqual(position);
  });

  it('shows one clear line for bad text and changes nothing', async () => {
    const { w, submit, table } = open();
    const before = table();
    const cases: [string, string][] = [
      ['', 'Type a deal number, or paste a share link or a position.'],
      ['4294967296', '“4294967296” is not a deal number: a deal number is a whole number from 0 to 4294967295.'],
      ['?game=chess&deal=1', 'The link names the game “chess”, which is not one of these games.'],
      ['hello', 'This is not a deal number, a share link or a position.'],
      ['Foundations: H-A C-A D-A S-A\n: KS XX', 'Line 2: XX is not a card: ranks are A, 2–9, T, J, Q, K and suits H, C, D, S.'],
    ];
    for (const [text, line] of cases) {
      await submit(text);
      expect(w.find('[data-test="problem"]').text(), text).toBe(line);
      expect(w.find('[data-test="problem"]').attributes('role')).toBe('alert');
      expect(w.find('[data-test="text"]').attributes('aria-invalid')).toBe('true');
    }
    expect(table()).toEqual(before);
    expect(w.emitted('close')).toBeUndefined();
    // typing again clears the line
    await w.find('[data-test="text"]').setValue('12');
    expect(w.find('[data-test="problem"]').exists()).toBe(false);
  });

  it('says a wrong board in the player’s language, naming the game and its rows', async () => {
    const { w, submit } = open('sv');
    await submit(formatPosition(dealPosition('beleaguered-castle', 1)), 'fortress');
    expect(w.find('[data-test="problem"]').text()).toBe('Fästning har 10 rader; skriv en tom rad som ett ensamt kolon.');
    // a card twice names its line
    const text = formatPosition(dealPosition('fortress', 2)).replace(/^(: \S+)/m, ': AS');
    await submit(text, 'fortress');
    expect(w.find('[data-test="problem"]').text()).toMatch(/^Rad \d+: kortet AS finns två gånger\.$/);
    const sw = open('sw');
    await sw.submit('12345678901');
    expect(sw.w.find('[data-test="problem"]').text()).toBe('“12345678901” si namba ya mgawo: namba ya mgawo ni namba nzima kuanzia 0 hadi 4294967295.');
  });

  it('opens a number or a link with Enter, and starts a new line in a board', async () => {
    const { w, table } = open();
    const text = w.find('[data-test="text"]');
    await text.setValue('Foundations: H-A C-A D-A S-A');
    await text.trigger('keydown', { key: 'Enter' });
    expect(w.emitted('close')).toBeUndefined();
    await text.setValue('77');
    await text.trigger('keydown', { key: 'Enter' });
    expect(table()).toEqual({ game: 'citadel', deal: 77, origin: 'deal' });
    expect(w.emitted('close')).toHaveLength(1);
  });

  it('closes on Cancel and changes nothing', async () => {
    const { w, table } = open();
    const before = table();
    await w.find('[data-test="text"]').setValue('9');
    await w.find('[data-test="cancel"]').trigger('click');
    expect(w.emitted('close')).toHaveLength(1);
    expect(table()).toEqual(before);
  });

  it('is one of the DialogHost dialogs, opening on the game of the table', async () => {
    useGameStore().startDeal('beleaguered-castle', 5);
    const w = mountDialog(DialogHost, 'en', { props: { open: 'open-deal', game: 'stronghold' } });
    // the dialog's code loads on demand: it is there when its field is
    await until(() => w.find('[data-test="text"]').exists(), domChanges());
    expect((w.find('[data-test="game"]').element as HTMLSelectElement).value).toBe('stronghold');
    expect(w.find('[role="dialog"]').attributes('aria-modal')).toBe('true');
  });
});
