import { describe, expect, it } from 'vitest';
import { GAMES, ALL_GAME_IDS as GAME_IDS, type GameRules } from '../../../shared/engine';
import { LANGUAGES } from '../../../shared/host/types';
import { GAME_RULE_FRAGMENTS, HELP_TEXT, RULE_FRAGMENTS, dailyHelp, gameRules, ruleFragments, scoringHelp, tipsHelp } from '../../../shared/help';
import { translate } from '../../../shared/i18n/translate';

describe('help text', () => {
  it.each(LANGUAGES)('%s has every sentence, as many as English', (lang) => {
    const text = HELP_TEXT[lang];
    for (const f of RULE_FRAGMENTS) expect(text.fragments[f].trim()).not.toBe('');
    expect(text.common).toHaveLength(HELP_TEXT.en.common.length);
    expect(text.ending).toHaveLength(HELP_TEXT.en.ending.length);
    expect(text.scoring).toHaveLength(HELP_TEXT.en.scoring.length);
    expect(text.tips).toHaveLength(HELP_TEXT.en.tips.length);
    for (const d of [2, 3, 4] as const) expect(text.stockCommon[d]).toHaveLength(HELP_TEXT.en.stockCommon[d].length);
    for (const p of [...text.common, ...text.ending, ...text.scoring, ...text.tips, ...Object.values(text.runTips), ...text.stockCommon[2], ...text.stockCommon[3], ...text.stockCommon[4]]) {
      expect(p.trim()).not.toBe('');
    }
  });

  it.each(LANGUAGES)('%s titles the rules with the game name of its catalogue', (lang) => {
    for (const game of GAME_IDS) {
      const rules = gameRules(game, lang);
      expect(rules.title).not.toMatch(/[{}]/);
      expect(rules.paragraphs.length).toBeGreaterThan(HELP_TEXT[lang].common.length);
    }
    expect(gameRules('fortress', 'sv').title).toBe('Regler för Fästning');
    expect(scoringHelp(lang).paragraphs).toBe(HELP_TEXT[lang].scoring);
    expect(tipsHelp(lang).paragraphs).toEqual([...HELP_TEXT[lang].tips, HELP_TEXT[lang].runTips.cellsAndRows]);
    expect(dailyHelp(lang).paragraphs[0]).toMatch(/\S/);
    // what the leaderboard can and cannot prove is said in the help, in the player's language
    expect(dailyHelp(lang).paragraphs).toContain(translate(lang, 'leaderboard.proof'));
  });

  it('tells the Swahili tips in the words of the source text', () => {
    expect(HELP_TEXT.sw.tips[0]).toMatch(/^Mistari mitupu ni ya thamani kubwa/);
    expect(HELP_TEXT.sw.tips[2]).toMatch(/mistari mitupu/);
  });
});

it('every rule sentence is some game’s', () => {
  const used = new Set(GAME_IDS.flatMap((id) => GAME_RULE_FRAGMENTS[id]));
  expect(RULE_FRAGMENTS.filter((f) => !used.has(f))).toEqual([]);
});

type Fragment = (typeof RULE_FRAGMENTS)[number];

/**
 * What each deal sentence says: the cards of each row (row 1 first), the Aces, the Citadel deal, dealt
 * cells, whether the foundations take their cards after each round (compulsory play), and where the
 * rest go face down to a stock, the cards left in it once the deal has turned the first onto the waste.
 */
const DEALS: Partial<
  Record<Fragment, { rows: readonly number[]; aces: boolean; citadel: boolean; cellsDealt: boolean; compulsory: boolean; stock?: number }>
