import type { GameRecord } from '../../shared/engine/record';
import type { GameId } from '../../shared/engine/games';
import { ok } from '../../shared/engine/result';
import { restoreSavedGame, takeReplayedRecord, type SavedGame } from '../../shared/formats/saved-game';
import type { HostNotice } from '../../shared/host/types';
import { parseDealLink } from '../table/deal-link';
import { noticeFromHost, type Notice } from '../table/notice';

/** What start-up opens. */
export type StartChoice =
  | { readonly kind: 'resume'; readonly record: GameRecord; readonly saved: SavedGame }
  | { readonly kind: 'deal'; readonly game: GameId; readonly deal: number }
  /** A first start: a fresh deal of the current game. */
  | { readonly kind: 'fresh' };

/**
 * Start-up's choice, from the address, the saved game and the host's notices: a deal link opens its
 * deal (the link of the game in progress resumes it), else the saved game resumes, else a fresh deal.
 * Whatever could not be used is said in the notices.
 */
export function chooseStart(search: string, saved: SavedGame | null, hostNotices: readonly HostNotice[]): { choice: StartChoice; notices: Notice[] } {
  const notices = hostNotices.map(noticeFromHost);
  let restored: { record: GameRecord; saved: SavedGame } | null = null;
  if (saved) {
    // the host replayed it when it loaded it: in the same page (the browser build) that replay is handed
    // over, so it is replayed once; from another process (Electron's main) it comes as JSON, replayed here
    const replayed = takeReplayedRecord(saved);
    const r = replayed ? ok(replayed) : restoreSavedGame(saved);
    if (!r.ok) notices.push({ key: 'errors.savedGameRejected', detail: r.error.message });
    else if (!r.value.won) restored = { record: r.value, saved };
  }
  const link = parseDealLink(search);
  if (!link.ok) notices.push({ key: 'errors.badDealLink', params: { reason: link.error } });
  if (link.ok && link.value) {
    const { game, deal } = link.value;
    if (restored && restored.saved.game === game && restored.saved.deal === deal) return { choice: { kind: 'resume', ...restored }, notices };
    return { choice: { kind: 'deal', game, deal }, notices };
  }
  return { choice: restored ? { kind: 'resume', ...restored } : { kind: 'fresh' }, notices };
}
