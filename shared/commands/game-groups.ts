// The game lists grouped by how many decks a game uses, so that a long list stays easy to read: the
// native menu (electron/main/menu.ts) and every game picker of the renderer (the status bar, Open
// Deal, Settings, Help, Statistics) are built from this one table and cannot disagree.
import { GAME_IDS, GAMES, type GameId, type GameRules } from '../engine/games';
import type { MessageKey } from '../i18n/keys';

export interface GameGroup {
  readonly decks: GameRules['decks'];
  /** Its heading (catalogue section `menu.decks`). */
  readonly label: MessageKey;
  /** Its games, in the order of GAME_IDS (the rules' own games first). */
  readonly games: readonly GameId[];
}

/** A heading for every deck count a game may have: a game of a new deck count needs one here first. */
const DECK_LABELS: Readonly<Record<GameRules['decks'], MessageKey>> = {
  1: 'menu.decks.one',
  2: 'menu.decks.two',
  3: 'menu.decks.three',
  4: 'menu.decks.four',
};

/** The groups that have games, fewest decks first. */
export const GAME_GROUPS: readonly GameGroup[] = (Object.keys(DECK_LABELS).map(Number) as GameRules['decks'][])
  .sort((a, b) => a - b)
  .map((decks) => ({ decks, label: DECK_LABELS[decks], games: GAME_IDS.filter((id) => GAMES[id].decks === decks) }))
  .filter((g) => g.games.length > 0);
