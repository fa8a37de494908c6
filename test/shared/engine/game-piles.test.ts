import { describe, expect, it } from 'vitest';
import { ALL_GAME_IDS, GAMES } from '../../../shared/engine/games';
import { dealPosition } from '../../../shared/engine/deal';
import { pileExists } from '../../../shared/engine/moves';
import { gameHasPile } from '../../../shared/engine/game-piles';
import { PILE_ALPHABET, gamePileChars } from '../../../shared/formats/pile-alphabet';

describe('the piles a game has', () => {
  it.each(ALL_GAME_IDS)('%s: the rules say the same as a dealt position', (id) => {
    const p = dealPosition(id, 1);
    for (const { pile } of PILE_ALPHABET) expect(gameHasPile(GAMES[id], pile), String(pile)).toBe(pileExists(p, pile));
  });

  it('have one notation character each, in the alphabet’s order', () => {
    expect(gamePileChars(GAMES.fastness).map((c) => c.char).join('')).toBe('12345678abh');
    expect(gamePileChars(GAMES.chequers).map((c) => c.char).join('')).toBe('1234567890ijklmnopqrstuvwhgx');
    expect(gamePileChars(GAMES.soother).map((c) => c.char).join('')).toBe('123456789hxyz');
    expect(new Set(PILE_ALPHABET.map((c) => c.char)).size).toBe(PILE_ALPHABET.length);
    expect(new Set(PILE_ALPHABET.map((c) => c.pile)).size).toBe(PILE_ALPHABET.length);
  });
});
