import { ALL_GAME_IDS, GAMES, type AnyGameId, type GameRules } from '../engine/games';
import { type RuleSet, compileRules, stepIn, PILE_COUNTS } from '../engine/rule-set';
import { MAX_CARDS, RANK_OF, parseCard } from '../engine/cards';
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

/** A game whose rules no sentence tells yet: a new combination of the rules needs its words first. */
function untold(rules: GameRules, what: string): never {
  throw new Error(`the help has no sentence for ${what} of ${rules.id}`);
}

// The sentences are chosen by what the compiled rules (shared/engine/rule-set.ts) answer, so the
// help says what the engine does: the building rule by the cards its table lets build, what an empty
// row takes by its table, how runs move and how the foundations fill by theirs.

/** How `card` builds on `top` (board notation) in the rule set: +1 up, -1 down, 0 not at all. */
const step = (set: RuleSet, top: string, card: string): number => stepIn(set, parseCard(top), parseCard(card));

/** Where the foundations start and how they build. */
function foundationFragment(set: RuleSet): RuleFragment {
  const { rules } = set;
  // the last pile takes a King first where half the piles build down from it (a King base is a
  // position's base, not the table's: read from the Ace, the last pile takes an Ace first there)
  const halfDown = set.nextRank[1]![(set.piles - 1) * PILE_COUNTS] === 13;
  if (halfDown) return set.feeds === null ? 'foundationsChequers' : 'foundationsRittenhouse';
  if (rules.foundationBase === 'king') return 'foundationsKing';
  if (rules.foundationBase === 'chosen') return 'foundationsChosen';
  if (set.anySuit) return set.piles === 8 ? 'foundationsAnySuitDecks' : untold(rules, 'foundations of any suit');
  return set.piles === 4 ? 'foundationsAce' : 'foundationsAceDecks';
}

/** Whether a foundation's cards may come back, and where to. */
function releaseFragment(set: RuleSet): RuleFragment {
  const { rules } = set;
  if (set.releaseFrom > 13) return 'foundationNever';
  if (set.releaseFrom === 2) return 'foundationAboveBase';
  if (rules.talonRefills) return 'foundationTopCardChequers';
  if (set.freeCells) return 'foundationTopCard';
  if (rules.reserveSize > 0 && rules.reserveFrom === 'any') return 'foundationTopCardReserve';
  return untold(rules, 'the foundations\' top card');
}

/** The building rule as the step table answers it for a few cards around 8♥. */
type Building = 'down-any-suit' | 'up-or-down-in-suit' | 'up-or-down-alt-colour' | 'up-or-down-any-suit' | 'untold';
function building(set: RuleSet): Building {
  const up = step(set, '8H', '9H') === 1;
  const downInSuit = step(set, '8H', '7H') === -1;
  const downOtherColour = step(set, '8H', '7S') === -1;
  const downSameColour = step(set, '8H', '7D') === -1;
  const upOtherColour = step(set, '8H', '9C') === 1;
  if (!up && !upOtherColour && downInSuit && downOtherColour && downSameColour) return 'down-any-suit';
  if (up && downInSuit && !downOtherColour && !downSameColour && !upOtherColour) return 'up-or-down-in-suit';
  if (!up && !downInSuit && downOtherColour && !downSameColour && upOtherColour) return 'up-or-down-alt-colour';
  if (up && downInSuit && downOtherColour && downSameColour && upOtherColour) return 'up-or-down-any-suit';
  return 'untold';
}

/** Whether King and Ace build on each other, in any suits, either way. */
function buildWraps(set: RuleSet): boolean {
  for (const king of ['KH', 'KC', 'KD', 'KS']) for (const ace of ['AH', 'AC', 'AD', 'AS']) if (step(set, king, ace) !== 0 || step(set, ace, king) !== 0) return true;
  return false;
}

/** What moves: one card, or runs that move whole (of any suits, or of one suit only: `runStep`). */
function moveFragment(set: RuleSet): RuleFragment {
  if (!set.wholeRuns) return 'moveOne';
  const build = building(set);
  // 7♠ builds on 8♥, but a run of the two does not move whole: runs move only in one suit
  const runsOfOneSuit = step(set, '8H', '7S') !== 0 && set.runStep[parseCard('8H') * MAX_CARDS + parseCard('7S')] === 0;
  if (build === 'down-any-suit') return runsOfOneSuit ? 'moveRunsSameSuit' : 'moveRunsDown';
  if (build === 'up-or-down-in-suit') return 'moveRunsInSuit';
  return untold(set.rules, 'the runs');
}

