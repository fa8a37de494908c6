import { describe, expect, it } from 'vitest';
import { dealPosition, GameRecord, lineWins } from '../../../shared/engine';
import { formatPosition } from '../../../shared/formats';
import { playMoveText } from '../../../shared/formats/move-text';
import { rateDeal, DIFFICULTY_LEVELS } from '../../../shared/solver/services/difficulty';
import { findPar } from '../../../shared/solver/services/par';
import { run, expectBadInput } from './run-castle';

// `castle rate` and `castle solve --shortest` on small deals of the two fastest games: Fortress #5 is
// won (par proved shortest), Fortress #2 is lost from the deal, Citadel #2 is won with par above its
// proved bound.

/** The moves of a printed line, replayed from `start`: every token one legal single-card move. */
function replay(game: 'fortress' | 'citadel', number: number, text: string) {
  const record = GameRecord.fromDeal(game, number);
  const played = playMoveText(record, text);
  expect(played.ok).toBe(true);
  expect(record.moves()).toHaveLength(text.split(' ').length);
  return { wins: lineWins(dealPosition(game, number), record.moves()), length: record.moves().length };
}

describe('castle rate', () => {
  it('rates a winnable deal as rateDeal and findPar do, in one JSON line of five keys', async () => {
    const r = await run(['rate', '--game', 'fortress', '--number', '5', '--json']);
    expect(r.code).toBe(0);
    expect(r.err).toBe('');
    expect(r.out.endsWith('\n')).toBe(true);
    expect(r.out.trimEnd().split('\n')).toHaveLength(1);
    const json = JSON.parse(r.out) as Record<string, unknown>;
    expect(Object.keys(json)).toEqual(['verdict', 'level', 'par', 'lowerBound', 'ms']);
    const rating = rateDeal('fortress', 5);
    const par = findPar(dealPosition('fortress', 5), { timeLimitMs: Infinity });
    expect(rating.ok && rating.value.verdict).toBe('winnable');
    expect(json).toMatchObject({ verdict: 'winnable', level: rating.ok ? rating.value.level : 'no rating', par: par.par, lowerBound: par.lowerBound });
    expect(json.level).toBeGreaterThanOrEqual(1);
    expect(json.lowerBound as number).toBeLessThanOrEqual(json.par as number);
    expect(Number.isInteger(json.ms) && (json.ms as number) >= 0).toBe(true);
  });

  it('says the same in words, for a deal or the same position from a file', async () => {
    const json = JSON.parse((await run(['rate', '--game', 'fortress', '--number', '5', '--json'])).out) as { level: 1 | 2 | 3 | 4 | 5; par: number; lowerBound: number };
    const bound = json.lowerBound === json.par ? 'proved shortest' : `no winning line is shorter than ${json.lowerBound}`;
    const words = `winnable, level ${json.level} of 5 \\(${DIFFICULTY_LEVELS[json.level - 1]}\\), par ${json.par} moves, ${bound} \\(\\d+ ms\\)\n$`;
    const deal = await run(['rate', '--game', 'fortress', '--number', '5']);
    expect(deal.code).toBe(0);
    expect(deal.out).toMatch(new RegExp(`^deal 5: ${words}`));
    const file = await run(['rate', '--game', 'fortress', '--file', 'f5.txt'], { 'f5.txt': formatPosition(dealPosition('fortress', 5)) });
    expect(file.code).toBe(0);
    expect(file.out).toMatch(new RegExp(`^f5\\.txt: ${words}`));
  });

  it('says unknown, no level, when --time-limit runs out (Castle Mount #32 takes far longer)', async () => {
    const text = await run(['rate', '--game', 'castle-mount', '--number', '32', '--time-limit', '0.5']);
    expect(text.code).toBe(0);
    expect(text.out).toMatch(/^deal 32: unknown, the time limit of 0.5 s ran out, no level, no par \(\d+ ms\)\n$/);
    await expectBadInput(['rate', '--game', 'fortress', '--number', '2', '--time-limit', '1e9'], /bad --time-limit "1e9"/);
  });

  it('gives a lost deal no level, no par and no bound, exit 0', async () => {
    const json = await run(['rate', '--game', 'fortress', '--number', '2', '--json']);
    expect(json.code).toBe(0);
    expect(JSON.parse(json.out)).toMatchObject({ verdict: 'unwinnable', level: null, par: null, lowerBound: null });
    const text = await run(['rate', '--game', 'fortress', '--number', '2']);
    expect(text.out).toMatch(/^deal 2: unwinnable, proven, no level, no par \(\d+ ms\)\n$/);
  });

  it.each([
    [['--number', '5'], /missing --game GAME/],
    [['--game', 'chess', '--number', '5'], /unknown game "chess"/],
    [['--game', 'fortress'], /missing --number N or --file PATH/],
    [['--game', 'fortress', '--number', '-5'], /option --number needs a value/],
    [['--game', 'fortress', '--number=4294967296'], /bad deal number "4294967296"/],
    [['--game', 'fortress', '--number', '5', '--file', 'a.txt'], /either --number or --file/],
    [['--game', 'fortress', '--file', 'a.txt', 'b.txt'], /unexpected argument "b\.txt"/],
    [['--game', 'fortress', '--file', 'nope.txt'], /^castle: cannot read nope\.txt: no such file$/m],
    [['--game', 'fortress', '--number', '5', '--json=yes'], /option --json takes no value/],
    [['--game', 'fortress', '--number', '5', '--budget', '9'], /unknown option --budget \(this command takes --game, --number, --file, --time-limit, --json\)/],
    [['--game', 'fortress', '--number', '5', '--shortest'], /unknown option --shortest/],
    [['--game', 'fortress', '--number', `\u001b[2J${'9'.repeat(200)}`], /bad deal number "\\x1b\[2J9+…"/],
  ])('exits 2 with a one-line reason for %j', async (args, reason) => {
    await expectBadInput(['rate', ...args], reason);
  });

  it('shows its usage for --help', async () => {
    const r = await run(['rate', '--help']);
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/^Usage: castle rate --game GAME \(--number N \| --file PATH\) \[--time-limit SECONDS\] \[--json\]\n/);
    const help = (await run(['--help'])).out;
    expect(help).toContain('  rate ');
    expect(help).toContain(`Levels (rate): 1 ${DIFFICULTY_LEVELS[0]}, `);
    expect(help).toContain('castle solve --game GAME (--number N | --file PATH...) [--budget N] [--time-limit SECONDS] [--shortest] [--json]');
  });
});

