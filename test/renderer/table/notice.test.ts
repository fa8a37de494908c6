// The host's notices in the player's language: each kind the catalogues have a sentence for maps to its
// key, with the host's English words (which file, which error) kept as the detail.
import { describe, expect, it } from 'vitest';
import { noticeFromHost } from '../../../renderer/table/notice';
import { HOST_NOTICE_KINDS, type HostNotice } from '../../../shared/host/types';
import { en } from '../../../shared/i18n/english';
import { sv } from '../../../shared/i18n/sv';
import { sw } from '../../../shared/i18n/sw';

describe('notices from the host', () => {
  it('maps a damaged file, damaged entries, a failed write and a folder it cannot write to their catalogue keys', () => {
    const write: HostNotice = { kind: 'write-failed', message: 'Your statistics could not be saved (ENOSPC: no space left on device). The version saved before is kept.' };
    const folder: HostNotice = { kind: 'not-saving', message: "The game's data folder cannot be written (EACCES). You can play on, but nothing is saved until it can be." };
    const entries: HostNotice = { kind: 'entries-set-aside', message: 'The stored statistics held 1 damaged entry (result 2).', backupPath: '/data/results.damaged-1.json' };
    const file: HostNotice = { kind: 'corrupt-file', message: 'settings.json was damaged.', backupPath: '/data/settings.damaged-1.json' };
    expect(noticeFromHost(write)).toEqual({ key: 'errors.writeFailed', detail: write.message });
    expect(noticeFromHost(folder)).toEqual({ key: 'errors.notSaving', detail: folder.message });
    expect(noticeFromHost(entries)).toEqual({ key: 'errors.entriesSetAside', params: { path: '/data/results.damaged-1.json' }, detail: entries.message });
    expect(noticeFromHost(file)).toEqual({ key: 'errors.corruptFile', params: { path: '/data/settings.damaged-1.json' }, detail: file.message });
  });

  it('a stored game set aside at the start (it does not replay) is the table’s own sentence, with the host’s words beneath', () => {
    const game: HostNotice = { kind: 'saved-game-rejected', message: 'The stored saved game does not replay (move 1). It was kept as castle.game.damaged.', backupPath: 'castle.game.damaged' };
    expect(noticeFromHost(game)).toEqual({ key: 'errors.savedGameRejected', detail: game.message });
  });

  it('keeps the host’s words alone where no sentence fits: nothing kept aside, a refused game, a file it could not read', () => {
    const unsaved: HostNotice[] = [
      { kind: 'entries-set-aside', message: 'The stored statistics held 2 damaged entries (result 1); the rest was loaded.' },
      { kind: 'corrupt-file', message: 'The saved game could not be read. It could not be copied aside, so it was left as it is.' },
      { kind: 'saved-game-rejected', message: 'A finished game was not recorded: a result for this game was already recorded.' },
      { kind: 'unreadable-file', message: 'Your settings could not be opened (EIO). The defaults are used for now.' },
    ];
    for (const n of unsaved) expect(noticeFromHost(n)).toEqual({ text: n.message });
  });

  it('every kind of notice is handled, and each key it uses is in all three languages', () => {
    const keys = HOST_NOTICE_KINDS.map((kind) => noticeFromHost({ kind, message: 'm', backupPath: '/p' })).flatMap((n) => ('key' in n ? [n.key] : []));
    expect(keys).toEqual(['errors.corruptFile', 'errors.entriesSetAside', 'errors.savedGameRejected', 'errors.writeFailed', 'errors.notSaving']);
    for (const catalogue of [en, sv, sw]) for (const key of keys) expect(catalogue.errors[key.slice('errors.'.length) as keyof typeof en.errors]).toEqual(expect.any(String));
  });
});