const hasAuxiliaryRows = (rules: GameRules): boolean => rules.auxiliaryRows.length > 0 && rules.auxiliaryKind === 'auxiliary';

/** How cards build on the rows. */
function buildFragment(set: RuleSet): RuleFragment {
  const { rules } = set;
  const build = building(set);
  const wraps = buildWraps(set);
  if (build === 'up-or-down-in-suit') {
    if (hasAuxiliaryRows(rules)) return wraps ? untold(rules, 'building with wrap beside auxiliary rows') : 'buildMainInSuit';
    return wraps ? 'buildInSuitWrap' : 'buildInSuit';
  }
  if (build === 'down-any-suit') return wraps ? 'buildDownAnySuitWrap' : 'buildDownAnySuit';
  if (build === 'up-or-down-alt-colour') return wraps ? 'buildAltColourWrap' : untold(rules, 'alternate colours without wrap');
  if (build === 'up-or-down-any-suit') return wraps ? untold(rules, 'any suit up or down with wrap') : 'buildUpOrDownAnySuit';
  return untold(rules, 'the building rule');
}

/** The ranks an empty row takes, by its table: all thirteen, or the one rank it takes. */
function emptyRowRanks(set: RuleSet): number[] {
  const ranks = new Set<number>();
  for (let card = 0; card < 52; card++) if (set.emptyTakes[card] === 1) ranks.add(RANK_OF[card]!);
  return [...ranks];
}

/** What an empty row takes (or that the talon fills it). */
function emptyFragment(set: RuleSet): RuleFragment {
  const { rules } = set;
  if (rules.talonRefills) return 'talonRefills';
  const ranks = emptyRowRanks(set);
  if (ranks.length === 13) return hasAuxiliaryRows(rules) ? 'emptyMainAny' : 'emptyAny';
  if (ranks.length === 1 && ranks[0] === 13) return 'emptyKing';
  if (ranks.length === 1 && ranks[0] === 12) return 'emptyQueen';
  return untold(rules, 'empty rows');
}

/** The cells, the rows that are reserves, and the reserve pile. */
function cellFragments(set: RuleSet): RuleFragment[] {
  const { rules } = set;
  const out: RuleFragment[] = [];
  if (rules.cells > 0) {
    if (!set.freeCells) out.push(rules.cells === 2 && rules.cellsDealt ? 'twoReserves' : untold(rules, 'the reserve cells'));
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
 * A game's rule sentences, read off its compiled rules (shared/engine/rule-set.ts) and, for the
 * deal, the layout and the piles beside the rows, off its record: in the order they read, the
 * foundations, the layout and deal, what moves, building, empty rows, cells and reserves, the stock,
 * compulsory play.
 */
export function ruleFragments(rules: GameRules): RuleFragment[] {
  const set = compileRules(rules);
  return [
    foundationFragment(set),
    ...(rules.foundationWrap && rules.foundationBase !== 'king' ? (['foundationWrap'] as const) : []),
    releaseFragment(set),
    rules.layout === 'wings' ? 'layoutWings' : rules.layout === 'grid' ? 'layoutGrid' : 'layoutLine',
    DEAL_FRAGMENTS[rules.id],
    ...(rules.baseBeforeRows ? (['firstToFoundation'] as const) : []),
    moveFragment(set),
    buildFragment(set),
    emptyFragment(set),
    ...cellFragments(set),
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
  const set = compileRules(rules);
  if (set.wholeRuns) return 'whole';
  const cells = set.carryCells;
  const rows = set.carryRows;
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

/**
 * The daily deal: how it is played, how the streak counts a past day's deal (the rule dailyStreak() in
 * shared/stats applies), and what the online leaderboard can and cannot prove.
 */
export function dailyHelp(lang: Language): HelpSection {
  return { title: translate(lang, 'daily.title'), paragraphs: [translate(lang, 'daily.helpPlay'), translate(lang, 'daily.streakRule'), translate(lang, 'leaderboard.proof')] };
}
