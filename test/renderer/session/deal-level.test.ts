import { describe, it, expect } from 'vitest';
import { GameSession } from '../../../renderer/session/game-session';
import { FakeScheduler, fakeHost, fakeSettings, fakeSolver } from './fakes';
import type { DifficultyLevel } from '../../../shared/solver/services/difficulty';

/** A session whose settings ask for winnable deals of `dealLevel`; what New Game asked the solver is kept. */
function setup(winnableOnly: boolean, dealLevel: DifficultyLevel | null) {
  const asked: [string, number, DifficultyLevel | undefined][] = [];
  const solver = fakeSolver({ findWinnableDeal: async (game, seed, level) => (asked.push([game, seed, level]), 77) });
  const s = new GameSession({
    host: fakeHost(),
    solver: async () => solver,
    scheduler: new FakeScheduler(),
    settings: fakeSettings({ game: 'citadel', winnableOnly, dealLevel }),
    recorded: () => undefined,
    published: () => undefined,
    randomDeal: () => 42,
  });
  return { s, asked };
}

describe('New Game with a difficulty level', () => {
  it('asks the solver for a winnable deal of the level set, and deals it', async () => {
    const { s, asked } = setup(true, 4);
    await s.newGame();
    expect(asked).toEqual([['citadel', 42, 4]]);
    expect(s.view.dealNumber).toBe(77);
  });

  it('with any winnable deal, asks for a winnable deal of no level', async () => {
    const { s, asked } = setup(true, null);
    await s.newGame();
    expect(asked).toEqual([['citadel', 42, undefined]]);
  });

  it('with winnable-only off, the level is not used: the drawn deal is dealt', async () => {
    const { s, asked } = setup(false, 2);
    await s.newGame();
    expect(asked).toEqual([]);
    expect(s.view.dealNumber).toBe(42);
  });
});
