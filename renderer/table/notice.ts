import type { MessageKey, MessageParams } from '../../shared/i18n/keys';

/**
 * A message the player must read. The table's own messages are catalogue keys, so they are
 * translated; the host's arrive as text. `detail` is the technical reason, shown smaller.
 */
export type Notice =
  | { readonly key: MessageKey; readonly params?: MessageParams; readonly detail?: string }
  | { readonly text: string };
