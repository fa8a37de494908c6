// The one contract between the table and whatever hosts it, the Electron main process (over IPC) or
// the page itself (the browser build): made from the service description (service.ts), so it cannot
// differ from what main dispatches, what the preload sends or what the browser's door checks.
import { COMMAND_IDS, type CommandCall } from '../commands/ids';
import type { HostCalls, HostEvents, HostSends } from './service';

export type { TableState } from './types';

/** Commands that come from outside the table (the native menu and its accelerators): every command of shared/commands. */
export const HOST_COMMANDS = COMMAND_IDS;
/** A command from the native menu: any command, and Choose Game with the game picked in the menu's list. */
export type HostCommand = CommandCall;

/** Where a host's leaderboard goes: an address the player gives (desktop), the page's own server, or nowhere. */
export type LeaderboardPlace = 'address' | 'this-site' | 'none';

/**
 * Every call, message and event of the service, and where the leaderboard goes (so Settings asks
 * for an address only where one is needed). Every call resolves or rejects with a reason; failures
 * the player must hear about arrive as notices.
 */
export type GameHost = HostCalls &
  HostSends &
  HostEvents & {
    leaderboardPlace(): LeaderboardPlace;
  };
