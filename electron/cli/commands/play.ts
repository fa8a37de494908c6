import { GameRecord } from '../../../shared/engine/record';
import { compulsoryMoves } from '../../../shared/engine/moves';
import { formatPosition } from '../../../shared/formats/position-text';
import { describeMoveListError, movesToText, playMoveText } from '../../../shared/formats/move-text';
import { type CliCommand, EXIT_OK, fail, formatOption, gameOption, parseOptions } from '../args';
import { positionToJson } from '../position-json';
import { START_OPTIONS, startOption } from '../start';

const OPTIONS = { ...START_OPTIONS, moves: { type: 'string' }, format: { type: 'string' } } as const;

/** `castle play`: applies moves in the FreeCell notation and prints the position reached. */
export const playCommand: CliCommand = {
  summary: 'apply moves (3h 36 4a ...) to a deal or a position file and print the position reached',
  usage: 'castle play --game GAME (--number N | --file PATH) --moves "3h 36 ..." [--format text|json]',
  run(argv, io) {
    const args = parseOptions(argv, OPTIONS);
    if (!args.ok) return fail(io, args.error);
    const game = gameOption(args.value.game);
    if (!game.ok) return fail(io, game.error);
    const format = formatOption(args.value.format);
    if (!format.ok) return fail(io, format.error);
    const moves = args.value.moves;
    if (moves === undefined) return fail(io, 'missing --moves "3h 36 ..." (use --moves "" for none)');
    const origin = startOption(args.value, game.value, io);
    if (!origin.ok) return fail(io, origin.error);
    const record = new GameRecord(origin.value);
    const played = playMoveText(record, moves);
    if (!played.ok) return fail(io, describeMoveListError(played.error));
    // where play is compulsory, the moves the rules make after the last one given are made too
    for (const m of compulsoryMoves(record.position)) record.play(m);
    if (format.value === 'text') {
      io.stdout(formatPosition(record.position) + '\n');
    } else {
      const o = record.origin;
      const json = {
        game: o.game,
        deal: o.kind === 'deal' ? o.number : null,
        moves: movesToText(record.moves(), record.start()),
        movesPlayed: played.value,
        cardPoints: record.score(0).cardPoints,
        ...positionToJson(record.position),
      };
      io.stdout(JSON.stringify(json, null, 2) + '\n');
    }
    return EXIT_OK;
  },
};
