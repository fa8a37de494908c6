import { GAMES } from '../../../shared/engine/games';
import { legalMoves } from '../../../shared/engine/moves';
import { cardsOnFoundations, isWon } from '../../../shared/engine/position';
import { type CliCommand, EXIT_OK, fail, gameOption, parseOptions } from '../args';
import { readPositionFile } from '../start';
import { escapeControl } from '../../../shared/formats/echo';

const OPTIONS = { game: { type: 'string' }, file: { type: 'string' } } as const;

/** `castle check`: validates a position file of a game; exit 0 and a one-line summary when valid. */
export const checkCommand: CliCommand = {
  summary: 'validate a position file (board text or a shared deal)',
  usage: 'castle check --game GAME --file PATH',
  run(argv, io) {
    const args = parseOptions(argv, OPTIONS);
    if (!args.ok) return fail(io, args.error);
    const game = gameOption(args.value.game);
    if (!game.ok) return fail(io, game.error);
    const path = args.value.file;
    if (path === undefined) return fail(io, 'missing --file PATH');
    const position = readPositionFile(io, path, game.value);
    if (!position.ok) return fail(io, position.error);
    const p = position.value;
    const moves = legalMoves(p).length;
    const state = isWon(p) ? 'won' : moves === 0 ? 'no legal move: lost' : `${moves} legal move${moves === 1 ? '' : 's'}`;
    io.stdout(`${escapeControl(path)}: a valid ${GAMES[game.value].name} position, ${cardsOnFoundations(p)} cards on the foundations, ${state}\n`);
    return EXIT_OK;
  },
};
