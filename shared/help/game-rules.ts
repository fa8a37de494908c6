import { ALL_GAME_IDS, GAMES, type AnyGameId, type GameRules } from '../engine/games';
import type { Language } from '../host/types';
import { translate } from '../i18n/translate';
import { helpEn } from './text-en';
import { helpSv } from './text-sv';
import { helpSw } from './text-sw';
import type { HelpSection, HelpText, RuleFragment, RunTips } from './types';

export const HELP_TEXT: Readonly<Record<Language, HelpText>> = { en: helpEn, sw: helpSw, sv: helpSv };

/**
 * The deal of each game, the one sentence a game's record cannot give by itself: it names the rows'
 * lengths and what is taken out first in words. test/shared/help checks each against the record.
 */
const DEAL_FRAGMENTS: Readonly<Record<AnyGameId, RuleFragment>> = {
  'beleaguered-castle': 'dealCastle',
  'streets-and-alleys': 'dealStreets',
  citadel: 'dealCitadel',
  fortress: 'dealFortress',
  masterpiece: 'dealMasterpiece',
  'exiled-kings': 'dealCitadel',
  siegecraft: 'dealCastle',
  stronghold: 'dealStreets',
  fastness: 'dealStreets',
  chessboard: 'dealChessboard',
  lasker: 'dealChessboard',
  morphy: 'dealChessboard',
  'selective-castle': 'dealSelectiveCastle',
  'castles-end': 'dealBastion',
  bastion: 'dealBastion',
  'ten-by-one': 'dealChessboard',
  'penelopes-web': 'dealStreets',
  lightweight: 'dealLightweight',
  'castle-mount': 'dealCastleMount',
  palace: 'dealPalace',
  'castle-of-indolence': 'dealIndolence',
  rittenhouse: 'dealRittenhouse',
  zerline: 'dealZerline',
  'zerline-3-decks': 'dealZerline3Decks',
  soother: 'dealSoother',
  chequers: 'dealChequers',
};

/** A game whose rules no sentence tells yet: a new combination of the record's fields needs its words first. */
function untold(rules: GameRules, what: string): never {
  throw new Error(`the help has no sentence for ${what} of ${rules.id}`);
}

/** Where the foundations start and how they build. */
function foundationFragment(rules: GameRules): RuleFragment {
  if (rules.foundationDirection === 'half-down') return rules.rowFeeds === null ? 'foundationsChequers' : 'foundationsRittenhouse';
  if (rules.foundationBase === 'king') return 'foundationsKing';
  if (rules.foundationBase === 'chosen') return 'foundationsChosen';
  if (rules.foundationSuit === 'any') return rules.decks === 2 ? 'foundationsAnySuitDecks' : untold(rules, 'foundations of any suit');
  return rules.decks === 1 ? 'foundationsAce' : 'foundationsAceDecks';
}

/** Whether a foundation's cards may come back, and where to. */
function releaseFragment(rules: GameRules): RuleFragment {
  if (rules.foundationRelease === 'never') return 'foundationNever';
  if (rules.foundationRelease === 'above-base') return 'foundationAboveBase';
  if (rules.talonRefills) return 'foundationTopCardChequers';
  if (rules.cells > 0 && rules.cellKind === 'free') return 'foundationTopCard';
  if (rules.reserveSize > 0 && rules.reserveFrom === 'any') return 'foundationTopCardReserve';
  return untold(rules, 'the foundations\' top card');
}

/** What moves: one card, or runs that move whole. */
function moveFragment(rules: GameRules): RuleFragment {
  if (rules.groupMoves === 'none') return 'moveOne';
  if (rules.groupMoves === 'unlimited' && rules.build === 'down-any-suit') return 'moveRunsDown';
  if (rules.groupMoves === 'unlimited' && rules.build === 'up-or-down-in-suit') return 'moveRunsInSuit';
  if (rules.groupMoves === 'same-suit' && rules.build === 'down-any-suit') return 'moveRunsSameSuit';
  return untold(rules, 'the runs');
}

const hasAuxiliaryRows = (rules: GameRules): boolean => rules.auxiliaryRows.length > 0 && rules.auxiliaryKind === 'auxiliary';

/** How cards build on the rows. */
function buildFragment(rules: GameRules): RuleFragment {
  if (rules.build === 'up-or-down-in-suit') {
    if (hasAuxiliaryRows(rules)) return rules.buildWrap ? untold(rules, 'building with wrap beside auxiliary rows') : 'buildMainInSuit';
    return rules.buildWrap ? 'buildInSuitWrap' : 'buildInSuit';
  }
  if (rules.build === 'down-any-suit') return rules.buildWrap ? 'buildDownAnySuitWrap' : 'buildDownAnySuit';
  if (rules.build === 'up-or-down-alt-colour') return rules.buildWrap ? 'buildAltColourWrap' : untold(rules, 'alternate colours without wrap');
  return rules.buildWrap ? untold(rules, 'any suit up or down with wrap') : 'buildUpOrDownAnySuit';
}

