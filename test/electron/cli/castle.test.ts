import { describe, expect, it } from 'vitest';
import { GAME_IDS, dealPosition, GameRecord, legalMoves, positionsEqual, makeMove, cardToText, STOCK, WASTE, RESERVE } from '../../../shared/engine';
import { formatDealText, formatPosition, movesToText, parsePosition } from '../../../shared/formats';
import { COMMANDS } from '../../../electron/cli/castle.ts';
import { parseOptions, parseDealNumber } from '../../../electron/cli/args';
import { run, expectBadInput } from './run-castle';

describe('castle', () => {
  it('prints usage for --help, exit 0, naming every command and game', async () => {
    const r = await run(['--help']);
    expect(r.code).toBe(0);
    for (const name of Object.keys(COMMANDS)) expect(r.out).toContain(`castle ${name} `);
    for (const g of GAME_IDS) expect(r.out).toContain(g);
    expect((await run(['deal', '--help'])).out).toMatch(/^Usage: castle deal --game GAME --number N/);
  });

  it('shows each command\'s usage for COMMAND --help or -h, exit 0, whatever else is on the line', async () => {
    for (const name of Object.keys(COMMANDS)) {
      for (const argv of [[name, '--help'], [name, '-h'], [name, '--game', 'nope', '--bogus', '--help']]) {
        const r = await run(argv);
        expect(r, argv.join(' ')).toEqual({ code: 0, out: `Usage: ${COMMANDS[name]!.usage}\n${COMMANDS[name]!.summary}\n`, err: '' });
      }
    }
    expect((await run(['-h'])).code).toBe(0);
    expect((await run(['help'])).out).toBe((await run(['--help'])).out);
  });

  it('rejects no command and an unknown command', async () => {
    const none = await run([]);
    expect(none.code).toBe(2);
    expect(none.err).toContain('missing command');
    await expectBadInput(['shuffle'], /^castle: unknown command "shuffle"/);
    await expectBadInput(['toString'], /unknown command/);
  });
});

describe('castle deal', () => {
  it.each(GAME_IDS)('prints deal 42 of %s as shareable deal text', async (game) => {
    const r = await run(['deal', '--game', game, '--number', '42']);
    expect(r).toEqual({ code: 0, out: formatDealText(game, 42), err: '' });
  });

  it('prints JSON with --format json', async () => {
    const r = await run(['deal', '--game=citadel', '--number=1', '--format=json']);
    expect(r.code).toBe(0);
    const json = JSON.parse(r.out);
    expect(json).toMatchObject({ game: 'citadel', name: 'Citadel', deal: 1, foundations: { H: 2, C: 4, D: 2, S: 3 }, freecells: [], won: false });
    expect(json.rows[0]).toEqual(['5S', '3H', '3D', 'KC', '6C', 'JS']);
    const cells = JSON.parse((await run(['deal', '--game', 'fastness', '--number', '0', '--format', 'json'])).out);
    expect(cells.freecells).toEqual([null, null]);
    expect(cells.stock).toBeUndefined();
    // Zerline: the stock from its next card, the waste and the reserve
    const zerline = JSON.parse((await run(['deal', '--game', 'zerline', '--number', '1', '--format', 'json'])).out);
    const deal = dealPosition('zerline', 1);
    expect(zerline.stock).toHaveLength(63);
    expect(zerline.stock[0]).toBe(cardToText(deal.stock.at(-1)!));
    expect(zerline.waste).toEqual([cardToText(deal.waste[0]!)]);
    expect(zerline.reserve).toEqual([]);
    expect(zerline.foundationPiles).toEqual([0, 0, 0, 0, 0, 0, 0, 0]);
  });

  it('plays Zerline: xy turns the stock, 1z puts a row card on the reserve', async () => {
    const record = GameRecord.fromDeal('zerline', 1);
    expect(record.play(makeMove(record.position.stock.at(-1)!, STOCK, WASTE)).ok).toBe(true);
    expect(record.play(makeMove(record.position.rows[0]!.at(-1)!, 0, RESERVE)).ok).toBe(true);
    const r = await run(['play', '--game', 'zerline', '--number', '1', '--moves', 'xy 1z']);
    expect(r).toEqual({ code: 0, out: formatPosition(record.position) + '\n', err: '' });
    await expectBadInput(['play', '--game', 'zerline', '--number', '1', '--moves', 'y1 zz'], /move 2 \(zz\)/);
  });

  it('accepts the deal numbers 0 and 4294967295', async () => {
    expect((await run(['deal', '--game', 'fortress', '--number', '0'])).code).toBe(0);
    expect((await run(['deal', '--game', 'fortress', '--number', '4294967295'])).code).toBe(0);
  });

  it('rejects a missing or unknown game, a bad number, a bad format and stray arguments', async () => {
    await expectBadInput(['deal', '--number', '1'], /missing --game GAME/);
    await expectBadInput(['deal', '--game', 'klondike', '--number', '1'], /unknown game "klondike"/);
    await expectBadInput(['deal', '--game', 'citadel'], /missing --number N/);
    for (const bad of ['-1', '4294967296', '1.5', 'abc', '', '0x10', '1e3']) await expectBadInput(['deal', '--game', 'citadel', `--number=${bad}`], /bad deal number/);
    await expectBadInput(['deal', '--game', 'citadel', '--number'], /option --number needs a value/);
    await expectBadInput(['deal', '--game', 'citadel', '--number', '1', '--format', 'xml'], /bad --format "xml"/);
    await expectBadInput(['deal', '--game', 'citadel', '--number', '1', '--budget', '3'], /unknown option --budget/);
    await expectBadInput(['deal', '--game', 'citadel', '--number', '1', 'extra'], /unexpected argument "extra"/);
    await expectBadInput(['deal', '--game', 'citadel', '--game', 'fortress', '--number', '1'], /--game is given twice/);
  });
});

