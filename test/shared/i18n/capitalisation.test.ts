// One capitalisation style for the words of commands, after GNOME's Human Interface Guidelines
// ("Writing style: capitalization"): in English, header capitalisation for menu items, buttons,
// dialog titles, tabs and the headings of groups; sentence capitalisation for check boxes, radio
// buttons, field labels and running text. Swedish and Kiswahili write commands as sentences, their
// natural style: a capital for the first word, and for names alone.
import { describe, expect, it } from 'vitest';
import { messages } from '../../../shared/i18n';
import { lookup } from '../../../shared/i18n/translate';
import type { MessageSchema } from '../../../shared/i18n/schema';

/** Sections that hold nothing but menu items and command names. */
const COMMAND_SECTIONS = ['commands', 'menu'] as const;

/** The other messages shown on a button, a tab, or as a dialog's title or a group's heading. */
const COMMAND_KEYS = [
  'dialog.close',
  'dialog.cancel',
  'dialog.ok',
  'dialog.confirm',
  'endOfGame.wonTitle',
  'endOfGame.lostTitle',
  'endOfGame.undoToWinnable',
  'endOfGame.restart',
  'endOfGame.newGame',
  'endOfGame.playAgain',
  'endOfGame.showHighScores',
  'par.showLine',
  'replay.back',
  'replay.forward',
  'replay.play',
  'replay.pause',
  'replay.close',
  'settings.title',
  'settings.groups.play',
  'settings.groups.look',
  'settings.groups.sound',
  'stats.title',
  'stats.reset',
  'stats.exportJson',
  'stats.exportCsv',
  'stats.bestPerDeal',
  'stats.last30Days',
  'daily.title',
  'daily.calendar',
  'daily.previousMonth',
  'daily.nextMonth',
  'leaderboard.title',
  'leaderboard.tab',
  'leaderboard.refresh',
  'leaderboard.allTime',
  'leaderboard.dailyOf',
  'highScores.title',
  'help.title',
  'help.rules',
  'help.tips',
  'help.shortcuts',
  'help.scoring',
  'help.about',
  'openDeal.title',
  'openDeal.open',
  'abandon.title',
  'abandon.confirm',
  'abandon.keep',
  'watchBar.stop',
  'picker.title',
  'welcome.title',
  'welcome.choose',
  'welcome.play',
] as const;

/** GNOME's exceptions to header capitalisation, unless first or last: articles, conjunctions, prepositions of three letters or fewer. */
const MINOR = new Set(['a', 'an', 'the', 'and', 'but', 'or', 'nor', 'for', 'so', 'yet', 'of', 'to', 'in', 'on', 'at', 'by', 'as', 'up', 'per', 'via']);

function leaves(node: unknown, prefix: string): string[] {
  if (typeof node === 'string') return [prefix];
  return Object.entries(node as Record<string, unknown>).flatMap(([k, v]) => leaves(v, `${prefix}.${k}`));
}

const commandKeys = (catalogue: MessageSchema): string[] => [...COMMAND_SECTIONS.flatMap((s) => leaves(catalogue[s], s)), ...COMMAND_KEYS];

/** The words of a message, a placeholder standing for a name; a hyphenated word counts as its parts. */
const words = (message: string): string[] =>
  message
    .replace(/\{\w+\}/g, ' Placeholder ')
    .split(/[\s\-–]+/)
    .map((w) => w.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, ''))
    .filter((w) => w.length > 0);

const startsLower = (w: string): boolean => /^\p{Ll}/u.test(w);
const startsUpper = (w: string): boolean => /^\p{Lu}/u.test(w);

/** Words a language writes with a capital in any position: the names of the games and of the app, acronyms, and a placeholder's stand-in. */
function names(catalogue: MessageSchema): Set<string> {
  const out = new Set(['JSON', 'CSV', 'OK', 'Esc', 'Placeholder']);
  for (const title of [...Object.values(catalogue.games), catalogue.app.title, messages.en.app.title]) for (const w of words(title)) out.add(w);
  return out;
}

describe('capitalisation of commands (GNOME HIG)', () => {
  it('English: header capitalisation on every menu item, button, tab, dialog title and group heading', () => {
    const wrong = commandKeys(messages.en).flatMap((key) => {
      const ws = words(lookup(messages.en, key) ?? '');
      const bad = ws.filter((w, i) => startsLower(w) && (i === 0 || i === ws.length - 1 || !MINOR.has(w)));
      const minorUp = ws.filter((w, i) => i > 0 && i < ws.length - 1 && MINOR.has(w.toLowerCase()) && startsUpper(w));
      return bad.length + minorUp.length > 0 ? [`${key}: ${lookup(messages.en, key)}`] : [];
    });
    expect(wrong.join("\n")).toBe("");
  });

  it.each(['sv', 'sw'] as const)('%s: sentence capitalisation, a capital only on the first word and on names', (lang) => {
    const catalogue = messages[lang];
    const allowed = names(catalogue);
    const wrong = commandKeys(catalogue).flatMap((key) => {
      const ws = words(lookup(catalogue, key) ?? '');
      const bad = ws.filter((w, i) => i > 0 && startsUpper(w) && !allowed.has(w));
      const first = ws[0];
      return bad.length > 0 || (first !== undefined && startsLower(first)) ? [`${key}: ${lookup(catalogue, key)}`] : [];
    });
    expect(wrong.join("\n")).toBe("");
  });
});