> = {
  dealCastle: { rows: [6, 6, 6, 6, 6, 6, 6, 6], aces: true, citadel: false, cellsDealt: false, compulsory: false },
  dealStreets: { rows: [7, 7, 7, 7, 6, 6, 6, 6], aces: false, citadel: false, cellsDealt: false, compulsory: false },
  // each row up to six: the foundations take the rest as they are dealt
  dealCitadel: { rows: [6, 6, 6, 6, 6, 6, 6, 6], aces: true, citadel: true, cellsDealt: false, compulsory: false },
  dealFortress: { rows: [6, 5, 5, 5, 5, 6, 5, 5, 5, 5], aces: false, citadel: false, cellsDealt: false, compulsory: false },
  dealMasterpiece: { rows: [5, 5, 5, 5, 4, 5, 5, 5, 5, 4], aces: true, citadel: false, cellsDealt: false, compulsory: false },
  dealSelectiveCastle: { rows: [7, 7, 7, 7, 6, 6, 6, 6], aces: false, citadel: false, cellsDealt: false, compulsory: false },
  dealChessboard: { rows: [6, 6, 5, 5, 5, 5, 5, 5, 5, 5], aces: false, citadel: false, cellsDealt: false, compulsory: false },
  dealBastion: { rows: [5, 5, 5, 5, 5, 5, 5, 5, 5, 5], aces: false, citadel: false, cellsDealt: true, compulsory: false },
  dealLightweight: { rows: new Array<number>(12).fill(8), aces: true, citadel: false, cellsDealt: false, compulsory: false },
  dealCastleMount: { rows: new Array<number>(12).fill(12), aces: true, citadel: false, cellsDealt: false, compulsory: false },
  dealPalace: { rows: [...new Array<number>(12).fill(11), ...new Array<number>(6).fill(10)], aces: true, citadel: false, cellsDealt: false, compulsory: false },
  dealIndolence: { rows: [7, 7, 7, 7, 6, 6, 6, 6, 13, 13, 13, 13], aces: false, citadel: false, cellsDealt: false, compulsory: false },
  // eleven rounds of nine, then rows 1-5: the foundations take their cards after each round
  dealRittenhouse: { rows: [12, 12, 12, 12, 12, 11, 11, 11, 11], aces: false, citadel: false, cellsDealt: false, compulsory: true },
  // eight rows of five; the other 64 (116) cards to the stock, the first of them turned onto the waste
  dealZerline: { rows: new Array<number>(8).fill(5), aces: false, citadel: false, cellsDealt: false, compulsory: false, stock: 63 },
  dealZerline3Decks: { rows: new Array<number>(8).fill(5), aces: false, citadel: false, cellsDealt: false, compulsory: false, stock: 115 },
  // nine rows of five; the other 163 cards to the stock, the first of them turned onto the waste
  dealSoother: { rows: new Array<number>(9).fill(5), aces: false, citadel: false, cellsDealt: false, compulsory: false, stock: 162 },
  dealChequers: { rows: new Array<number>(25).fill(4), aces: false, citadel: false, cellsDealt: false, compulsory: false },
};

/** How many decks each deal sentence tells of (the rest deal one). */
const DEAL_DECKS: Partial<Record<Fragment, number>> = { dealLightweight: 2, dealCastleMount: 3, dealPalace: 4, dealIndolence: 2, dealRittenhouse: 2, dealZerline: 2, dealZerline3Decks: 3, dealSoother: 4, dealChequers: 2 };

/** What each foundation sentence that ties rows to foundations says: suit, which way the piles build, each row's piles. */
const FEEDS: Partial<Record<Fragment, { suit: GameRules['foundationSuit']; direction: GameRules['foundationDirection']; feeds: readonly (readonly number[])[] }>> = {
  // four up and four down regardless of suit; rows 1-4 feed piles 1-4, row 5 any, rows 6-9 piles 5-8
  foundationsRittenhouse: { suit: 'any', direction: 'half-down', feeds: [[0], [1], [2], [3], [0, 1, 2, 3, 4, 5, 6, 7], [4], [5], [6], [7]] },
};

/** What each building sentence says: the rule and whether King and Ace touch. */
const BUILDS: Partial<Record<Fragment, { build: GameRules['build']; wrap: boolean }>> = {
  buildDownAnySuit: { build: 'down-any-suit', wrap: false },
  buildDownAnySuitWrap: { build: 'down-any-suit', wrap: true },
  buildInSuit: { build: 'up-or-down-in-suit', wrap: false },
  buildInSuitWrap: { build: 'up-or-down-in-suit', wrap: true },
  buildMainInSuit: { build: 'up-or-down-in-suit', wrap: false },
  buildAltColourWrap: { build: 'up-or-down-alt-colour', wrap: true },
  buildUpOrDownAnySuit: { build: 'up-or-down-any-suit', wrap: false },
};

