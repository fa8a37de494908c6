// The results file stays bounded: past MAX_RESULTS, the oldest results are folded into per-game totals
// (played, won, won without help, best score, fastest win, the sums behind the averages, the streaks),
// unranked games counting nowhere, and statistics
// (shared/stats/summary.ts) add the totals to the results kept, so every number stays true. A result
// in its game's top ten is never folded, so the high-score tables stay whole too.
import { GAME_IDS, type GameId } from '../engine/games';
import { MAX_RESULTS } from '../schemas/limits';
import { allWins, highScores } from '../stats/high-scores';
import { chronological } from '../stats/order';
import { hadHelp, isRanked } from '../stats/ranked';
import type { FoldedTotals, GameResult, ResultTotals } from './types';

export const NO_TOTALS: FoldedTotals = { played: 0, won: 0, wonWithoutHelp: 0, bestScore: null, fastestWin: null, winSeconds: 0, moves: 0, winMoves: 0, streak: 0, bestStreak: 0 };
export const EMPTY_TOTALS: ResultTotals = { inStreak: 0, all: NO_TOTALS, byGame: {} };

/** Totals with one more result counted (not its place in a streak: see addToStreak). */
export function addToCounts(t: FoldedTotals, r: GameResult): FoldedTotals {
  return {
    ...t,
    played: t.played + 1,
    won: t.won + (r.won ? 1 : 0),
    wonWithoutHelp: t.wonWithoutHelp + (r.won && !hadHelp(r) ? 1 : 0),
    bestScore: t.bestScore === null ? r.score : Math.max(t.bestScore, r.score),
    fastestWin: !r.won ? t.fastestWin : t.fastestWin === null ? r.seconds : Math.min(t.fastestWin, r.seconds),
    winSeconds: t.winSeconds + (r.won ? r.seconds : 0),
    moves: t.moves + r.moves,
    // totals folded before the wins' moves were kept stay without them: a sum of part of them would lie
    ...(t.winMoves !== undefined || t.won === 0 ? { winMoves: (t.winMoves ?? 0) + (r.won ? r.moves : 0) } : {}),
  };
}

/** Totals with one more (newer) game in the streaks. */
export function addToStreak(t: FoldedTotals, won: boolean): FoldedTotals {
  const streak = won ? t.streak + 1 : 0;
  return { ...t, streak, bestStreak: Math.max(t.bestStreak, streak) };
}

/**
 * The results in time order, each with whether its place in the streaks is in the totals already
 * (the first `totals.inStreak` of them): what statistics walk to go on with the streaks.
 */
export function withStreakMarks(results: readonly GameResult[], totals: ResultTotals): { r: GameResult; counted: boolean }[] {
  return chronological(results).map((r, i) => ({ r, counted: i < totals.inStreak }));
}

export interface Folded {
  readonly results: GameResult[];
  readonly totals: ResultTotals;
}

/**
 * Keeps at most `cap` results (plus the top ten of each game), folding the oldest others into the
 * totals; at or below the cap it changes nothing.
 */
export function foldResults(results: readonly GameResult[], totals: ResultTotals, cap = MAX_RESULTS): Folded {
  if (results.length <= cap) return { results: [...results], totals };
  const ordered = chronological(results);
  const top = topTens(ordered);
  // first which go: the oldest that are in no top ten
  const folding = new Set<GameResult>();
  let last = -1;
  for (let i = 0; i < ordered.length && folding.size < ordered.length - cap; i++) {
    if (top.has(ordered[i]!)) continue;
    folding.add(ordered[i]!);
    last = i;
  }
  // then every game up to the last that goes enters the streaks (once), and those that go, the counts
  const prefix = Math.max(last + 1, totals.inStreak);
  let all = totals.all;
  const byGame: Partial<Record<GameId, FoldedTotals>> = { ...totals.byGame };
  const kept: GameResult[] = [];
  let inStreak = 0;
  ordered.forEach((r, i) => {
    const gone = folding.has(r);
    if (!gone) {
      kept.push(r);
      if (i < prefix) inStreak++;
    }
    // an unranked game counts nowhere: folded away, it leaves no trace in the totals
    if (i > last || !isRanked(r)) return;
    let a = all;
    let g = byGame[r.game] ?? NO_TOTALS;
    if (i >= totals.inStreak) {
      a = addToStreak(a, r.won);
      g = addToStreak(g, r.won);
    }
    if (gone) {
      a = addToCounts(a, r);
      g = addToCounts(g, r);
    }
    all = a;
    byGame[r.game] = g;
  });
  return { results: kept, totals: { inStreak, all, byGame } };
}

/**
 * The results in their game's high-score tables (shared/stats/high-scores.ts, which takes ranked wins
 * only), the wins without help and every win: an unranked win, in no table, must not hold a place a
 * ranked one needs.
 */
function topTens(results: readonly GameResult[]): Set<GameResult> {
  const top = new Set<GameResult>();
  for (const game of GAME_IDS) {
    for (const entry of highScores(results, { game })) top.add(entry.result);
    for (const entry of allWins(results, { game })) top.add(entry.result);
  }
  return top;
}
