import type { GameId } from '../engine/games';
import type { Language } from '../host/types';
import { translate } from '../i18n/translate';
import { helpEn } from './text-en';
import { helpSv } from './text-sv';
import { helpSw } from './text-sw';
import type { HelpSection, HelpText, RuleFragment } from './types';

export const HELP_TEXT: Readonly<Record<Language, HelpText>> = { en: helpEn, sw: helpSw, sv: helpSv };

/** What sets each game apart, in the order the rules read: the deal, building, empty rows, cells. */
export const GAME_RULE_FRAGMENTS: Readonly<Record<GameId, readonly RuleFragment[]>> = {
  'beleaguered-castle': ['dealCastle', 'buildDownAnySuit', 'emptyAny'],
  'streets-and-alleys': ['dealStreets', 'buildDownAnySuit', 'emptyAny'],
  citadel: ['dealCitadel', 'buildDownAnySuit', 'emptyAny'],
  fortress: ['dealFortress', 'buildInSuit', 'emptyAny'],
  masterpiece: ['dealMasterpiece', 'buildMainInSuit', 'emptyMainAny', 'masterpieceCell'],
  'exiled-kings': ['dealCitadel', 'buildDownAnySuit', 'emptyKing'],
  siegecraft: ['dealCastle', 'buildDownAnySuit', 'emptyAny', 'oneCell'],
  stronghold: ['dealStreets', 'buildDownAnySuit', 'emptyAny', 'oneCell'],
  fastness: ['dealStreets', 'buildDownAnySuit', 'emptyAny', 'twoCells'],
  // Interim, until the family's own fragments are written (issue 15): the nearest first game's text.
  chessboard: ['dealFortress', 'buildInSuit', 'emptyAny'],
  lasker: ['dealFortress', 'buildInSuit', 'emptyAny'],
  morphy: ['dealFortress', 'buildInSuit', 'emptyAny'],
  'selective-castle': ['dealStreets', 'buildDownAnySuit', 'emptyAny'],
  'castles-end': ['dealFortress', 'buildInSuit', 'emptyAny'],
  bastion: ['dealFortress', 'buildInSuit', 'emptyAny', 'twoCells'],
  'ten-by-one': ['dealFortress', 'buildInSuit', 'emptyAny', 'oneCell'],
  'penelopes-web': ['dealStreets', 'buildDownAnySuit', 'emptyKing'],
};

/** The rules of a game in a language: what all games share, then what is this game's own. */
export function gameRules(game: GameId, lang: Language): HelpSection {
  const text = HELP_TEXT[lang];
  return {
    title: translate(lang, 'help.rules', { game: translate(lang, `games.${game}`) }),
    paragraphs: [...text.common, ...GAME_RULE_FRAGMENTS[game].map((f) => text.fragments[f])],
  };
}

export function scoringHelp(lang: Language): HelpSection {
  return { title: translate(lang, 'help.scoring'), paragraphs: HELP_TEXT[lang].scoring };
}

export function tipsHelp(lang: Language): HelpSection {
  return { title: translate(lang, 'help.tips'), paragraphs: HELP_TEXT[lang].tips };
}

/** How the daily streak counts a past day's deal: the rule dailyStreak() in shared/stats applies. */
export function dailyHelp(lang: Language): HelpSection {
  return { title: translate(lang, 'daily.title'), paragraphs: [translate(lang, 'daily.helpPlay'), translate(lang, 'daily.streakRule')] };
}
