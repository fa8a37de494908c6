import type { AnyGameId } from '../../engine/games';

// The level bounds of each game (difficulty.ts): a winnable deal whose score is above the k-th bound
// is at least level k + 1. Fixed from the measured distribution of the scores: the 20th, 40th, 60th
// and 80th percentiles over the winnable deals a game was rated on (`npm run bench:difficulty`
// prints them, and `npm run bench:rescore` from its `--dump` files; written here exactly as computed,
// so that deals on a bound fall as they were counted), so each level holds about a fifth of a game's
// winnable deals. Changing the measure or the score means measuring again. All measured 2026-12-03.

// The main games over their winnable deals 1..2000; the four other games of the first nine take the
// bounds of the main game they vary (Exiled Kings: Citadel; Siegecraft: Beleaguered Castle; Stronghold
// and Fastness: Streets and Alleys)
const castle = [0.51875, 0.7621212121212121, 1.0229166666666667, 1.5416666666666667] as const;
const streets = [0.7625, 1.0383333333333333, 1.525, 2.117283950617284] as const;
const citadel = [0.3333333333333333, 0.46071428571428563, 0.6111904761904761, 0.8629629629629629] as const;

export const DIFFICULTY_BOUNDS: Readonly<Record<AnyGameId, readonly [number, number, number, number]>> = {
  'beleaguered-castle': castle,
  'streets-and-alleys': streets,
  citadel,
  fortress: [0.7500000000000001, 0.875, 1.0875, 1.371212121212121],
  masterpiece: [0.7271604938271605, 1.0319444444444443, 1.2986111111111112, 1.56993006993007],
  'exiled-kings': citadel,
  siegecraft: castle,
  stronghold: streets,
  fastness: streets,
  // The one-deck family over winnable deals 1..2000, or 1..500 where ratings of deals New Game would
  // not deal take long (Bastion, Ten by One, Castles End)
  chessboard: [0.7629870129870131, 1.0299999999999998, 1.2349999999999999, 1.4541666666666666],
  lasker: [0.5722222222222223, 0.7831196581196581, 1, 1.2736363636363637],
  morphy: [0.25, 0.3333333333333333, 0.5, 0.6666666666666666],
  'selective-castle': [0.2857142857142857, 0.3423076923076922, 0.46785714285714286, 0.6422619047619047],
  // Bastion's and Castles End's scores bunch: Castles End (every deal of 1..500 winnable) has no Hard
  // deal, the measure telling only four kinds of deal apart there
  bastion: [0.4, 0.5, 0.6666666666666666, 1],
  'ten-by-one': [0.2857142857142857, 0.4322222222222221, 0.6666666666666666, 0.9794871794871796],
  'castles-end': [0.5, 0.6666666666666666, 1, 1],
  // Penelope's Web over the deals of 1..500 New Game's budget proves winnable (the deals it deals):
  // 243 of them, and 366 since the merged search (2026-12-03, evening), the percentiles the same
  'penelopes-web': [0.3333333333333333, 0.4, 0.5, 0.6666666666666666],
  // The games of two decks over the deals New Game's budget proves winnable (the deals a player is
  // dealt there; `bench:difficulty -- --new-game`): Lightweight 131 of deals 1..300 (172 since the
  // merged search, 2026-12-03, evening: the percentiles the same), Castle of Indolence 279 of 1..300,
  // Rittenhouse 288 of 1..300 and Zerline 232 of 1..300 (measured again 2026-12-03, evening, once they
  // were searched by rank alone or merged: 191, 287 and 117 of 1..1000 before), Chequers 300 of 1..300.
  // The heuristic player wins none of their deals (Lightweight's, since the beams: 0.7 to 1.8 % of
  // games on every level, in no order), so only the solver's measure orders them;
  // in Lightweight and Chequers no check of a move proves a loss, so the score says how many ways in
  // a deal has and little more.
  // Lightweight again once its beams came (beam-finder.ts, 2026-12-04): New Game proves 282 of 1..300
  lightweight: [0.16666666666666666, 0.2, 0.2222222222222222, 0.2857142857142857],
  'castle-of-indolence': [0.46071428571428574, 0.6333333333333333, 0.7658333333333334, 0.953030303030303],
  rittenhouse: [0.2857142857142857, 0.4169642857142857, 0.5958333333333333, 0.7979166666666666],
  zerline: [0.25, 0.2857142857142857, 0.37222222222222223, 0.4875],
  chequers: [0.08695652173913043, 0.1, 0.1111111111111111, 0.13333333333333333],
  // Zerline (3 Decks), on the table since 2026-12-03 (evening): the 88 of deals 1..200 New Game proves
  'zerline-3-decks': [0.25, 0.3333333333333333, 0.4, 0.5],
  // Soother, on the table since 2026-12-03 (night): the 47 of deals 1..300 New Game proves
  soother: [0.2222222222222222, 0.2857142857142857, 0.3333333333333333, 0.4],
  // Castle Mount, on the table since 2026-12-04 (the beams, beam-finder.ts): the 44 of deals 1..150 New Game proves
  'castle-mount': [0.2222222222222222, 0.25, 0.2857142857142857, 0.4],
  // Palace, the same day: the 96 of deals 1..120 New Game proves
  palace: [0.10526315789473684, 0.11764705882352941, 0.125, 0.14285714285714285],
};
