import { describe, expect, it } from 'vitest';
import { FOUNDATION_BASE } from '../../../shared/engine/moves';
import { alike } from './pile-helpers';
import fc from 'fast-check';
import {
  GAME_IDS,
  type GameId,
  type Move,
  GameRecord,
  CELL_BASE,
  ANY_FOUNDATION,
  isFoundationPile,
  nextCompulsoryMove,
  NO_CARD,
  MAX_SCORE,
  cardAt,
  checkMove,
  resolveMove,
  makeMove,
  legalMoves,
  destinationsFrom,
  countCards,
  idsUnique,
  positionsEqual,
  clonePosition,
  applyMove,
  autoFinishMoves,
  autoSafeMoves,
  safeFoundationMoves,
  foundationMoves,
  foundationTopCard,
  cardsOnFoundations,
  GAMES,
  STOCK,
  WASTE,
  RESERVE,
  sidePile,
  type Position,
} from '../../../shared/engine';

// Property-based tests over random games: random game, random deal number, random play.

const game = fc.constantFrom(...GAME_IDS);
const dealNumber = fc.integer({ min: 0, max: 0xffffffff });
/** Each step: which legal move to play (by index), or an undo/redo. */
const step = fc.oneof(
  { weight: 8, arbitrary: fc.nat().map((i) => ({ kind: 'play' as const, i })) },
  { weight: 1, arbitrary: fc.constant({ kind: 'undo' as const }) },
  { weight: 1, arbitrary: fc.constant({ kind: 'redo' as const }) },
);
const steps = fc.array(step, { maxLength: 120 });

type Step = { kind: 'play'; i: number } | { kind: 'undo' } | { kind: 'redo' };

function playSteps(g: GameId, n: number, list: readonly Step[], each?: (r: GameRecord) => void): GameRecord {
  const record = GameRecord.fromDeal(g, n);
  for (const s of list) {
    if (s.kind === 'undo') record.undo();
    else if (s.kind === 'redo') record.redo();
    else {
      const all = legalMoves(record.position);
      // one step in four plays a move to or from a foundation where there is one: walks that build
      // the foundations up and take cards back reach the states the newer rules are about
      const homeward = s.i % 4 === 0 ? all.filter((m) => isFoundationPile(m & 127) || isFoundationPile((m >>> 7) & 127)) : [];
      const moves = homeward.length > 0 ? homeward : all;
      if (moves.length === 0) continue;
      expect(record.play(moves[(s.i >>> 2) % moves.length]!).ok).toBe(true);
    }
    each?.(record);
  }
  return record;
}

/** Every face `decks` times, and no card id twice on the table (ids tell the decks' cards apart). */
const allOnce = (r: GameRecord): boolean => countCards(r.position).every((k) => k === r.position.rules.decks) && idsUnique(r.position);

