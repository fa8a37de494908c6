// `npm run bench:rescore -- FILE...`: the tables of `npm run bench:difficulty`, read again from files it
// wrote with `--dump`, scored by today's difficultyScore and levelled by today's bounds: a change to the
// score or the bounds is judged without rating the deals again (the measures and the heuristic
// player's wins are in the file). Prints per game and level the deals and the player's win rate, and
// the score percentiles that difficulty-bounds.ts holds.
import { readFileSync } from 'node:fs';
import { quantile } from './bench-args';
import { GAMES, isAnyGameId, type AnyGameId } from '../../shared/engine/games';
import { DIFFICULTY_LEVELS, difficultyScore, levelOf } from '../../shared/solver/services/difficulty';

interface Dumped {
  readonly game: string;
  readonly number: number;
  readonly verdict: string;
  readonly wins: number;
  readonly safeShare?: number;
  readonly minShare?: number;
  readonly waysIn?: number;
}

const perDeal = Number(process.argv.find((a) => a.startsWith('--games-per-deal='))?.split('=')[1] ?? 20);
for (const file of process.argv.slice(2).filter((a) => !a.startsWith('--'))) {
  const rows = JSON.parse(readFileSync(file, 'utf8')) as Dumped[];
  const byGame = new Map<AnyGameId, Dumped[]>();
  for (const r of rows) {
    if (!isAnyGameId(r.game)) throw new Error(`${file}: unknown game ${r.game}`);
    byGame.set(r.game, [...(byGame.get(r.game) ?? []), r]);
  }
  for (const [game, deals] of byGame) {
    const rated = deals.filter((d) => d.verdict === 'winnable' && d.safeShare !== undefined && d.minShare !== undefined && d.waysIn !== undefined);
    const scores = rated.map((d) => difficultyScore(d.safeShare!, d.minShare!, d.waysIn!));
    const levels = DIFFICULTY_LEVELS.map(() => ({ deals: 0, wins: 0 }));
    rated.forEach((d, i) => {
      const row = levels[levelOf(game, scores[i]!) - 1]!;
      row.deals++;
      row.wins += d.wins;
    });
    console.log(`${GAMES[game].name} (${file}: deals #${deals[0]!.number}..#${deals[deals.length - 1]!.number}, ${rated.length} rated)`);
    levels.forEach((row, i) => console.log(`  ${DIFFICULTY_LEVELS[i]!.padEnd(10)} ${String(row.deals).padStart(5)} deals  heuristic player wins ${((100 * row.wins) / Math.max(1, row.deals * perDeal)).toFixed(2).padStart(6)} %`));
    const sorted = scores.slice().sort((a, b) => a - b);
    console.log(`  score percentiles 20/40/60/80 %: [${[0.2, 0.4, 0.6, 0.8].map((q) => String(quantile(sorted, q))).join(', ')}]`);
  }
}
