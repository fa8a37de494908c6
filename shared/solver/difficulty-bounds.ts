import type { AnyGameId } from '../engine/games';

// The level bounds of each game (difficulty.ts): a winnable deal whose score is above the k-th bound
// is at least level k + 1. Fixed from the measured distribution of the scores: the 20th, 40th, 60th
// and 80th percentiles over the winnable deals 1..2000 of each main game (`npm run bench:difficulty`
// prints them; written here exactly as computed, so that deals on a bound fall as they were
// counted), so each level holds about a fifth of a game's winnable deals. The four other games of
// the family take the bounds of the main game they vary. Changing the measure means measuring again.

const castle = [0.3333333333333333, 0.5, 0.6858333333333335, 1.05] as const;
const streets = [0.5, 0.7000000000000002, 1.05, 1.2533333333333334] as const;
const fortress = [0.525, 0.7407407407407406, 0.8833333333333333, 1.05] as const;
const citadel = [0.16666666666666666, 0.3, 0.4303571428571428, 0.6033333333333333] as const;

export const DIFFICULTY_BOUNDS: Readonly<Record<AnyGameId, readonly [number, number, number, number]>> = {
  'beleaguered-castle': castle,
  'streets-and-alleys': streets,
  citadel,
  fortress,
  masterpiece: [0.6691452991452991, 0.9333333333333336, 1.1166666666666667, 1.3148148148148149],
  'exiled-kings': citadel,
  siegecraft: castle,
  stronghold: streets,
  fastness: streets,
  // Measured for the one-deck family (2026-12-01, `npm run bench:difficulty -- --game G --deals N
  // --games-per-deal 0`): the same percentiles, printed to four places then (a deal whose score is
  // just above a rounded bound falls one level up), over deals 1..2000, or 1..500 where a rating takes
  // long (Bastion, Ten by One). Bastion's scores bunch at 1: its Medium level is empty, so the measure
  // does not tell its middle deals apart.
  chessboard: [0.9, 1.2333, 1.4625, 1.49],
  lasker: [0.5213, 0.744, 0.9667, 1.2545],
  morphy: [0.25, 0.3333, 0.5, 0.7],
  'selective-castle': [0.2, 0.3333, 0.5, 0.7095],
  bastion: [0.5, 1, 1, 1.05],
  'ten-by-one': [0.5, 1, 1.325, 2.1],
  // Castles End over deals 1..500 (2026-12-01, every one winnable): its scores bunch at 0.5, so its
  // Medium and Hard levels are empty and the measure tells only three kinds of deal apart.
  'castles-end': [0.3333, 0.5, 0.5, 0.5],
  // Interim (issue 15): not measured yet (its ratings run long), the bounds of the game it varies.
  'penelopes-web': streets,
  // Lightweight over the 131 of deals 1..300 that New Game's budget wins (2026-12-01). In 500
  // positions the rating's check of one move proves no loss there, so every move counts as safe or
  // neither way and the score says only how many ways in a deal has: it bunches at 0.5 and 1, Medium is
  // empty, and Very hard (above 1) holds one deal in a hundred.
  lightweight: [0.3333, 0.5, 0.5, 1],
  // Interim (issue 15 phase 2): not on the table yet, Streets and Alleys' bounds until measured
  'castle-mount': streets,
  palace: streets,
  // Castle of Indolence over the 130 of deals 1..150 the solver wins (2026-12-02); the heuristic
  // player wins none of them, so only the solver's measure orders them here
  'castle-of-indolence': [0.7199999999999999, 1, 1.1587301587301586, 1.4225589225589226],
  // Rittenhouse over the 146 of deals 1..150 the solver wins (2026-12-02); as in Castle of Indolence
  // the heuristic player wins none of them, so only the solver's measure orders them
  rittenhouse: [0.25, 0.43333333333333324, 0.5, 0.7285714285714286],
  // Zerline over 150 deals New Game deals (winnable within its budget; 2026-12-02): its scores bunch at
  // 0.5, so its Hard level is empty; the heuristic player wins none of them, so only the solver's
  // measure orders them
  zerline: [0.25, 0.3333333333333333, 0.5, 0.5],
  // Chequers over deals 1..150 (all winnable; 2026-12-02): its scores bunch at 0.5 as Zerline's, so
  // its levels above Medium are empty; the heuristic player wins none of them, so only the solver's
  // measure orders them
  chequers: [0.3333333333333333, 0.5, 0.5, 0.5],
  // Interim (issue 15): not on the table, Beleaguered Castle's bounds until the finder wins its deals
  'zerline-3-decks': castle,
  soother: castle,
};
