// Why a move was refused, as data (shared/engine/refusal.ts): "does not build" said by the part of
// the building rule the card misses, a foundation's next card named, every other code passed on;
// and every reason has its words in every language.
import { describe, expect, it } from 'vitest';
import { suitPile } from './pile-helpers';
import { GAME_IDS, GAMES } from '../../../shared/engine/games';
import { dealPosition } from '../../../shared/engine/deal';
import { NO_CARD, RANK_OF, SUIT_OF, isRed } from '../../../shared/engine/cards';
import { CELL_BASE, ANY_FOUNDATION, cardAt, checkMove, makeMove, resolveMove } from '../../../shared/engine/moves';
import { explain, explainRefusal, type RefusalReason } from '../../../shared/engine/refusal';
import { legalMoves } from '../../../shared/engine/generate';
import { applyMove } from '../../../shared/engine/apply';
import { mulberry32 } from '../../../shared/engine/rng';
import { LANGUAGES, messages } from '../../../shared/i18n';
import { lookup } from '../../../shared/i18n/translate';
import { card, position } from './helpers';

/** The refusal of the exposed card of row `from` going to pile `to`, as the table asks it. */
function refusal(p: ReturnType<typeof position>, from: number, to: number) {
  const checked = resolveMove(p, from, to);
  if (checked.ok) throw new Error('the move is legal');
  return explainRefusal(p, checked.error, cardAt(p, from), to);
}

describe('explainRefusal', () => {
  it('says which part of the building rule a card misses, naming the card it would go on', () => {
    // Beleaguered Castle: down by one, any suit
    expect(refusal(position('beleaguered-castle', ['9D', '7C']), 1, 0)).toEqual({ reason: 'not-one-lower', card: card('7C'), to: 0, onto: card('9D'), need: NO_CARD });
    expect(refusal(position('beleaguered-castle', ['6D', '7C']), 1, 0).reason).toBe('not-one-lower');
    // Chessboard: up or down by one, in suit
    expect(refusal(position('chessboard', ['9D', '7D']), 1, 0).reason).toBe('not-next-rank');
    expect(refusal(position('chessboard', ['8D', '7C']), 1, 0)).toMatchObject({ reason: 'not-same-suit', onto: card('8D') });
    // Morphy: up or down by one, alternate colours
    expect(refusal(position('morphy', ['8D', '7H']), 1, 0).reason).toBe('same-colour');
    expect(refusal(position('morphy', ['8D', '5S']), 1, 0).reason).toBe('not-next-rank');
  });

  it('blames the run’s direction when the card itself fits', () => {
    // Lasker moves runs whole: 8♦ fits on 7♦ (one up, in suit), so a refusal there was the run's way
    const p = position('lasker', ['7D', 'KS 8D']);
    expect(explainRefusal(p, 'does-not-build', card('8D'), 0)).toMatchObject({ reason: 'run-turns', onto: card('7D') });
  });

  it('names the card a foundation takes next where one pile holds the suit', () => {
    const p = position('beleaguered-castle', ['5H', '3S'], { foundations: [2, 1, 1, 1] });
    expect(refusal(p, 0, ANY_FOUNDATION)).toMatchObject({ reason: 'not-next-on-foundation', need: card('3H') });
    expect(refusal(p, 1, ANY_FOUNDATION)).toMatchObject({ reason: 'not-next-on-foundation', need: card('2S') });
    // two decks: two piles a suit, so no one card is next
    const two = position('lightweight', ['5H'], { foundations: [1, 1, 1, 1, 1, 1, 1, 1] });
    const checked = checkMove(two, makeMove(card('5H'), 0, suitPile(card('5H'))));
    expect(!checked.ok && explainRefusal(two, checked.error, card('5H'), ANY_FOUNDATION)).toMatchObject({ reason: 'not-next-on-foundation', need: NO_CARD });
  });

  it('passes the other codes on as they are', () => {
    const p = position('exiled-kings', ['9D', '']);
    expect(refusal(p, 0, 1)).toMatchObject({ reason: 'empty-row-takes-king', card: card('9D'), onto: NO_CARD });
    const cells = position('siegecraft', ['9D'], { cells: ['4C'] });
    expect(refusal(cells, 0, CELL_BASE)).toMatchObject({ reason: 'cell-occupied' });
    expect(explainRefusal(cells, 'too-many-cards', card('9D'), 1).reason).toBe('too-many-cards');
  });

  it('agrees with the cards for every refused row-to-row move of every game’s deals', () => {
    const seen = new Set<RefusalReason>();
    for (const game of GAME_IDS) {
      const rules = GAMES[game];
      for (const deal of [1, 2, 3]) {
        const p = dealPosition(game, deal);
        for (let from = 0; from < p.rows.length; from++) {
          for (let to = 0; to < p.rows.length; to++) {
            const moving = cardAt(p, from);
            const onto = cardAt(p, to);
            if (from === to || moving === NO_CARD || onto === NO_CARD) continue;
            const checked = checkMove(p, makeMove(moving, from, to));
            if (checked.ok || checked.error !== 'does-not-build') continue;
            const r = explainRefusal(p, checked.error, moving, to);
            seen.add(r.reason);
            const d = Math.abs(RANK_OF[moving]! - RANK_OF[onto]!);
            const next = d === 1 || (rules.buildWrap && d === 12);
            const want: RefusalReason =
              rules.build === 'down-any-suit'
                ? 'not-one-lower'
                : !next
                  ? 'not-next-rank'
                  : rules.build === 'up-or-down-in-suit' && SUIT_OF[moving] !== SUIT_OF[onto]
                    ? 'not-same-suit'
                    : rules.build === 'up-or-down-alt-colour' && isRed(moving) === isRed(onto)
                      ? 'same-colour'
                      : 'run-turns';
            expect(r, `${game} ${deal}: ${from} to ${to}`).toMatchObject({ reason: want, card: moving, onto });
          }
        }
      }
    }
    expect([...seen].sort()).toEqual(['not-next-rank', 'not-one-lower', 'not-same-suit', 'same-colour']);
  });

  it('has words for every reason in every language', () => {
    const reasons = Object.keys(messages.en.refusal);
    expect(reasons).toEqual(expect.arrayContaining(['not-one-lower', 'not-next-rank', 'not-same-suit', 'same-colour', 'run-turns', 'too-many-cards', 'does-not-build', 'needs']));
    for (const lang of LANGUAGES) for (const reason of reasons) expect(lookup(messages[lang], `refusal.${reason}`), `${lang} ${reason}`).toBeTypeOf('string');
  });
});

