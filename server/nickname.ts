import unhomoglyph from 'unhomoglyph';
import { type Result, ok } from '../shared/engine/result';
import { checkNickname, foldNickname } from '../shared/leaderboard/nickname';

// The nickname rule lives in shared/ (the app checks a nickname before it sends it); one rule for both.
// What the server adds is uniqueness by looks: the key kept unique among players is the name's
// confusable skeleton (Unicode UTS #39, through unhomoglyph's table) of the case-folded name, so
// `Аda` (Cyrillic А), `ADA` and `Ada` are one name, and so are `rn` and `m`, `o` and `0`, `l` and `1`.
// (Folding comes first, so a capital I is an i here, not the l it may look like in some fonts.)
export { NICKNAME_MAX, type Nickname, checkNickname, foldNickname } from '../shared/leaderboard/nickname';

/** The version of the key below; rows keyed under an older rule are keyed again at start. */
export const NICKNAME_RULE = 2;

const skeleton = (s: string): string => unhomoglyph(s.normalize('NFD')).normalize('NFD');

/** The key that must be unique among players: the skeleton of the folded name, folded again (`0` has the skeleton `O`). */
export function nicknameKey(name: string): string {
  return foldNickname(skeleton(foldNickname(name)));
}

/** A checked nickname with its uniqueness key, or why it is refused. */
export function acceptNickname(raw: string): Result<{ name: string; key: string }, string> {
  const checked = checkNickname(raw);
  return checked.ok ? ok({ name: checked.value.name, key: nicknameKey(checked.value.name) }) : checked;
}