/** How many cells each cell sentence tells of, and of which kind. */
const CELLS: Partial<Record<Fragment, { count: number; kind: GameRules['cellKind']; dealt: boolean }>> = {
  oneCell: { count: 1, kind: 'free', dealt: false },
  twoCells: { count: 2, kind: 'free', dealt: false },
  twoCellsDealt: { count: 2, kind: 'free', dealt: true },
  twoReserves: { count: 2, kind: 'reserve', dealt: true },
  masterpieceCell: { count: 1, kind: 'free', dealt: false },
};

/** How many cards each reserve sentence says the one reserve pile holds (reserveSize), and where it takes them from (reserveFrom). */
const RESERVES: Partial<Record<Fragment, { size: number; from: GameRules['reserveFrom'] }>> = {
  reserveOfFour: { size: 4, from: 'rows' },
  reserveOfSix: { size: 6, from: 'rows' },
  // rows, the waste and the foundations' top cards: any pile but the stock (Soother)
  reserveOfEightAny: { size: 8, from: 'any' },
};

/** The one sentence of a kind a game's rules hold (a deal, a building rule), none for an absent kind. */
function only<T>(fragments: readonly Fragment[], table: Partial<Record<Fragment, T>>): T[] {
  return fragments.flatMap((f) => (table[f] === undefined ? [] : [table[f]]));
}

it('the sentence tables name every sentence of their kind', () => {
  expect(RULE_FRAGMENTS.filter((f) => f.startsWith('deal'))).toEqual(Object.keys(DEALS));
  expect(RULE_FRAGMENTS.filter((f) => f.startsWith('build'))).toEqual(Object.keys(BUILDS));
  expect(RULE_FRAGMENTS.filter((f) => /(Cells?|CellsDealt|Reserves)$/.test(f))).toEqual(Object.keys(CELLS));
  expect(RULE_FRAGMENTS.filter((f) => f.startsWith('reserveOf'))).toEqual(Object.keys(RESERVES));
});

