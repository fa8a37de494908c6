import { GAMES, type AnyGameId, type GameRules } from '../engine/games';
import type { Language } from '../host/types';
import { translate } from '../i18n/translate';
import { helpEn } from './text-en';
import { helpSv } from './text-sv';
import { helpSw } from './text-sw';
import type { HelpSection, HelpText, RuleFragment } from './types';

export const HELP_TEXT: Readonly<Record<Language, HelpText>> = { en: helpEn, sw: helpSw, sv: helpSv };

/** The first games' foundations: from the Ace, keeping their cards; their rows lie in two wings. */
const ACE = ['foundationsAce', 'foundationNever', 'layoutWings'] as const;
/** The games of two to four decks: foundations from the Ace, several a suit, rows in one line. */
const DECKS = ['foundationsAceDecks', 'foundationNever', 'layoutLine'] as const;
/** A chosen base rank and foundations that go on past the King (Chessboard and its kin). */
const CHOSEN = ['foundationsChosen', 'foundationWrap'] as const;
/** Zerline's: foundations from the King, rows in two wings, one card at a time, down regardless of suit. */
const ZERLINE = ['foundationsKing', 'foundationNever', 'layoutWings'] as const;
const ZERLINE_PLAY = ['moveOne', 'buildDownAnySuit', 'emptyQueen'] as const;
/** The face-down stock, its waste, and what its hidden order means for the solver. */
const STOCK = ['stockToWaste', 'hiddenStock'] as const;

/**
 * What sets each game apart, in the order the rules read: the foundations, the layout and deal, what
 * moves, building, empty rows, cells and reserves, the stock, compulsory play. test/shared/help checks every list against the game's record.
 */
export const GAME_RULE_FRAGMENTS: Readonly<Record<AnyGameId, readonly RuleFragment[]>> = {
  'beleaguered-castle': [...ACE, 'dealCastle', 'moveOne', 'buildDownAnySuit', 'emptyAny'],
  'streets-and-alleys': [...ACE, 'dealStreets', 'moveOne', 'buildDownAnySuit', 'emptyAny'],
  citadel: [...ACE, 'dealCitadel', 'moveOne', 'buildDownAnySuit', 'emptyAny'],
  fortress: [...ACE, 'dealFortress', 'moveOne', 'buildInSuit', 'emptyAny'],
  masterpiece: [...ACE, 'dealMasterpiece', 'moveOne', 'buildMainInSuit', 'emptyMainAny', 'masterpieceCell'],
  'exiled-kings': [...ACE, 'dealCitadel', 'moveOne', 'buildDownAnySuit', 'emptyKing'],
  siegecraft: [...ACE, 'dealCastle', 'moveOne', 'buildDownAnySuit', 'emptyAny', 'oneCell'],
  stronghold: [...ACE, 'dealStreets', 'moveOne', 'buildDownAnySuit', 'emptyAny', 'oneCell'],
  fastness: [...ACE, 'dealStreets', 'moveOne', 'buildDownAnySuit', 'emptyAny', 'twoCells'],
  chessboard: [...CHOSEN, 'foundationNever', 'layoutLine', 'dealChessboard', 'moveOne', 'buildInSuitWrap', 'emptyAny'],
  lasker: [...CHOSEN, 'foundationNever', 'layoutLine', 'dealChessboard', 'moveRunsInSuit', 'buildInSuitWrap', 'emptyAny'],
  morphy: [...CHOSEN, 'foundationNever', 'layoutLine', 'dealChessboard', 'moveOne', 'buildAltColourWrap', 'emptyAny'],
  'selective-castle': [...CHOSEN, 'foundationNever', 'layoutWings', 'dealSelectiveCastle', 'moveRunsDown', 'buildDownAnySuitWrap', 'emptyAny'],
  'castles-end': [
    ...CHOSEN,
    'foundationAboveBase',
    'layoutLine',
    'dealBastion',
    'firstToFoundation',
    'moveOne',
    'buildAltColourWrap',
    'emptyAny',
    'twoReserves',
  ],
  bastion: ['foundationsAce', 'foundationTopCard', 'layoutLine', 'dealBastion', 'moveOne', 'buildInSuit', 'emptyAny', 'twoCellsDealt'],
  'ten-by-one': ['foundationsAce', 'foundationTopCard', 'layoutLine', 'dealChessboard', 'moveOne', 'buildInSuit', 'emptyAny', 'oneCell'],
  'penelopes-web': [...ACE, 'dealStreets', 'moveRunsDown', 'buildDownAnySuit', 'emptyKing'],
  lightweight: [...DECKS, 'dealLightweight', 'moveRunsDown', 'buildDownAnySuit', 'emptyKing'],
  'castle-mount': [...DECKS, 'dealCastleMount', 'moveRunsSameSuit', 'buildDownAnySuit', 'emptyAny'],
  palace: [...DECKS, 'dealPalace', 'moveRunsSameSuit', 'buildDownAnySuit', 'emptyAny'],
  'castle-of-indolence': ['foundationsAnySuitDecks', 'foundationNever', 'layoutLine', 'dealIndolence', 'moveOne', 'buildDownAnySuit', 'emptyAny', 'reservesAsRows'],
  rittenhouse: ['foundationsRittenhouse', 'foundationNever', 'layoutLine', 'dealRittenhouse', 'moveOne', 'buildUpOrDownAnySuit', 'emptyAny', 'compulsoryHome'],
  zerline: [...ZERLINE, 'dealZerline', ...ZERLINE_PLAY, 'reserveOfFour', ...STOCK],
  'zerline-3-decks': [...ZERLINE, 'dealZerline3Decks', ...ZERLINE_PLAY, 'reserveOfSix', ...STOCK],
  soother: ['foundationsAceDecks', 'foundationTopCardReserve', 'layoutLine', 'dealSoother', 'moveOne', 'buildDownAnySuit', 'emptyKing', 'reserveOfEightAny', ...STOCK],
  chequers: ['foundationsChequers', 'foundationTopCardChequers', 'layoutGrid', 'dealChequers', 'moveOne', 'buildInSuit', 'talonRefills', 'hiddenTalon'],
};

