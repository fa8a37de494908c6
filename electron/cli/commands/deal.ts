import { dealPosition } from '../../../shared/engine/deal';
import { GAMES } from '../../../shared/engine/games';
import { formatDealText } from '../../../shared/formats/deal-text';
import { type CliCommand, EXIT_OK, fail, formatOption, gameOption, parseDealNumber, parseOptions } from '../args';
import { positionToJson } from '../position-json';

const OPTIONS = { game: { type: 'string' }, number: { type: 'string' }, format: { type: 'string' } } as const;

/** `castle deal`: the layout of a numbered deal, as shareable deal text or JSON. */
export const dealCommand: CliCommand = {
  summary: 'print the layout of a numbered deal',
  usage: 'castle deal --game GAME --number N [--format text|json]',
  run(argv, io) {
    const args = parseOptions(argv, OPTIONS);
    if (!args.ok) return fail(io, args.error);
    const game = gameOption(args.value.game);
    if (!game.ok) return fail(io, game.error);
    const numberText = args.value.number;
    if (numberText === undefined) return fail(io, 'missing --number N');
    const number = parseDealNumber(numberText);
    if (!number.ok) return fail(io, number.error);
    const format = formatOption(args.value.format);
    if (!format.ok) return fail(io, format.error);
    if (format.value === 'text') {
      io.stdout(formatDealText(game.value, number.value));
    } else {
      const json = { game: game.value, name: GAMES[game.value].name, deal: number.value, ...positionToJson(dealPosition(game.value, number.value)) };
      io.stdout(JSON.stringify(json, null, 2) + '\n');
    }
    return EXIT_OK;
  },
};
