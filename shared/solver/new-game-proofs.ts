// How often New Game's solver proves a deal winnable, per game: of the deals `first` ..
// `first + deals - 1`, how many it proves within the budget New Game gives a candidate
// (plans.ts). Measured by `npm run bench:newgame -- --write`, which writes this file: run it
// again when the solver or a budget changes (test/shared/solver/new-game-proofs.test.ts fails when a
// budget no longer matches).
import type { GameId } from '../engine/games';

export interface NewGameProofs {
  /** The first deal number measured. */
  readonly first: number;
  /** How many deals, from `first` on. */
  readonly deals: number;
  /** The positions a candidate was given: New Game's budget for the game when measured. */
  readonly budget: number;
  /** The deals proven winnable within it. */
  readonly proven: number;
}

export const NEW_GAME_PROOFS: Readonly<Record<GameId, NewGameProofs>> = {
  'beleaguered-castle': { first: 1, deals: 200, budget: 300000, proven: 146 },
  'streets-and-alleys': { first: 1, deals: 200, budget: 300000, proven: 112 },
  citadel: { first: 1, deals: 200, budget: 300000, proven: 180 },
  fortress: { first: 1, deals: 200, budget: 300000, proven: 49 },
  masterpiece: { first: 1, deals: 200, budget: 300000, proven: 118 },
  'exiled-kings': { first: 1, deals: 200, budget: 300000, proven: 157 },
  siegecraft: { first: 1, deals: 200, budget: 300000, proven: 195 },
  stronghold: { first: 1, deals: 200, budget: 300000, proven: 196 },
  fastness: { first: 1, deals: 200, budget: 300000, proven: 200 },
  chessboard: { first: 1, deals: 200, budget: 300000, proven: 145 },
  lasker: { first: 1, deals: 200, budget: 300000, proven: 164 },
  morphy: { first: 1, deals: 200, budget: 300000, proven: 200 },
  'selective-castle': { first: 1, deals: 200, budget: 300000, proven: 199 },
  'castles-end': { first: 1, deals: 200, budget: 300000, proven: 200 },
  bastion: { first: 1, deals: 200, budget: 300000, proven: 161 },
  'ten-by-one': { first: 1, deals: 200, budget: 300000, proven: 154 },
  'penelopes-web': { first: 1, deals: 200, budget: 300000, proven: 147 },
  lightweight: { first: 1, deals: 200, budget: 20000, proven: 188 },
  'castle-of-indolence': { first: 1, deals: 200, budget: 20000, proven: 186 },
  rittenhouse: { first: 1, deals: 200, budget: 20000, proven: 191 },
  zerline: { first: 1, deals: 200, budget: 20000, proven: 151 },
  chequers: { first: 1, deals: 200, budget: 20000, proven: 200 },
  'zerline-3-decks': { first: 1, deals: 200, budget: 20000, proven: 88 },
  'castle-mount': { first: 1, deals: 200, budget: 20000, proven: 58 },
  soother: { first: 1, deals: 200, budget: 20000, proven: 36 },
  palace: { first: 1, deals: 200, budget: 20000, proven: 159 },
};
