import type { MessageKey, MessageParams } from '../../shared/i18n/keys';
import type { HostNotice } from '../../shared/host/types';

/**
 * A message the player must read. The table's own messages are catalogue keys, so they are
 * translated; the host's arrive as text. `detail` is the technical reason, shown smaller.
 */
export type Notice =
  | { readonly key: MessageKey; readonly params?: MessageParams; readonly detail?: string }
  | { readonly text: string };

/**
 * A host's notice in the player's language where the catalogues have its sentence (a damaged file
 * kept aside); the host's own English words stay beneath as the detail, or alone when there is none.
 */
export function noticeFromHost(n: HostNotice): Notice {
  if (n.kind === 'corrupt-file' && n.backupPath !== undefined) return { key: 'errors.corruptFile', params: { path: n.backupPath }, detail: n.message };
  return { text: n.message };
}
