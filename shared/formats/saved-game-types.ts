import type * as v from 'valibot';
import type { savedGameV1Schema } from '../schemas/saved-game';

/**
 * A saved game as stored on disk and sent over IPC (JSON), typed from its schema. `moves` and `redo`
 * are in the move notation (`3h 36 4a`). Loading replays every move through the engine, so a stored
 * file can never put an illegal position on the table.
 */
export type SavedGameV1 = Readonly<v.InferOutput<typeof savedGameV1Schema>>;
export type SavedGame = SavedGameV1;
export const SAVED_GAME_FORMAT = 1;
