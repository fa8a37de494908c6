import { defineStore } from 'pinia';
import { markRaw, shallowRef } from 'vue';
import { getHost } from '../host';
import { LeaderboardLink, type LeaderboardStatus } from '../session/leaderboard-link';

/** The leaderboard link for Vue: it hears the host's outcomes, the end-of-game panel shows its status. */
export const useLeaderboardStore = defineStore('leaderboard', () => {
  const link = markRaw(new LeaderboardLink(() => getHost()));
  const status = shallowRef<LeaderboardStatus>(link.status);
  link.onChange((s) => (status.value = s));
  link.listen();
  return { link, status };
});
