// The nickname rule lives in shared/ (the app checks a nickname before it sends it); one rule for both.
export { NICKNAME_MAX, type Nickname, checkNickname, foldNickname } from '../shared/leaderboard/nickname';
