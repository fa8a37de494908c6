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
 * A host's notice in the player's language where the catalogues have its sentence (a damaged file or
 * damaged entries kept aside, a write that failed, a folder that cannot be written); the host's own
 * English words (which file, which error) stay beneath as the detail, or alone when there is none.
 */
export function noticeFromHost(n: HostNotice): Notice {
  switch (n.kind) {
    case 'corrupt-file':
      return n.backupPath !== undefined ? { key: 'errors.corruptFile', params: { path: n.backupPath }, detail: n.message } : { text: n.message };
    case 'entries-set-aside':
      // without a backup path the entries could not be copied aside: only the host's words say so
      return n.backupPath !== undefined ? { key: 'errors.entriesSetAside', params: { path: n.backupPath }, detail: n.message } : { text: n.message };
    case 'write-failed':
      return { key: 'errors.writeFailed', detail: n.message };
    case 'not-saving':
      return { key: 'errors.notSaving', detail: n.message };
    case 'saved-game-rejected':
      // with a backup path it is the stored game set aside at the start (it does not replay): a new deal begins
      return n.backupPath !== undefined ? { key: 'errors.savedGameRejected', detail: n.message } : { text: n.message };
    default:
      return { text: n.message };
  }
}