describe('castle solve --shortest', () => {
  it('prints the par line, which replays to a win and is no shorter than the printed bound', async () => {
    const r = await run(['solve', '--game', 'citadel', '--number', '2', '--shortest']);
    expect(r.code).toBe(0);
    const [head, line, rest] = r.out.split('\n');
    expect(rest).toBe('');
    const m = /^deal 2: winnable, par (\d+) moves, (?:proved shortest|no winning line is shorter than (\d+)) \(\d+ positions, \d+ ms\)$/.exec(head!);
    expect(m).not.toBeNull();
    const par = Number(m![1]);
    const bound = m![2] === undefined ? par : Number(m![2]);
    const played = replay('citadel', 2, line!);
    expect(played).toEqual({ wins: true, length: par });
    expect(par).toBeGreaterThanOrEqual(bound);
    // the plain solver's line is the one par has to beat: never shorter
    const plain = (await run(['solve', '--game', 'citadel', '--number', '2'])).out.split('\n')[1]!;
    expect(par).toBeLessThanOrEqual(plain.split(' ').length);
  });

  it('adds par and lowerBound to the JSON line, null for a lost deal, on one solver across files', async () => {
    const files = { 'won.txt': formatPosition(dealPosition('fortress', 5)), 'lost.txt': formatPosition(dealPosition('fortress', 2)) };
    const r = await run(['solve', '--game', 'fortress', '--file', 'won.txt', 'lost.txt', '--shortest', '--json'], files);
    expect(r.code).toBe(0);
    const [won, lost] = r.out.trimEnd().split('\n').map((l) => JSON.parse(l) as Record<string, unknown>);
    expect(Object.keys(won!)).toEqual(['file', 'verdict', 'moves', 'par', 'lowerBound', 'positions', 'ms']);
    expect(won).toMatchObject({ file: 'won.txt', verdict: 'winnable' });
    const played = replay('fortress', 5, won!.moves as string);
    expect(played).toEqual({ wins: true, length: won!.par });
    expect(won!.lowerBound as number).toBeLessThanOrEqual(won!.par as number);
    expect(lost).toMatchObject({ file: 'lost.txt', verdict: 'unwinnable', moves: '', par: null, lowerBound: null });
  });

  it('refuses a --budget above the one the par search solves within, and a value for --shortest', async () => {
    await expectBadInput(['solve', '--game', 'fortress', '--number', '5', '--shortest', '--budget', '2000001'], /bad --budget "2000001": it must be at most 2000000 with --shortest/);
    await expectBadInput(['solve', '--game', 'fortress', '--number', '5', '--shortest=yes'], /option --shortest takes no value/);
    expect((await run(['solve', '--game', 'fortress', '--number', '5', '--budget', '2000001'])).code).toBe(0);
  });
});
