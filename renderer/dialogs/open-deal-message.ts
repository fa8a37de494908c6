// Why Open Deal's text opens nothing, in the player's language: the reasons of
// shared/formats/deal-input.ts as catalogue keys and their values.
import { MAX_DEAL_NUMBER } from '../../shared/engine/deal';
import { GAMES, rowCount, type GameId } from '../../shared/engine/games';
import type { DealInputError } from '../../shared/formats/deal-input';
import type { FormatErrorCode } from '../../shared/formats/errors';
import type { MessageKey, MessageParams } from '../../shared/i18n/keys';

type Translate = (key: MessageKey, params?: MessageParams) => string;

const POSITION_PROBLEMS: Partial<Record<FormatErrorCode, MessageKey>> = {
  'bad-line': 'openDeal.position.badLine',
  'bad-foundation': 'openDeal.position.badFoundation',
  'unknown-card': 'openDeal.position.unknownCard',
  'missing-card': 'openDeal.position.missingCard',
  'wrong-row-count': 'openDeal.position.wrongRowCount',
  'bad-cell': 'openDeal.position.badCell',
  'duplicate-card': 'openDeal.position.duplicateCard',
};

const capitalised = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);

/** The one line the dialog shows for a text that opens nothing; `game` is the game chosen in it. */
export function dealInputMessage(error: DealInputError, game: GameId, t: Translate): string {
  const max = MAX_DEAL_NUMBER;
  switch (error.reason) {
    case 'empty':
      return t('openDeal.errors.empty');
    case 'deal-number':
      return t('openDeal.errors.dealNumber', { text: error.text.slice(0, 40), max });
    case 'link-game':
      return t('openDeal.errors.linkGame', { value: error.value.slice(0, 40) });
    case 'link-deal':
      return t('openDeal.errors.linkDeal', { value: error.value.slice(0, 40), max });
    case 'unrecognised':
      return t('openDeal.errors.unrecognised');
    case 'position': {
      const { code, line, card } = error.error;
      const problem = t(POSITION_PROBLEMS[code] ?? 'openDeal.position.other', {
        card: card ?? '',
        game: t(`games.${game}`),
        rows: rowCount(GAMES[game]),
      });
      return line === undefined ? capitalised(problem) : t('openDeal.errors.atLine', { line, problem });
    }
  }
}
