import type { GameId } from '../engine/games';
import type { GameResult } from '../host/types';
import { compareResults } from './high-scores';
import { isRanked } from './ranked';

export interface DealRecord {
  readonly game: GameId;
  readonly deal: number;
  readonly played: number;
  readonly won: number;
  /** The best game of this deal: a win before a loss, then as high scores rank. */
  readonly best: GameResult;
}

/** Best result per numbered deal (games without a deal number are left out), by game then deal. */
export function bestPerDeal(results: readonly GameResult[], game: GameId | null = null): DealRecord[] {
  const byDeal = new Map<string, { game: GameId; deal: number; played: number; won: number; best: GameResult }>();
  for (const r of results) {
    if (r.deal === null || !isRanked(r) || (game !== null && r.game !== game)) continue;
    const key = `${r.game}#${r.deal}`;
    const seen = byDeal.get(key);
    if (!seen) {
      byDeal.set(key, { game: r.game, deal: r.deal, played: 1, won: r.won ? 1 : 0, best: r });
      continue;
    }
    seen.played += 1;
    if (r.won) seen.won += 1;
    if (isBetter(r, seen.best)) seen.best = r;
  }
  return [...byDeal.values()].sort((a, b) => (a.game === b.game ? a.deal - b.deal : a.game < b.game ? -1 : 1));
}

function isBetter(candidate: GameResult, best: GameResult): boolean {
  if (candidate.won !== best.won) return candidate.won;
  return compareResults(candidate, best) < 0;
}