describe('each game’s rule sentences agree with the game data', () => {
  it.each(GAME_IDS)('%s', (id) => {
    const g = GAMES[id];
    const fragments = GAME_RULE_FRAGMENTS[id];
    const has = (f: Fragment) => fragments.includes(f);
    expect(new Set(fragments).size).toBe(fragments.length);
    // the deal: the cards of each row, where the Aces start, the Citadel way, cells dealt a card
    const deals = only(fragments, DEALS);
    expect(deals).toHaveLength(1);
    expect(deals[0]!.rows).toEqual(g.rowLengths);
    expect(deals[0]!.aces).toBe(g.acesStartOnFoundations);
    expect(deals[0]!.citadel).toBe(g.deal === 'rows-to-foundations');
    expect(deals[0]!.cellsDealt).toBe(g.cellsDealt);
    expect(deals[0]!.compulsory).toBe(g.compulsoryHome);
    expect((deals[0]!.stock ?? 0) > 0).toBe(g.stock);
    expect(only(fragments, DEAL_DECKS)).toEqual(g.decks === 1 ? [] : [g.decks]);
    // the rows, the Aces taken out first, the dealt cells, the stock and the card the deal turns onto
    // the waste hold every card of the decks
    const rows = g.rowLengths.reduce((a, b) => a + b, 0);
    const stocked = g.stock ? deals[0]!.stock! + 1 : g.talonRefills ? 4 : 0;
    const dealt = rows + (g.acesStartOnFoundations ? 4 * g.decks : 0) + (g.cellsDealt ? g.cells : 0) + stocked;
    expect(dealt).toBe(52 * g.decks);
    // the foundations: where they start, whether they go on past the King, what may come back
    const upFromAce = g.foundationBase === 'ace' && g.foundationDirection === 'up' && g.rowFeeds === null;
    expect(has('foundationsAce')).toBe(upFromAce && g.decks === 1);
    expect(has('foundationsAceDecks')).toBe(upFromAce && g.decks > 1 && g.foundationSuit === 'same');
    expect(has('foundationsAnySuitDecks')).toBe(upFromAce && g.foundationSuit === 'any');
    // half the piles down from the King, each row feeding given piles (Rittenhouse)
    expect(has('foundationsRittenhouse')).toBe(g.foundationDirection === 'half-down' && g.rowFeeds !== null);
    expect(only(fragments, FEEDS)).toEqual(
      g.rowFeeds === null ? [] : [{ suit: g.foundationSuit, direction: g.foundationDirection, feeds: g.rowFeeds }],
    );
    expect(has('foundationsChosen')).toBe(g.foundationBase === 'chosen');
    // from the King, then Ace to Queen in suit (Zerline): the sentence tells the wrap itself
    const fromKing = g.foundationBase === 'king';
    expect(has('foundationsKing')).toBe(fromKing);
    if (fromKing) expect([g.foundationWrap, g.foundationSuit, g.foundationDirection, g.rowFeeds, g.decks > 1]).toEqual([true, 'same', 'up', null, true]);
    expect(has('foundationWrap')).toBe(g.foundationWrap && !fromKing);
    expect(has('foundationNever')).toBe(g.foundationRelease === 'never');
    // the top card comes back to a row or a free cell (Bastion), or to a row or the reserve (Soother)
    expect(has('foundationTopCard') || has('foundationTopCardReserve') || has('foundationTopCardChequers')).toBe(g.foundationRelease === 'top-card');
    expect(has('foundationsChequers')).toBe(g.talonRefills);
    expect(has('foundationTopCardChequers')).toBe(g.talonRefills);
    expect(has('foundationTopCard')).toBe(g.foundationRelease === 'top-card' && g.cells > 0 && g.cellKind === 'free');
    expect(has('foundationTopCardReserve')).toBe(g.foundationRelease === 'top-card' && g.reserveSize > 0 && g.reserveFrom === 'any');
    expect(has('foundationAboveBase')).toBe(g.foundationRelease === 'above-base');
    expect(has('firstToFoundation')).toBe(g.baseBeforeRows);
    // the layout, and what moves
    expect(has('layoutWings')).toBe(g.layout === 'wings');
    expect(has('layoutLine')).toBe(g.layout === 'line');
    expect(has('moveOne')).toBe(g.groupMoves === 'none');
    expect(has('moveRunsDown')).toBe(g.groupMoves === 'unlimited' && g.build === 'down-any-suit');
    expect(has('moveRunsInSuit')).toBe(g.groupMoves === 'unlimited' && g.build === 'up-or-down-in-suit');
    expect(has('moveRunsSameSuit')).toBe(g.groupMoves === 'same-suit' && g.build === 'down-any-suit');
    // building, with or without wrap, and the auxiliary rows
    expect(only(fragments, BUILDS)).toEqual([{ build: g.build, wrap: g.buildWrap }]);
    const auxiliary = g.auxiliaryRows.length > 0 && g.auxiliaryKind === 'auxiliary';
    expect(has('buildMainInSuit')).toBe(auxiliary);
    // empty rows
    expect(has('emptyKing')).toBe(g.emptyRowTakes === 'king');
    expect(has('emptyQueen')).toBe(g.emptyRowTakes === 'queen');
    expect(has('emptyAny') || has('emptyMainAny') || has('talonRefills')).toBe(g.emptyRowTakes === 'any');
    expect(has('layoutGrid')).toBe(g.layout === 'grid');
    expect(has('talonRefills')).toBe(g.talonRefills);
    expect(has('hiddenTalon')).toBe(g.talonRefills);
    expect(has('emptyMainAny')).toBe(auxiliary);
    // rows that are reserves (dealt, giving only)
    expect(has('reservesAsRows')).toBe(g.auxiliaryRows.length > 0 && g.auxiliaryKind === 'reserve');
    // cells: how many, free cells or reserves, dealt a card or empty, Masterpiece's release
    const cells = only(fragments, CELLS);
    expect(cells.map((c) => c.count)).toEqual(g.cells === 0 ? [] : [g.cells]);
    for (const c of cells) {
      expect(c.kind).toBe(g.cellKind);
      expect(c.dealt).toBe(g.cellsDealt);
    }
    expect(has('masterpieceCell')).toBe(g.cellRelease === 'while-an-auxiliary-row-is-empty');
    // the one reserve pile, how many cards it holds and where it takes them from
    expect(only(fragments, RESERVES)).toEqual(g.reserveSize === 0 ? [] : [{ size: g.reserveSize, from: g.reserveFrom }]);
    // the stock turned onto the waste, and that the solver does not look into it
    expect(has('stockToWaste')).toBe(g.stock);
    expect(has('hiddenStock')).toBe(g.stock);
    // compulsory play: cards that can go home go there by themselves
    expect(has('compulsoryHome')).toBe(g.compulsoryHome);
  });
});