/** What an empty row takes (or that the talon fills it). */
function emptyFragment(rules: GameRules): RuleFragment {
  if (rules.talonRefills) return 'talonRefills';
  if (rules.emptyRowTakes === 'king') return 'emptyKing';
  if (rules.emptyRowTakes === 'queen') return 'emptyQueen';
  return hasAuxiliaryRows(rules) ? 'emptyMainAny' : 'emptyAny';
}

/** The cells, the rows that are reserves, and the reserve pile. */
function cellFragments(rules: GameRules): RuleFragment[] {
  const out: RuleFragment[] = [];
  if (rules.cells > 0) {
    if (rules.cellKind === 'reserve') out.push(rules.cells === 2 && rules.cellsDealt ? 'twoReserves' : untold(rules, 'the reserve cells'));
    else if (rules.cellRelease === 'while-an-auxiliary-row-is-empty') out.push(rules.cells === 1 ? 'masterpieceCell' : untold(rules, 'the cells'));
    else if (rules.cellsDealt) out.push(rules.cells === 2 ? 'twoCellsDealt' : untold(rules, 'the dealt cells'));
    else out.push(rules.cells === 1 ? 'oneCell' : rules.cells === 2 ? 'twoCells' : untold(rules, 'the free cells'));
  }
  if (rules.auxiliaryRows.length > 0 && rules.auxiliaryKind === 'reserve') out.push('reservesAsRows');
  if (rules.reserveSize > 0) {
    const pile = `${rules.reserveSize} ${rules.reserveFrom}`;
    out.push(pile === '4 rows' ? 'reserveOfFour' : pile === '6 rows' ? 'reserveOfSix' : pile === '8 any' ? 'reserveOfEightAny' : untold(rules, 'the reserve'));
  }
  return out;
}

/**
 * A game's rule sentences, read off its record (shared/engine/games.ts) but for the deal, in the
 * order they read: the foundations, the layout and deal, what moves, building, empty rows, cells and
 * reserves, the stock, compulsory play.
 */
export function ruleFragments(rules: GameRules): RuleFragment[] {
  return [
    foundationFragment(rules),
    ...(rules.foundationWrap && rules.foundationBase !== 'king' ? (['foundationWrap'] as const) : []),
    releaseFragment(rules),
    rules.layout === 'wings' ? 'layoutWings' : rules.layout === 'grid' ? 'layoutGrid' : 'layoutLine',
    DEAL_FRAGMENTS[rules.id],
    ...(rules.baseBeforeRows ? (['firstToFoundation'] as const) : []),
    moveFragment(rules),
    buildFragment(rules),
    emptyFragment(rules),
    ...cellFragments(rules),
    ...(rules.stock ? (['stockToWaste', 'hiddenStock'] as const) : []),
    ...(rules.talonRefills ? (['hiddenTalon'] as const) : []),
    ...(rules.compulsoryHome ? (['compulsoryHome'] as const) : []),
  ];
}

/** Every game's rule sentences, worked out once. */
export const GAME_RULE_FRAGMENTS: Readonly<Record<AnyGameId, readonly RuleFragment[]>> = (() => {
  const out: Partial<Record<AnyGameId, readonly RuleFragment[]>> = {};
  for (const id of ALL_GAME_IDS) out[id] = ruleFragments(GAMES[id]);
  return out as Record<AnyGameId, readonly RuleFragment[]>;
})();

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

/**
 * How a run moves in a game, or null where it never moves as a run: runs that move whole, else the
 * free cells and the empty rows the table carries a run through (shared/engine/run-move.ts: only
 * free cells, and only empty rows that take any card).
 */
export function runTipOf(rules: GameRules): keyof RunTips | null {
  if (rules.groupMoves !== 'none') return 'whole';
  const cells = rules.cellKind === 'free' && rules.cells > 0;
  const rows = rules.emptyRowTakes === 'any';
  if (cells && rows) return 'cellsAndRows';
  if (rows) return 'rows';
  return cells ? 'cells' : null;
}

/**
 * The tips, for one game when it is given: each tip that would be untrue there is left out, and how a
 * run moves is told as it is in that game. Without a game, the general tips and the run tip of free
 * cells and empty rows.
 */
export function tipsHelp(lang: Language, game?: AnyGameId): HelpSection {
  const text = HELP_TEXT[lang];
  const title = translate(lang, 'help.tips');
  if (game === undefined) return { title, paragraphs: [...text.tips, text.runTips.cellsAndRows] };
  const rules = GAMES[game];
  const run = runTipOf(rules);
  const tips = text.tips.filter((_, i) => i !== KING_TIP || kingGoesLast(rules));
  if (run !== null) tips.push(text.runTips[run]);
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
