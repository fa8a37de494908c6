import { isGameId, type GameId } from '../../shared/engine/games';
import { GAME_IDS } from '../../shared/engine/games';
import { notFound } from '../http-error';

/** A game from a URL: one the engine knows, or a 404 listing them. */
export function requireGame(game: string): GameId {
  if (!isGameId(game)) throw notFound(`unknown game "${game}": the games are ${GAME_IDS.join(', ')}`);
  return game;
}
