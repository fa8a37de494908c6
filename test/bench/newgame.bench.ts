// `npm run bench:newgame [-- --deals N] [--first N] [--game G] [--write]`
// The share of deals New Game proves winnable, per game: deals first..first+N-1 (1..200 by default),
// each asked the question New Game's solver asks of a candidate (shared/solver/winnable-deal.ts: the
// game's budget from plans.ts, the default techniques, one solver for the run as the worker
// holds one). Prints each game's share and time; `--write` keeps the figures in
// shared/solver/new-game-proofs.ts (the games not measured keep theirs), which the Choose Game dialog
// shows and test/shared/solver/new-game-proofs.test.ts checks.
import { performance } from 'node:perf_hooks';
import { readFileSync, writeFileSync } from 'node:fs';
import { flag, gamesFlag } from './bench-args';
import { GAME_IDS, isGameId, type GameId } from '../../shared/engine/games';
import { dealPosition } from '../../shared/engine/deal';
import { createSolver } from '../../shared/solver/api/solve';
import { gamePlan } from '../../shared/solver/plans';
import { NEW_GAME_PROOFS, type NewGameProofs } from '../../shared/solver/new-game-proofs';

/** The data file's text before its figures, as it stands (the figures follow). */
const HEADER = readFileSync(new URL('../../shared/solver/new-game-proofs.ts', import.meta.url), 'utf8').split(/^export const NEW_GAME_PROOFS.*$/m)[0] + 'export const NEW_GAME_PROOFS: Readonly<Record<GameId, NewGameProofs>> = {\n';

const deals = Number(flag('deals') ?? 200);
const first = Number(flag('first') ?? 1);
const write = process.argv.includes('--write');
if (!Number.isInteger(deals) || deals < 1 || !Number.isInteger(first) || first < 0) {
  console.error('--deals must be a whole number from 1, --first one from 0');
  process.exit(2);
}
const games = gamesFlag(GAME_IDS).filter(isGameId);
const solver = createSolver();
const measured: Partial<Record<GameId, NewGameProofs>> = {};

console.log(`New Game's proofs: deals ${first}..${first + deals - 1} of each game, each game's New Game budget`);
for (const game of games) {
  const budget = gamePlan(game, 'new-game').budget;
  const started = performance.now();
  let proven = 0;
  for (let k = 0; k < deals; k++) {
    if (solver.solve(dealPosition(game, first + k), { budget }).verdict === 'winnable') proven++;
  }
  const seconds = (performance.now() - started) / 1000;
  measured[game] = { first, deals, budget, proven };
  console.log(`${game.padEnd(20)} ${String(proven).padStart(4)} / ${deals} proven (${((100 * proven) / deals).toFixed(1)} %), budget ${budget}, ${seconds.toFixed(1)} s`);
}

if (write) {
  const all = { ...NEW_GAME_PROOFS, ...measured };
  const lines = GAME_IDS.map((id) => {
    const p = all[id];
    return `  ${/^[a-z]+$/.test(id) ? id : `'${id}'`}: { first: ${p.first}, deals: ${p.deals}, budget: ${p.budget}, proven: ${p.proven} },`;
  });
  const file = new URL('../../shared/solver/new-game-proofs.ts', import.meta.url);
  writeFileSync(file, `${HEADER}${lines.join('\n')}\n};\n`);
  console.log(`written: ${file.pathname}`);
}

