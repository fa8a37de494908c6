// `npm run bench:shorten [-- --deals N] [--multi N] [--first N] [--game G[,G...]] [--seconds S]
//   [--lines FILE] [--same-as FILE]`
// What shortening a winning line costs beside finding it (issue 40: it may cost no more): per game,
// the CPU time of the solve and of shortenLine on its line, over deals first..first+N-1 (N = --deals,
// 30 unless told; games of more decks take --multi, 8 unless told), with the moves before and after.
// One solver for every deal, as `castle solve` holds one; each game starts with a deal not counted (the
// one past its range), to warm up. `--seconds S` (60 unless told) bounds each
// game: it stops after the deal that passes S seconds of solving and shortening.
// `--lines FILE` writes every shortened line to FILE; `--same-as FILE` reads such a file and says
// which deals' shortened lines differ from it, move for move (shortenLine's answer must not change
// when only its speed does).
import { readFileSync, writeFileSync } from 'node:fs';
import { flag, gamesFlag } from './bench-args';
import { GAMES, GAME_IDS } from '../../shared/engine/games';
import { dealPosition } from '../../shared/engine/deal';
import { createSolver } from '../../shared/solver/api/solve';
import { shortenLine } from '../../shared/solver/services/shorten-line';

const deals = Number(flag('deals') ?? 30);
const multiDeals = Number(flag('multi') ?? 8);
const first = Number(flag('first') ?? 1);
const seconds = Number(flag('seconds') ?? 60);
const linesFile = flag('lines');
const sameAsFile = flag('same-as');
const games = gamesFlag(GAME_IDS);

type Lines = Record<string, number[]>;
const reference: Lines | undefined = sameAsFile === undefined ? undefined : (JSON.parse(readFileSync(sameAsFile, 'utf8')) as Lines);
const written: Lines = {};

const cpuMs = (from: NodeJS.CpuUsage): number => {
  const t = process.cpuUsage(from);
  return (t.user + t.system) / 1000;
};

const solver = createSolver();
let differ = 0;
let compared = 0;
console.log('game                  deals  won   solve ms  shorten ms  shorten/solve  moves before -> after');
for (const game of games) {
  const count = GAMES[game].decks > 1 ? multiDeals : deals;
  let solveMs = 0;
  let shortenMs = 0;
  let won = 0;
  let played = 0;
  let before = 0;
  let after = 0;
  // a warm-up on the deal past the range, not counted: each game's first shortening runs cold code
  const warm = dealPosition(game, first + count);
  const w = solver.solve(warm);
  if (w.verdict === 'winnable') shortenLine(warm, w.moves);
  for (let n = first; n < first + count && solveMs + shortenMs < seconds * 1000; n++) {
    played++;
    const p = dealPosition(game, n);
    const t0 = process.cpuUsage();
    const r = solver.solve(p);
    solveMs += cpuMs(t0);
    if (r.verdict !== 'winnable') continue;
    won++;
    const t1 = process.cpuUsage();
    const short = shortenLine(p, r.moves);
    shortenMs += cpuMs(t1);
    before += r.moves.length;
    after += short.length;
    const key = `${game} ${n}`;
    written[key] = short;
    const was = reference?.[key];
    if (was !== undefined) {
      compared++;
      if (was.length !== short.length || was.some((m, k) => m !== short[k])) {
        differ++;
        console.log(`  ${key}: shortened line differs from ${sameAsFile} (${was.length} moves there, ${short.length} here)`);
      }
    }
  }
  const ratio = solveMs > 0 ? (shortenMs / solveMs).toFixed(2) : '-';
  const row = `${game.padEnd(22)}${String(played).padStart(5)}${String(won).padStart(5)}${solveMs.toFixed(0).padStart(11)}${shortenMs.toFixed(0).padStart(12)}${ratio.padStart(15)}  ${before} -> ${after}`;
  console.log(row);
}
if (linesFile !== undefined) writeFileSync(linesFile, JSON.stringify(written));
if (reference !== undefined) console.log(`shortened lines compared with ${sameAsFile}: ${compared}, differing: ${differ}`);