/** The words for a free cell in each language's tips. */
const FREE_CELL: Readonly<Record<(typeof LANGUAGES)[number], RegExp>> = { en: /free cell/i, sv: /celler/i, sw: /nafasi huru/i };
/** The tip on safe moves, naming the Settings dialog and its switch in the language. */
const safeMovesTip = (lang: (typeof LANGUAGES)[number]): string =>
  translate(lang, 'help.safeMoves', { settings: translate(lang, 'settings.title'), setting: translate(lang, 'settings.autoMoveSafe') });

describe('the tips say only what is true of the game', () => {
  it.each(LANGUAGES)('%s', (lang) => {
    const text = HELP_TEXT[lang];
    const runTips = Object.values(text.runTips);
    const safe = safeMovesTip(lang);
    expect(safe).toContain(translate(lang, 'settings.autoMoveSafe'));
    for (const id of GAME_IDS) {
      const g = GAMES[id];
      const tips = tipsHelp(lang, id).paragraphs;
      // a King goes to its foundation last only where every foundation builds up from the Ace
      expect(tips.includes(text.tips[2]!)).toBe(g.foundationBase === 'ace' && g.foundationDirection === 'up');
      // runs that move whole are not carried through cells and empty rows
      expect(tips.includes(text.runTips.whole), id).toBe(g.groupMoves !== 'none');
      // a run is carried through free cells and through the empty rows that take any card: where an
      // empty row takes only a King or a Queen and there is no free cell, no run is carried at all
      const freeCells = g.cellKind === 'free' ? g.cells : 0;
      const carried = g.groupMoves === 'none' && (freeCells > 0 || g.emptyRowTakes === 'any');
      expect(tips.some((t) => runTips.includes(t)), id).toBe(g.groupMoves !== 'none' || carried);
      expect(tips.includes(text.runTips.cellsAndRows), id).toBe(carried && freeCells > 0 && g.emptyRowTakes === 'any');
      expect(tips.includes(text.runTips.rows), id).toBe(carried && freeCells === 0);
      expect(tips.includes(text.runTips.cells), id).toBe(carried && g.emptyRowTakes !== 'any');
      // no tip speaks of free cells in a game without one
      if (freeCells === 0) for (const t of tips) expect(t, `${id}: ${t}`).not.toMatch(FREE_CELL[lang]);
      expect(tips.slice(0, 2)).toEqual(text.tips.slice(0, 2));
      // safe moves play by themselves from the start (a setting), but where every foundation play is compulsory anyway
      expect(tips.includes(safe)).toBe(!g.compulsoryHome);
    }
    expect(tipsHelp(lang, 'beleaguered-castle').paragraphs).toEqual([...text.tips, text.runTips.rows, safe]);
    // Zerline's Kings are the foundations' base: they go there first
    for (const id of ['zerline', 'zerline-3-decks'] as const) expect(tipsHelp(lang, id).paragraphs).not.toContain(text.tips[2]);
  });

  it('in English, names the cases the players found untrue', () => {
    const tips = (id: (typeof GAME_IDS)[number]) => tipsHelp('en', id).paragraphs.join(' ');
    // Zerline and Soother: an empty row takes only a Queen or a King, and there is no free cell
    for (const id of ['zerline', 'soother', 'exiled-kings'] as const) expect(tips(id), id).not.toMatch(/\(free cells \+ 1\)|2 to the power/);
    // Beleaguered Castle and Zerline have no free cell
    for (const id of ['beleaguered-castle', 'zerline'] as const) expect(tips(id), id).not.toMatch(/free cell/);
    expect(tips('beleaguered-castle')).toMatch(/2 to the power of the empty rows/);
    expect(tips('fastness')).toMatch(/\(free cells \+ 1\) × 2 to the power of the empty rows/);
  });
});

