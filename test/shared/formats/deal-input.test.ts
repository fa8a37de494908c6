// Open Deal's text: a deal number, a share link (whole address or bare query) or a board, each read
// into the game to start; everything else gets its reason, and the reading decides nothing else.
import { describe, expect, it } from 'vitest';
import { dealPosition } from '../../../shared/engine/deal';
import { dealLinkQuery, readDealLink } from '../../../shared/formats/deal-link';
import { dealInputKind, readDealInput } from '../../../shared/formats/deal-input';
import { formatPosition } from '../../../shared/formats/position-text';

describe('readDealLink', () => {
  it('reads the query the status bar copies, with or without the ?, as a browser decodes it', () => {
    expect(readDealLink(dealLinkQuery({ game: 'fortress', deal: 4294967295 }))).toEqual({ ok: true, value: { game: 'fortress', deal: 4294967295 } });
    expect(readDealLink('deal=7&game=citadel')).toEqual({ ok: true, value: { game: 'citadel', deal: 7 } });
    expect(readDealLink('?game=%63itadel&deal=7&x=1')).toEqual({ ok: true, value: { game: 'citadel', deal: 7 } });
    // the first of a repeated parameter counts, as URLSearchParams.get has it
    expect(readDealLink('?game=citadel&deal=7&deal=8')).toEqual({ ok: true, value: { game: 'citadel', deal: 7 } });
    expect(readDealLink('')).toEqual({ ok: true, value: null });
    expect(readDealLink('?utm=1')).toEqual({ ok: true, value: null });
  });

  it('names the wrong part', () => {
    expect(readDealLink('?game=chess&deal=3')).toEqual({ ok: false, error: { field: 'game', value: 'chess' } });
    expect(readDealLink('?deal=3')).toEqual({ ok: false, error: { field: 'game', value: '' } });
    expect(readDealLink('?game=a+b%ZZ')).toEqual({ ok: false, error: { field: 'game', value: 'a b%ZZ' } });
    for (const deal of ['-1', '4294967296', '1.5', 'abc', '', '12345678901']) {
      expect(readDealLink(`?game=citadel&deal=${deal}`)).toEqual({ ok: false, error: { field: 'deal', value: deal } });
    }
  });
});

describe('readDealInput', () => {
  it('opens a number in the chosen game, from 0 to 4294967295', () => {
    expect(readDealInput(' 12 ', 'masterpiece')).toEqual({ ok: true, value: { kind: 'deal', game: 'masterpiece', number: 12 } });
    expect(readDealInput('0', 'citadel')).toEqual({ ok: true, value: { kind: 'deal', game: 'citadel', number: 0 } });
    expect(readDealInput('4294967295', 'citadel')).toEqual({ ok: true, value: { kind: 'deal', game: 'citadel', number: 4294967295 } });
    for (const text of ['4294967296', '-1', '1.5', '1,000', '12 34', '+3']) {
      expect(readDealInput(text, 'citadel'), text).toEqual({ ok: false, error: { reason: 'deal-number', text } });
    }
  });

  it('opens a share link in its own game, a whole address or the bare query', () => {
    const want = { ok: true, value: { kind: 'deal', game: 'streets-and-alleys', number: 3 } };
    expect(readDealInput('http://127.0.0.1:4173/?game=streets-and-alleys&deal=3', 'citadel')).toEqual(want);
    expect(readDealInput('?game=streets-and-alleys&deal=3', 'citadel')).toEqual(want);
    expect(readDealInput('https://example.org/castle/index.html?deal=3&game=streets-and-alleys#top', 'citadel')).toEqual(want);
    expect(readDealInput('game=streets-and-alleys&deal=3', 'citadel')).toEqual(want);
  });

  it('says which part of a link is wrong', () => {
    expect(readDealInput('?game=chess&deal=3', 'citadel')).toEqual({ ok: false, error: { reason: 'link-game', value: 'chess' } });
    expect(readDealInput('http://x/?game=citadel&deal=99999999999', 'citadel')).toEqual({ ok: false, error: { reason: 'link-deal', value: '99999999999' } });
    expect(readDealInput('http://x/?deal=4', 'citadel')).toEqual({ ok: false, error: { reason: 'link-game', value: '' } });
  });

  it('opens a board as a position of the chosen game', () => {
    const position = dealPosition('fortress', 9);
    const text = formatPosition(position);
    expect(readDealInput(text, 'fortress')).toEqual({ ok: true, value: { kind: 'position', game: 'fortress', position } });
    // pasted with blank lines and spaces around it
    expect(readDealInput(`\n  ${text}\n\n`, 'fortress').ok).toBe(true);
  });

  it('gives the board reader’s reason for a bad board, with its line and card', () => {
    const text = formatPosition(dealPosition('beleaguered-castle', 4));
    const lines = text.split('\n');
    const twice = [...lines.slice(0, 2), lines[2]!.replace(/\S+$/, lines[1]!.split(' ').at(-1)!), ...lines.slice(3)].join('\n');
    const r = readDealInput(twice, 'beleaguered-castle');
    expect(r.ok).toBe(false);
    if (!r.ok && r.error.reason === 'position') expect(r.error.error).toMatchObject({ code: 'duplicate-card', line: 3 });
    else expect.unreachable(JSON.stringify(r));
    // the board of one game is not a position of another
    const other = readDealInput(text, 'fortress');
    expect(other.ok || other.error).toMatchObject({ reason: 'position', error: { code: 'wrong-row-count' } });
    const card = readDealInput('Foundations: H-A C-A D-A S-A\n: XX', 'beleaguered-castle');
    expect(card.ok || card.error).toMatchObject({ reason: 'position', error: { code: 'unknown-card', line: 2, card: 'XX' } });
  });

  it('refuses an empty text and one that is none of the three', () => {
    expect(readDealInput('   \n ', 'citadel')).toEqual({ ok: false, error: { reason: 'empty' } });
    for (const text of ['hello', 'https://example.org/', 'KS QH']) expect(readDealInput(text, 'citadel'), text).toEqual({ ok: false, error: { reason: 'unrecognised' } });
  });

  it('tells what the text looks like before it is read', () => {
    expect(['', '12', '?game=citadel&deal=1', 'Foundations: H-A', ': KS\n: QH', 'nonsense'].map(dealInputKind)).toEqual([
      'empty',
      'number',
      'link',
      'position',
      'position',
      'unrecognised',
    ]);
  });
});