describe('castle play', () => {
  it('applies the moves and prints the position reached', async () => {
    const record = GameRecord.fromDeal('beleaguered-castle', 42);
    for (let i = 0; i < 6; i++) record.play(legalMoves(record.position)[i % 2]!);
    const moves = movesToText(record.moves());
    const r = await run(['play', '--game', 'beleaguered-castle', '--number', '42', '--moves', moves]);
    expect(r).toEqual({ code: 0, out: formatPosition(record.position) + '\n', err: '' });
    const commas = await run(['play', '--game', 'beleaguered-castle', '--number', '42', '--moves', moves.replace(/ /g, ',')]);
    expect(commas.out).toBe(r.out);
  });

  it('starts from a position file, bare board text or deal text, and prints JSON', async () => {
    const start = dealPosition('masterpiece', 5);
    const first = legalMoves(start)[0]!;
    const files = { 'board.txt': formatPosition(start), 'deal.txt': formatDealText('masterpiece', 5) };
    for (const file of Object.keys(files)) {
      const r = await run(['play', '--game', 'masterpiece', '--file', file, '--moves', movesToText([first]), '--format', 'json'], files);
      expect(r.code).toBe(0);
      const json = JSON.parse(r.out);
      expect(json.moves).toBe(movesToText([first]));
      expect(json.movesPlayed).toBe(1);
      expect(json.deal).toBeNull();
    }
    const none = await run(['play', '--game', 'masterpiece', '--file', 'board.txt', '--moves', ''], files);
    expect(none.code).toBe(0);
    const back = parsePosition(none.out, 'masterpiece');
    expect(back.ok && positionsEqual(back.value, start)).toBe(true);
  });

  it('stops at an illegal move with exit 2, naming its index and why', async () => {
    const p = dealPosition('citadel', 1);
    const first = movesToText([legalMoves(p)[0]!]);
    await expectBadInput(['play', '--game', 'citadel', '--number', '1', '--moves', `${first} 3h`], /^castle: move 2 \(3h\): the card is not the next one on its foundation\n$/);
    await expectBadInput(['play', '--game', 'citadel', '--number', '1', '--moves', '9h'], /move 1 \(9h\): this game has no such pile/);
    await expectBadInput(['play', '--game', 'citadel', '--number', '1', '--moves', '3h 3#'], /move 2 \(3#\): in move "3#", "#" is not a pile/);
  });

  it('rejects a missing start, both starts, a missing --moves, and an unreadable or invalid file', async () => {
    await expectBadInput(['play', '--game', 'citadel', '--moves', '3h'], /missing --number N or --file PATH/);
    await expectBadInput(['play', '--game', 'citadel', '--number', '1', '--file', 'a', '--moves', ''], /either --number or --file/);
    await expectBadInput(['play', '--game', 'citadel', '--number', '1'], /missing --moves/);
    await expectBadInput(['play', '--game', 'citadel', '--file', 'nope.txt', '--moves', ''], /^castle: cannot read nope\.txt: no such file$/m);
    await expectBadInput(['play', '--game', 'citadel', '--file', 'a', '--file', 'b', '--moves', ''], /one --file/);
    const bad = { 'bad.txt': formatPosition(dealPosition('citadel', 1)).replace('KS', 'QS') };
    await expectBadInput(['play', '--game', 'citadel', '--file', 'bad.txt', '--moves', ''], /^castle: bad\.txt: line 8: card QS appears twice \(first on line 6\)$/m, bad);
  });
});

describe('castle check', () => {
  it('accepts a valid position file with a one-line summary', async () => {
    const files = { 'c.txt': formatPosition(dealPosition('citadel', 1)), 'd.txt': formatDealText('fastness', 3) };
    const r = await run(['check', '--game', 'citadel', '--file', 'c.txt'], files);
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/^c\.txt: a valid Citadel position, 11 cards on the foundations, 3 legal moves\n$/);
    expect((await run(['check', '--game', 'fastness', '--file', 'd.txt'], files)).code).toBe(0);
  });

  it.each([
    ['a duplicate card', (t: string) => t.replace('KS', 'QS'), /line 8: card QS appears twice/],
    ['a missing card', (t: string) => t.replace(' 9C', ''), /card 9C is missing/],
    ['an unknown card', (t: string) => t.replace('KS', 'ZS'), /line 8: ZS is not a card/],
    ['a missing row', (t: string) => t.split('\n').slice(0, -1).join('\n'), /the board has 7 rows but Citadel has 8/],
    ['a foundation that is not a run', (t: string) => t.replace('C-4', 'C-5'), /foundation is a run from the Ace/],
  ])('rejects %s with exit 2', async (_name, edit, reason) => {
    const files = { 'p.txt': edit(formatPosition(dealPosition('citadel', 1))) };
    await expectBadInput(['check', '--game', 'citadel', '--file', 'p.txt'], reason, files);
  });

  it('rejects a deal file of another game, and a missing --file', async () => {
    await expectBadInput(['check', '--game', 'citadel', '--file', 'd.txt'], /d\.txt is a deal of fortress, not of citadel/, { 'd.txt': formatDealText('fortress', 1) });
    await expectBadInput(['check', '--game', 'citadel'], /missing --file PATH/);
  });
});

describe('the argument parser', () => {
  const SPEC = { file: { type: 'string', multiple: true }, json: { type: 'boolean' }, budget: { type: 'string' } } as const;

  it('reads values, repeated values and switches, with util.parseArgs', () => {
    const r = parseOptions(['--file', 'a', '--file=b', '--json', '--budget', '10'], SPEC);
    expect(r).toEqual({ ok: true, value: { file: ['a', 'b'], json: true, budget: '10' } });
    expect(parseOptions([], SPEC)).toEqual({ ok: true, value: {} });
    expect(parseOptions(['--budget='], SPEC)).toEqual({ ok: true, value: { budget: '' } });
    expect(parseOptions(['--budget=-5'], SPEC)).toEqual({ ok: true, value: { budget: '-5' } });
  });

  it.each([
    [['--json=yes'], 'option --json takes no value'],
    [['--budget'], 'option --budget needs a value'],
    [['--budget', '--json'], 'option --budget needs a value (for one that starts with -, write --budget=--json)'],
    [['--budget', '-5'], 'option --budget needs a value (for one that starts with -, write --budget=-5)'],
    [['--budget', '1', '--budget', '2'], 'option --budget is given twice'],
    [['--bogus'], 'unknown option --bogus (this command takes --file, --json, --budget)'],
    [['-x'], 'unknown option -x (this command takes --file, --json, --budget)'],
    [['--json', 'extra'], 'unexpected argument "extra" (options start with --)'],
    [['--', 'extra'], 'unexpected argument "extra" (options start with --)'],
  ])('refuses %j: %s', (argv, reason) => {
    expect(parseOptions(argv, SPEC)).toEqual({ ok: false, error: reason });
  });

  it('takes the words after a list option as more of its values, in order, up to the next option', () => {
    expect(parseOptions(['--file', 'a', 'b', '--json', '--file=c', 'd'], SPEC, 'file')).toEqual({ ok: true, value: { file: ['a', 'b', 'c', 'd'], json: true } });
    expect(parseOptions(['--json', 'a'], SPEC, 'file')).toEqual({ ok: false, error: 'unexpected argument "a" (options start with --)' });
    expect(parseOptions(['--file', 'a', '--', 'b'], SPEC, 'file')).toEqual({ ok: false, error: 'unexpected argument "b" (options start with --)' });
  });

  it('quotes an argument back cut short and with its control characters escaped', () => {
    const r = parseOptions(['\u001b[31m' + 'x'.repeat(500)], SPEC);
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.error).toMatch(/^unexpected argument "\\x1b\[31mx+…" \(options start with --\)$/);
    expect(r.error).not.toContain('\u001b');
    expect(r.error.length).toBeLessThan(130);
  });

  it('reads deal numbers as 32-bit unsigned integers only', () => {
    expect(parseDealNumber('4294967295')).toEqual({ ok: true, value: 4294967295 });
    expect(parseDealNumber('007')).toEqual({ ok: true, value: 7 });
    expect(parseDealNumber('99999999999').ok).toBe(false);
  });
});