/** The rules of a game in a language: what all games share, this game's own sentences, how it ends. */
export function gameRules(game: AnyGameId, lang: Language): HelpSection {
  const text = HELP_TEXT[lang];
  const rules = GAMES[game];
  const shared = rules.decks === 1 ? text : text.decks[rules.decks];
  return {
    title: translate(lang, 'help.rules', { game: translate(lang, `games.${game}`) }),
    paragraphs: [...opening(text, rules), ...GAME_RULE_FRAGMENTS[game].map((f) => text.fragments[f]), ...shared.ending],
  };
}

/**
 * What a game's rules open with: every card dealt face up, or (a stock) only the rows' cards, or (a
 * talon that refills emptied rows, Chequers) every card but the talon's last four.
 */
function opening(text: HelpText, rules: GameRules): readonly string[] {
  if (rules.talonRefills) {
    if (rules.decks === 2) return text.talonCommon;
    throw new Error(`the help has an opening with a talon for a game of two decks only (${rules.id})`);
  }
  if (!rules.stock) return rules.decks === 1 ? text.common : text.decks[rules.decks].common;
  if (rules.decks !== 1) return text.stockCommon[rules.decks];
  throw new Error(`the help has no opening for a game of one deck with a stock (${rules.id})`);
}

export function scoringHelp(lang: Language): HelpSection {
  return { title: translate(lang, 'help.scoring'), paragraphs: HELP_TEXT[lang].scoring };
}

/**
 * Tip 3 (a King goes to its foundation last, and blocks its row) is true only where every foundation
 * builds up from the Ace: not where half of them build down from the King (Rittenhouse, Chequers), where a
 * chosen base puts the King mid-pile (Chessboard), nor where the King is the base and goes first (Zerline).
 */
const KING_TIP = 2;
const kingGoesLast = (rules: GameRules): boolean => rules.foundationBase === 'ace' && rules.foundationDirection === 'up';
/** Tip 4 (a run goes through free cells and empty rows) becomes the whole-run tip where runs move whole. */
const RUN_TIP = 3;

/**
 * The tips, for one game when it is given: each tip that would be untrue there is left out or told
 * as it reads in that game. Without a game, every tip as the source text has it.
 */
export function tipsHelp(lang: Language, game?: AnyGameId): HelpSection {
  const text = HELP_TEXT[lang];
  const title = translate(lang, 'help.tips');
  if (game === undefined) return { title, paragraphs: text.tips };
  const rules = GAMES[game];
  const tips = text.tips.flatMap((tip, i) => {
    if (i === KING_TIP && !kingGoesLast(rules)) return [];
    if (i === RUN_TIP && rules.groupMoves !== 'none') return [text.wholeRunTip];
    return [tip];
  });
  // where every foundation play is compulsory, the rules say it already and the setting changes nothing
  if (!rules.compulsoryHome) tips.push(safeMovesTip(lang));
  return { title, paragraphs: tips };
}

/** The safe moves Settings plays by itself, on from the start, and the switch that turns them off. */
function safeMovesTip(lang: Language): string {
  return translate(lang, 'help.safeMoves', { settings: translate(lang, 'settings.title'), setting: translate(lang, 'settings.autoMoveSafe') });
}

/** How the daily streak counts a past day's deal: the rule dailyStreak() in shared/stats applies. */
export function dailyHelp(lang: Language): HelpSection {
  return { title: translate(lang, 'daily.title'), paragraphs: [translate(lang, 'daily.helpPlay'), translate(lang, 'daily.streakRule')] };
}
