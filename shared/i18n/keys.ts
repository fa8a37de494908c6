import type { MessageSchema } from './schema';

/** Every dotted path to a message: `commands.undo`, `table.piles.row`, `games.citadel`. */
export type MessageKey = PathsOf<MessageSchema>;

type PathsOf<T> = {
  [K in keyof T & string]: T[K] extends string ? K : `${K}.${PathsOf<T[K]>}`;
}[keyof T & string];

/** Values for `{name}` placeholders. */
export type MessageParams = Readonly<Record<string, string | number>>;
