import { expect } from 'vitest';
import { GameSession, type SessionDeps, type SessionView } from '../../../renderer/session/game-session';
import type { Scheduler } from '../../../renderer/session/scheduler';
import type { SessionHost, SessionSettings, SessionSolver } from '../../../renderer/session/ports';
import type { SavedGame } from '../../../shared/formats/saved-game-types';
import { verifyGame } from '../../../shared/formats/saved-game';
import type { GameResult, GameStart, HeldGame, HostNotice, ResultClaim } from '../../../shared/host/types';
import type { GameId } from '../../../shared/engine/games';
import { DEFAULT_SETTINGS } from '../../../shared/host/types';
import { resultFromSavedGame } from '../../../shared/host/results';
import { legalMoves, moveFrom, moveTo } from '../../../shared/engine/moves';

/** Time that moves only when the test says: timers and idle callbacks run in `advance`. */
export class FakeScheduler implements Scheduler {
  private t = 0;
  private seq = 0;
  private timers: { at: number; seq: number; fn: () => void }[] = [];

  now(): number {
    return this.t;
  }
  after(ms: number, fn: () => void): () => void {
    const timer = { at: this.t + ms, seq: this.seq++, fn };
    this.timers.push(timer);
    return () => {
      this.timers = this.timers.filter((x) => x !== timer);
    };
  }
  /** An idle moment comes at the latest after `timeoutMs`; a test may call `idleNow` sooner. */
  idle(fn: () => void, timeoutMs: number): () => void {
    return this.after(timeoutMs, fn);
  }
  /** Moves the clock on by `ms`, running every timer that falls due, in order. */
  advance(ms: number): void {
    const end = this.t + ms;
    for (;;) {
      const next = [...this.timers].sort((a, b) => a.at - b.at || a.seq - b.seq)[0];
      if (!next || next.at > end) break;
      this.timers = this.timers.filter((x) => x !== next);
      this.t = next.at;
      next.fn();
    }
    this.t = end;
  }
  get pending(): number {
    return this.timers.length;
  }
}

/**
 * A host that keeps what it is given, and fails a write when the test says so. Like main, it holds
 * the games it begins (ids `held-1`, `held-2`...; a daily's number from `dailyOf`; today is
 * 2026-12-01) and records a result only with the id of a game it holds, once. `wait`, when set, holds
 * every beginGame until it resolves.
 */
export function fakeHost(): SessionHost & {
  saved: SavedGame[];
  results: GameResult[];
  notices: HostNotice[];
  begun: GameStart[];
  claims: ResultClaim[];
  held: HeldGame | null;
  dailyOf: (game: GameId, date: string) => number;
  wait: Promise<void> | null;
  failSave: string | null;
  failResult: string | null;
  failBegin: string | null;
  loadGame: () => Promise<SavedGame | null>;
} {
  const open = new Map<string, HeldGame>();
  const host = {
    saved: [] as SavedGame[],
    results: [] as GameResult[],
    notices: [] as HostNotice[],
    begun: [] as GameStart[],
    claims: [] as ResultClaim[],
    held: null as HeldGame | null,
    dailyOf: (_game: GameId, _date: string): number => 7,
    wait: null as Promise<void> | null,
    failSave: null as string | null,
    failResult: null as string | null,
    failBegin: null as string | null,
    loadGame: async (): Promise<SavedGame | null> => null,
    async saveGame(game: SavedGame): Promise<void> {
      if (host.failSave !== null) throw new Error(host.failSave);
      host.saved.push(game);
    },
    async beginGame(start: GameStart): Promise<HeldGame> {
      host.begun.push(start);
      await host.wait;
      if (host.failBegin !== null) throw new Error(host.failBegin);
      if (start.kind === 'daily' && start.date > '2026-12-01') throw new Error(`the daily deal of ${start.date} does not exist yet (today is 2026-12-01)`);
      const deal = start.kind === 'deal' ? start.number : start.kind === 'daily' ? host.dailyOf(start.game, start.date) : null;
      const held: HeldGame = { id: `held-${host.begun.length}`, game: start.game, deal, ...(start.kind === 'daily' ? { daily: start.date } : {}), unranked: deal === null };
      open.set(held.id, held);
      host.held = held;
      return held;
    },
    heldGame: async (): Promise<HeldGame | null> => host.held,
    async recordResult({ game, won, claim }: { game: SavedGame; won: boolean; claim?: ResultClaim }): Promise<GameResult | null> {
      if (claim === undefined) return null;
      if (host.failResult !== null) throw new Error(host.failResult);
      host.claims.push(claim);
      const held = open.get(claim.id);
      if (!held || held.game !== game.game || held.deal !== game.deal || held.daily !== game.daily) return null;
      open.delete(claim.id);
      const checked = verifyGame(game);
      if (!checked.ok) return null;
      const r = resultFromSavedGame(checked.value, won, new Date('2026-12-01T12:00:00Z'));
      if (!r.ok) return null;
      const result: GameResult = { ...r.value, help: claim.help };
      host.results.push(result);
      return result;
    },
    takeNotices: async (): Promise<readonly HostNotice[]> => host.notices.splice(0),
    setTableState: (): void => undefined,
  };
  return host;
}

/** Settings in memory; `chosen` lists every game the session made the current one. */
export function fakeSettings(start: Partial<{ game: GameId; winnableOnly: boolean; dealLevel: 1 | 2 | 3 | 4 | 5 | null; autoMoveSafe: boolean }> = {}): SessionSettings & { chosen: GameId[] } {
  let current = { ...DEFAULT_SETTINGS, winnableOnly: false, ...start };
  const chosen: GameId[] = [];
  return {
    chosen,
    current: () => current,
    load: async () => undefined,
    chooseGame: (game) => {
      chosen.push(game);
      current = { ...current, game };
    },
  };
}

/** A solver that answers what the test gives it (each method may be replaced). */
export function fakeSolver(over: Partial<SessionSolver> = {}): SessionSolver {
  return {
    analyse: async () => ({ verdict: 'winnable', positions: 1 }),
    winningLine: async () => ({ verdict: 'unknown', positions: 0 }),
    findWinnableDeal: async (_g, seed) => seed,
    dailyDeal: async () => 1,
    cancel: () => undefined,
    ...over,
  };
}

/** A session over the fakes (no solver with `null`), its random deal always 42. */
export function setup(solver: SessionSolver | null = fakeSolver(), over: Partial<SessionDeps> = {}) {
  const scheduler = new FakeScheduler();
  const host = fakeHost();
  const settings = fakeSettings();
  /** Every view the session published, in order. */
  const views: SessionView[] = [];
  const s = new GameSession({
    host,
    solver: async () => solver,
    scheduler,
    settings,
    recorded: () => undefined,
    published: (view) => views.push(view),
    randomDeal: () => 42,
    ...over,
  });
  return { s, scheduler, host, settings, views };
}

/** Plays the first legal move `n` times. */
export function playFirst(s: GameSession, n: number): void {
  for (let i = 0; i < n; i++) {
    const m = legalMoves(s.view.board.position)[0]!;
    expect(s.play(moveFrom(m), moveTo(m)).ok).toBe(true);
  }
}
