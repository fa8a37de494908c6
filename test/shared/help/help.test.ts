import { describe, expect, it } from 'vitest';
import { GAMES, GAME_IDS } from '../../../shared/engine';
import { LANGUAGES } from '../../../shared/host/types';
import { GAME_RULE_FRAGMENTS, HELP_TEXT, RULE_FRAGMENTS, dailyHelp, gameRules, scoringHelp, tipsHelp } from '../../../shared/help';

describe('help text', () => {
  it.each(LANGUAGES)('%s has every sentence, as many as English', (lang) => {
    const text = HELP_TEXT[lang];
    for (const f of RULE_FRAGMENTS) expect(text.fragments[f].trim()).not.toBe('');
    expect(text.common).toHaveLength(HELP_TEXT.en.common.length);
    expect(text.scoring).toHaveLength(HELP_TEXT.en.scoring.length);
    expect(text.tips).toHaveLength(HELP_TEXT.en.tips.length);
    for (const p of [...text.common, ...text.scoring, ...text.tips]) expect(p.trim()).not.toBe('');
  });

  it.each(LANGUAGES)('%s titles the rules with the game name of its catalogue', (lang) => {
    for (const game of GAME_IDS) {
      const rules = gameRules(game, lang);
      expect(rules.title).not.toMatch(/[{}]/);
      expect(rules.paragraphs.length).toBeGreaterThan(HELP_TEXT[lang].common.length);
    }
    expect(gameRules('fortress', 'sv').title).toBe('Regler för Fästning');
    expect(scoringHelp(lang).paragraphs).toBe(HELP_TEXT[lang].scoring);
    expect(tipsHelp(lang).paragraphs).toBe(HELP_TEXT[lang].tips);
    expect(dailyHelp(lang).paragraphs[0]).toMatch(/\S/);
  });

  it('tells the Swahili tips in the words of the source text', () => {
    expect(HELP_TEXT.sw.tips[0]).toMatch(/^Mistari mitupu ni ya thamani kubwa/);
    expect(HELP_TEXT.sw.tips[2]).toMatch(/mistari mitupu/);
  });
});

describe('each game’s rule sentences agree with the game data', () => {
  it.each(GAME_IDS)('%s', (id) => {
    const g = GAMES[id];
    const fragments = GAME_RULE_FRAGMENTS[id];
    const has = (f: (typeof RULE_FRAGMENTS)[number]) => fragments.includes(f);
    const deal = fragments.find((f) => f.startsWith('deal'));
    expect(fragments.filter((f) => f.startsWith('deal'))).toHaveLength(1);
    // where the Aces start, and the Citadel way of dealing
    expect(['dealCastle', 'dealCitadel', 'dealMasterpiece'].includes(deal!)).toBe(g.acesStartOnFoundations);
    expect(deal === 'dealCitadel').toBe(g.deal === 'rows-to-foundations');
    expect(g.rowLengths.length === 10).toBe(deal === 'dealFortress' || deal === 'dealMasterpiece');
    // building, empty rows, cells and auxiliary rows
    expect(has('buildInSuit') || has('buildMainInSuit')).toBe(g.build === 'up-or-down-in-suit');
    expect(has('emptyKing')).toBe(g.emptyRowTakes === 'king');
    expect(has('buildMainInSuit')).toBe(g.auxiliaryRows.length > 0);
    const cells = has('twoCells') ? 2 : has('oneCell') || has('masterpieceCell') ? 1 : 0;
    expect(cells).toBe(g.cells);
    expect(has('masterpieceCell')).toBe(g.cellRelease === 'while-an-auxiliary-row-is-empty');
  });
});