describe('random games', () => {
  it('conserve the 52 cards (each deck\'s) after every move, undo and redo', () => {
    fc.assert(
      fc.property(game, dealNumber, steps, (g, n, list) => {
        playSteps(g, n, list, (r) => expect(allOnce(r)).toBe(true));
      }),
      { numRuns: 150 },
    );
  });

  it('accept exactly the legal moves: record.play agrees with checkMove and with the generator, for random pile pairs', () => {
    fc.assert(
      fc.property(game, dealNumber, steps, fc.array(fc.tuple(fc.integer({ min: 0, max: 15 }), fc.integer({ min: 0, max: 15 })), { minLength: 1, maxLength: 30 }), (g, n, list, pairs) => {
        const record = playSteps(g, n, list);
        const p = record.position;
        const legal = new Set(legalMoves(p));
        for (const [from, to] of pairs) {
          const card = cardAt(p, from);
          const m: Move = makeMove(card === NO_CARD ? 0 : card, from, to);
          const checked = checkMove(p, m);
          const resolved = resolveMove(p, from, to);
          // the generator lists one move into the (interchangeable) cells; the table offers every empty one
          const listed = legal.has(m) || (to >= CELL_BASE && to < FOUNDATION_BASE && card !== NO_CARD && destinationsFrom(p, from).includes(to));
          expect(checked.ok).toBe(listed);
          // from piles alone, a foundation's card or a run that moves whole may resolve where the exposed card may not go
          if (from !== ANY_FOUNDATION && p.rules.groupMoves === 'none') expect(resolved.ok).toBe(listed);
          if (resolved.ok) expect(checkMove(p, resolved.value).ok).toBe(true);
          const before = clonePosition(p);
          const played = record.play(m);
          expect(played.ok).toBe(listed);
          if (played.ok) {
            expect(allOnce(record)).toBe(true);
            record.undo();
          }
          expect(positionsEqual(record.position, before)).toBe(true);
        }
      }),
      { numRuns: 150 },
    );
  });

  it('accept exactly the generated moves over every card, source and destination: runs and foundation cards too', () => {
    fc.assert(
      fc.property(game, dealNumber, steps, (g, n, list) => {
        const record = playSteps(g, n, list);
        const p = record.position;
        const legal = new Set(legalMoves(p));
        const sources: [number, number][] = [];
        p.rows.forEach((row, r) => row.forEach((c) => sources.push([c, r])));
        p.cells.forEach((c, i) => c !== NO_CARD && sources.push([c, CELL_BASE + i]));
        // the stock, the waste and the reserve (Zerline): every card of them, only the top one movable
        for (const pile of [STOCK, WASTE, RESERVE]) for (const c of sidePile(p as Position, pile)) sources.push([c, pile]);
        // every foundation pile's top card, from its own pile
        for (let k = 0; k < p.foundations.length; k++) if (foundationTopCard(p, k) !== NO_CARD) sources.push([foundationTopCard(p, k), FOUNDATION_BASE + k]);
        // the generator lists one move of alike ones (into the empty cells): while a
        // compulsory move is due, that very move alone
        const due = nextCompulsoryMove(p);
        const listedAlike = new Set([...legal].map((m) => alike(p, m)));
        let accepted = 0;
        for (const [c, from] of sources) {
          for (let to = 0; to <= RESERVE; to++) {
            const m = makeMove(c, from, to);
            const listed = due >= 0 ? legal.has(m) : listedAlike.has(alike(p, m));
            expect(checkMove(p, m).ok, `${g} ${m}`).toBe(listed);
            if (legal.has(m)) accepted++;
          }
        }
        // every generated move is one of those, so the generator and the check are the same set
        expect(accepted).toBeGreaterThanOrEqual(legal.size);
        for (const m of legal) expect(checkMove(p, m).ok).toBe(true);
      }),
      { numRuns: 60 },
    );
  });

  it('reach the newer rules: random walks play runs that move whole, foundation cards back, and chosen bases', () => {
    let runs = 0;
    let back = 0;
    let based = 0;
    fc.assert(
      fc.property(fc.constantFrom<GameId>('lasker', 'selective-castle', 'penelopes-web', 'castles-end', 'bastion', 'chessboard'), dealNumber, steps, (g, n, list) => {
        const record = playSteps(g, n, list);
        const p = record.start();
        for (const m of record.moves()) {
          const from = (m >>> 7) & 127;
          if (isFoundationPile(from)) back++;
          else if (from < CELL_BASE && cardAt(p, from) !== m >>> 14) runs++;
          applyMove(p, m);
        }
        if (GAMES[g].foundationBase === 'chosen' && p.base !== 0) based++;
      }),
      // a fixed seed: the walks are the same each run, so this coverage check cannot flicker
      { numRuns: 300, seed: 15 },
    );
    expect(runs).toBeGreaterThan(20);
    expect(back).toBeGreaterThan(3);
    expect(based).toBeGreaterThan(50);
  });

  it('keep the base: 1 from the Ace, 13 from the King; with a chosen one, 0 exactly while no card is home', () => {
    fc.assert(
      fc.property(game, dealNumber, steps, (g, n, list) => {
        playSteps(g, n, list, (r) => {
          const p = r.position;
          if (p.rules.foundationBase === 'ace') expect(p.base).toBe(1);
          else if (p.rules.foundationBase === 'king') expect(p.base).toBe(13);
          else expect(p.base === 0).toBe(cardsOnFoundations(p as Parameters<typeof cardsOnFoundations>[0]) === 0);
        });
      }),
      { numRuns: 150 },
    );
  });

  it('reject a move that names a card other than the exposed one', () => {
    fc.assert(
      fc.property(game, dealNumber, fc.integer({ min: 0, max: 51 }), fc.integer({ min: 0, max: 15 }), fc.integer({ min: 0, max: 15 }), (g, n, card, from, to) => {
        const record = GameRecord.fromDeal(g, n);
        fc.pre(cardAt(record.position, from) !== card);
        // where runs move whole, a card deeper in a row names a run; it is checked above
        fc.pre(GAMES[g].groupMoves === 'none' || from >= CELL_BASE);
        expect(record.play(makeMove(card, from, to)).ok).toBe(false);
        expect(record.moveCount).toBe(0);
      }),
      { numRuns: 300 },
    );
  });

  it('answer any 16-bit integer given as a move with a verdict, never a throw, and change nothing when it is illegal', () => {
    fc.assert(
      fc.property(game, dealNumber, steps, fc.integer({ min: 0, max: 0xffff }), (g, n, list, m) => {
        const record = playSteps(g, n, list);
        const before = clonePosition(record.position);
        const played = record.play(m);
        expect(played.ok).toBe(checkMove(before, m).ok);
        if (!played.ok) expect(positionsEqual(record.position, before)).toBe(true);
      }),
      { numRuns: 300 },
    );
  });

  it('undo after any sequence gives back the exact start; redo gives back the exact end', () => {
    fc.assert(
      fc.property(game, dealNumber, steps, (g, n, list) => {
        const record = playSteps(g, n, list);
        const end = clonePosition(record.position);
        const count = record.moveCount;
        const moves = record.moves();
        while (record.undo() !== null);
        expect(positionsEqual(record.position, record.start())).toBe(true);
        expect(record.moveCount).toBe(0);
        // a group (compulsory moves join the move that made them due) comes back in one redo
        while (record.moveCount < count) expect(record.redo()).not.toBeNull();
        expect(record.moveCount).toBe(count);
        expect(positionsEqual(record.position, end)).toBe(true);
        expect(record.moves()).toEqual(moves);
      }),
      { numRuns: 150 },
    );
  });

  it('keep the score within 0..MAX_SCORE whatever the clock says', () => {
    fc.assert(
      fc.property(game, dealNumber, steps, fc.oneof(fc.double(), fc.integer()), (g, n, list, seconds) => {
        const record = playSteps(g, n, list);
        const s = record.score(seconds);
        expect(s.total).toBeGreaterThanOrEqual(0);
        expect(s.total).toBeLessThanOrEqual(MAX_SCORE);
        expect(s.total).toBe(s.cardPoints + s.winBonus + s.timeBonus);
      }),
      { numRuns: 150 },
    );
  });

  it('auto-finish plays legal foundation moves and leaves no foundation move', () => {
    fc.assert(
      fc.property(game, dealNumber, steps, (g, n, list) => {
        const record = playSteps(g, n, list);
        const before = clonePosition(record.position);
        const finish = autoFinishMoves(record.position);
        expect(positionsEqual(record.position, before)).toBe(true); // it only answers moves
        for (const m of finish) {
          // foundation moves, and the refills of Chequers' talon that follow them by themselves
          if (((m >>> 7) & 127) === STOCK) expect(record.position.rules.talonRefills).toBe(true);
          else expect(isFoundationPile(m & 127)).toBe(true);
          expect(record.play(m).ok).toBe(true);
        }
        expect(foundationMoves(record.position)).toEqual([]);
      }),
      { numRuns: 150 },
    );
  });

  it('safe moves are foundation moves, and legal ones', () => {
    fc.assert(
      fc.property(game, dealNumber, steps, (g, n, list) => {
        const record = playSteps(g, n, list);
        const p = clonePosition(record.position);
        const home = new Set(foundationMoves(p));
        for (const m of safeFoundationMoves(p)) {
          expect(isFoundationPile(m & 127)).toBe(true);
          expect(home.has(m)).toBe(true);
        }
        for (const m of autoSafeMoves(p)) {
          expect(isFoundationPile(m & 127)).toBe(true);
          expect(checkMove(p, m).ok).toBe(true);
          applyMove(p, m);
        }
      }),
      { numRuns: 150 },
    );
  });
});
