import { describe, expect, it } from 'vitest';
import { applyMove, dealPosition, legalMoves, positionsEqual } from '../../../shared/engine';
import { formatPosition, parsePosition } from '../../../shared/formats/position-text';
import { moveToText, parseMoveText, resolveMoveText } from '../../../shared/formats/move-text';

// Board and move text of the games of two to four decks: cards are written by face, so the reader
// gives each face's copies the decks' ids in reading order, and a move's pile says which copy moves.

describe.each(['castle-mount', 'palace'] as const)('%s board text', (game) => {
  it('reads back a deal and a position in play as the same position and the same text', () => {
    const p = dealPosition(game, 5);
    for (let i = 0; i < 30; i++) {
      const moves = legalMoves(p);
      if (moves.length === 0) break;
      applyMove(p, moves[(i * 7) % moves.length]!);
    }
    const text = formatPosition(p);
    const back = parsePosition(text, game);
    expect(back.ok).toBe(true);
    if (!back.ok) return;
    expect(positionsEqual(back.value, p)).toBe(true);
    expect(formatPosition(back.value)).toBe(text);
    expect(back.value.foundations).toHaveLength(p.foundations.length);
  });
});

describe('multi-deck text', () => {
  const deal = formatPosition(dealPosition('lightweight', 1));

  it('writes each suit once a deck on the Foundations line, and reads them back in any order', () => {
    expect(deal.split('\n')[0]).toBe('Foundations: H-A C-A D-A S-A H-A C-A D-A S-A');
    const shuffled = deal.replace('Foundations: H-A C-A D-A S-A H-A C-A D-A S-A', 'Foundations: S-A S-A H-A H-A C-A D-A C-A D-A');
    const r = parsePosition(shuffled, 'lightweight');
    expect(r.ok && positionsEqual(r.value, dealPosition('lightweight', 1))).toBe(true);
  });

  it('refuses a suit written more often than the game has decks, and a card more often than that', () => {
    const three = parsePosition(deal.replace('Foundations: H-A', 'Foundations: H-A H-A'), 'lightweight');
    expect(three.ok ? '' : three.error.message).toBe('line 1: the H foundation is given 3 times, but Lightweight has 2 foundations of each suit');
    // a third 8H in place of one 7S (the board's first two cards are 8H, 7S)
    const extra = parsePosition(deal.replace(': 8H 7S', ': 8H 8H'), 'lightweight');
    expect(extra.ok).toBe(false);
    if (!extra.ok) expect(extra.error.message).toMatch(/^line \d+: card 8H appears more than 2 times .*Lightweight has 2 of each card$/);
  });

  it('a move that names its card moves the copy in the named pile', () => {
    // the first deal whose legal moves include a run that moves whole
    const isRun = (q: ReturnType<typeof dealPosition>, m: number): boolean => ((m >>> 7) & 127) < q.rows.length && q.rows[(m >>> 7) & 127]!.at(-1) !== m >>> 14;
    let p = dealPosition('lightweight', 1);
    for (let n = 1; n < 200 && !legalMoves(p).some((m) => isRun(p, m)); n++) p = dealPosition('lightweight', n);
    const run = legalMoves(p).find((m) => isRun(p, m));
    expect(run, 'a run that moves whole in the deal').toBeDefined();
    const text = moveToText(run!, p);
    expect(text).toMatch(/^..:[2-9TJQKA][HCDS]$/);
    const read = parseMoveText(text);
    expect(read.ok).toBe(true);
    if (read.ok) expect(resolveMoveText(p, read.value)).toEqual({ ok: true, value: run! });
  });
});
