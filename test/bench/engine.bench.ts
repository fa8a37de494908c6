// `npm run bench:engine`: how fast the engine's hot path runs and how small a game record is.
// 1. move generation + apply + undo cycles per second over random playouts, per game and overall
//    (goal: at least 1,000,000 a second on one core). Timed in CPU seconds of this process, so that
//    other work on a shared machine does not count against it; wall-clock figures are printed beside;
// 2. bytes per move of a GameRecord holding 10,000 moves reached by random play with undo and redo.
import { GAME_IDS, type GameId, dealPosition, generateMoves, applyMove, undoMove, mulberry32, GameRecord, legalMoves, type Move } from '../../shared/engine';

const PLAYOUT_DEPTH = 150;
const SECONDS_PER_GAME = Number(process.env.BENCH_SECONDS ?? '1');

/** CPU seconds this process has used (user + system). */
const cpuSeconds = (): number => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1e6;
};

/** Random playouts from random deals for `seconds` of CPU time; answers cycles, CPU and wall seconds. */
function playouts(game: GameId, seconds: number): { cycles: number; cpu: number; wall: number } {
  const random = mulberry32(12345);
  const moves = new Uint32Array(256);
  const stack = new Uint32Array(PLAYOUT_DEPTH);
  let cycles = 0;
  const start = performance.now();
  const cpuStart = cpuSeconds();
  let deal = 0;
  while (cpuSeconds() - cpuStart < seconds) {
    const p = dealPosition(game, deal++);
    for (let playout = 0; playout < 200; playout++) {
      let depth = 0;
      while (depth < PLAYOUT_DEPTH) {
        const n = generateMoves(p, moves);
        if (n === 0) break;
        const m = moves[random() % n]!;
        applyMove(p, m);
        stack[depth++] = m;
      }
      cycles += depth;
      while (depth > 0) undoMove(p, stack[--depth]!);
    }
  }
  return { cycles, cpu: cpuSeconds() - cpuStart, wall: (performance.now() - start) / 1000 };
}

/** Plays random moves with undo and redo until the record holds `target` moves played. */
function fillRecord(target: number): GameRecord {
  const random = mulberry32(99);
  const record = GameRecord.fromDeal('beleaguered-castle', 1);
  while (record.moveCount < target) {
    const legal: Move[] = legalMoves(record.position);
    const r = random() % 100;
    if (legal.length === 0 || r < 3) {
      const back = 1 + (random() % 5);
      for (let i = 0; i < back; i++) record.undo();
      if (random() % 2 === 0) record.redo();
      continue;
    }
    record.play(legal[random() % legal.length]!);
  }
  return record;
}

const fmt = (n: number): string => Math.round(n).toLocaleString('en-US');

console.log(`engine benchmark: ${SECONDS_PER_GAME} s per game, playouts of up to ${PLAYOUT_DEPTH} moves (set BENCH_SECONDS to change)`);
let totalCycles = 0;
let totalCpu = 0;
let totalWall = 0;
for (const game of GAME_IDS) {
  const { cycles, cpu, wall } = playouts(game, SECONDS_PER_GAME);
  totalCycles += cycles;
  totalCpu += cpu;
  totalWall += wall;
  console.log(`  ${game.padEnd(20)} ${fmt(cycles / cpu).padStart(12)} generate+apply+undo cycles per CPU second (${fmt(cycles / wall)} per wall second)`);
}
const overall = totalCycles / totalCpu;
console.log(`all games: ${fmt(overall)} cycles per CPU second on one core (goal 1,000,000): ${overall >= 1_000_000 ? 'met' : 'NOT met'}; ${fmt(totalCycles / totalWall)} per wall second`);

const record = fillRecord(10_000);
console.log(
  `game record of ${fmt(record.moveCount)} moves: ${fmt(record.storageBytes)} bytes of move storage, ` +
    `${(record.storageBytes / 10_000).toFixed(2)} bytes per move (4 bytes a move, the rest is the doubling buffer's spare room)`,
);
