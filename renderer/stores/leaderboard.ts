import { defineStore } from 'pinia';
import { markRaw, shallowRef } from 'vue';
import { getHost } from '../host';
import { LeaderboardLink, type LeaderboardStatus } from '../session/leaderboard-link';
import { useSettingsStore } from './settings';

/** The leaderboard link for Vue: the game session calls it, the end-of-game panel shows its status. */
export const useLeaderboardStore = defineStore('leaderboard', () => {
  const settings = useSettingsStore();
  const link = markRaw(new LeaderboardLink(() => getHost(), () => settings.settings.leaderboard.enabled));
  const status = shallowRef<LeaderboardStatus>(link.status);
  link.onChange((s) => (status.value = s));
  return { link, status };
});