describe('the rules say only what is true of the game', () => {
  it('no Ace goes to a foundation by itself where nothing moves it (Penelope’s Web, Streets and Alleys)', () => {
    for (const id of ['penelopes-web', 'streets-and-alleys', 'stronghold', 'fastness'] as const) {
      const rules = gameRules(id, 'en').paragraphs.join(' ');
      expect(rules, id).not.toMatch(/Ace goes to its foundation once/);
      expect(rules, id).toMatch(/An Ace may be played to its foundation as soon as it is exposed/);
    }
  });

  it('a chosen base may be an Ace', () => {
    for (const id of GAME_IDS.filter((g) => GAMES[g].foundationBase === 'chosen')) {
      const rules = gameRules(id, 'en').paragraphs.join(' ');
      expect(rules, id).not.toMatch(/not from the Ace/);
      expect(rules, id).toMatch(/of any rank, an Ace as well as any other, sets the base rank/);
    }
  });

  it('the sentences are read off the record: a game of the same fields reads the same', () => {
    expect(ruleFragments({ ...GAMES['streets-and-alleys'], id: 'fastness', cells: 2 })).toEqual(GAME_RULE_FRAGMENTS.fastness);
    expect(ruleFragments({ ...GAMES.chessboard, groupMoves: 'unlimited' })).toContain('moveRunsInSuit');
    // a combination no sentence tells is refused, not told wrongly
    expect(() => ruleFragments({ ...GAMES.morphy, buildWrap: false })).toThrow(/no sentence/);
  });
});

describe('each game’s rules read in order', () => {
  it.each(LANGUAGES)('%s: the shared sentences, the game’s own, then how it ends', (lang) => {
    const text = HELP_TEXT[lang];
    const rules = gameRules('castles-end', lang).paragraphs;
    expect(rules.slice(0, text.common.length)).toEqual(text.common);
    expect(rules.slice(-text.ending.length)).toEqual(text.ending);
    expect(rules).toContain(text.fragments.firstToFoundation);
    expect(rules).toContain(text.fragments.twoReserves);
  });
  it.each(LANGUAGES)('%s: a game of more decks opens and ends with its own deck count and card total', (lang) => {
    const text = HELP_TEXT[lang];
    for (const id of GAME_IDS.filter((g) => GAMES[g].decks > 1)) {
      const decks = GAMES[id].decks as 2 | 3 | 4;
      const rules = gameRules(id, lang).paragraphs;
      // a game with a stock does not deal every card face up
      const opening = GAMES[id].talonRefills ? text.talonCommon : GAMES[id].stock ? text.stockCommon[decks] : text.decks[decks].common;
      expect(rules.slice(0, 1)).toEqual(opening);
      expect(rules.slice(-1)).toEqual(text.decks[decks].ending);
      // the card total the sentences name is the record's: 52 a deck
      expect(text.decks[decks].ending[0]).toContain(String(52 * decks));
      expect(opening[0]).toContain(String(52 * decks));
      expect(rules).not.toContain(text.common[0]);
      if (GAMES[id].stock || GAMES[id].talonRefills) expect(rules).not.toContain(text.decks[decks].common[0]);
    }
  });
});