describe('explain', () => {
  it('says nothing of a legal move and gives the reason of a refused one, a whole run’s too', () => {
    const p = position('beleaguered-castle', ['9D', '8C', '7C']);
    expect(explain(p, makeMove(card('8C'), 1, 0))).toBeNull();
    expect(explain(p, makeMove(card('7C'), 2, 0))).toEqual({ reason: 'not-one-lower', card: card('7C'), to: 0, onto: card('9D'), need: NO_CARD });
    expect(explain(p, makeMove(card('7C'), 2, suitPile(card('7C'))))).toMatchObject({ reason: 'not-next-on-foundation', need: card('AC') });
    // Lasker: the run 8♦ 7♦ cannot go onto 9♦ with its steps turning (down onto a card it goes up from)
    const lasker = position('lasker', ['7D', 'KS 8D 7D', '9S']);
    expect(explain(lasker, makeMove(card('8D'), 1, 0))).toMatchObject({ reason: 'run-turns', onto: card('7D') });
    expect(explain(lasker, makeMove(card('8D'), 1, 2))).toMatchObject({ reason: 'not-same-suit', onto: card('9S') });
  });

  it('agrees with the move check for every pile-to-pile move along random games of every game', () => {
    for (const game of GAME_IDS) {
      const random = mulberry32(game.length * 31);
      const p = dealPosition(game, 5);
      for (let step = 0; step < 40; step++) {
        const piles = [...p.rows.keys(), ...p.cells.map((_, c) => CELL_BASE + c), ANY_FOUNDATION];
        for (const from of piles) {
          const moving = cardAt(p, from);
          if (moving === NO_CARD) continue;
          for (const to of piles) {
            const m = makeMove(moving, from, to);
            const checked = checkMove(p, m);
            const why = explain(p, m);
            if (checked.ok) expect(why, `${game} ${from} to ${to}`).toBeNull();
            else expect(why, `${game} ${from} to ${to}`).toEqual(explainRefusal(p, checked.error, moving, to));
          }
        }
        const moves = legalMoves(p);
        if (moves.length === 0) break;
        applyMove(p, moves[random() % moves.length]!);
      }
    }
  });
});
