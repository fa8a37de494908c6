import { type Queryable, DatabaseRefused, UNIQUE_VIOLATION } from './db/database';
import { NICKNAME_RULE } from './nickname';

// Every statement the API runs, by name. int8 values (count(*)) are cast to int so PGlite and pg
// return the same numbers; dates go in and out as YYYY-MM-DD text.

export interface PlayerRow {
  readonly id: number;
  readonly nickname: string;
}

export async function createPlayer(db: Queryable, nickname: string, key: string, secretHash: string): Promise<number | 'taken'> {
  try {
    const rows = await db.query<{ id: number }>('INSERT INTO players (nickname, nickname_key, secret_hash) VALUES ($1, $2, $3) RETURNING id', [nickname, key, secretHash]);
    return rows[0]!.id;
  } catch (e) {
    if (e instanceof DatabaseRefused && e.code === UNIQUE_VIOLATION && e.constraint === 'players_nickname_key') return 'taken';
    throw e;
  }
}

export async function renamePlayer(db: Queryable, id: number, nickname: string, key: string): Promise<'ok' | 'taken'> {
  try {
    await db.query('UPDATE players SET nickname = $2, nickname_key = $3, nickname_rule = $4 WHERE id = $1', [id, nickname, key, NICKNAME_RULE]);
    return 'ok';
  } catch (e) {
    if (e instanceof DatabaseRefused && e.code === UNIQUE_VIOLATION && e.constraint === 'players_nickname_key') return 'taken';
    throw e;
  }
}

export async function playerBySecretHash(db: Queryable, hash: string): Promise<PlayerRow | null> {
  const rows = await db.query<PlayerRow>('SELECT id, nickname FROM players WHERE secret_hash = $1', [hash], 'player-by-secret');
  return rows[0] ?? null;
}

export async function playerById(db: Queryable, id: number): Promise<PlayerRow | null> {
  const rows = await db.query<PlayerRow>('SELECT id, nickname FROM players WHERE id = $1', [id]);
  return rows[0] ?? null;
}

export interface NewResult {
  readonly nonce: string;
  readonly player: number;
  readonly game: string;
  readonly date: string;
  readonly score: number;
  readonly moves: number;
  readonly seconds: number;
  readonly sortKey: number;
}

export interface Recorded {
  /** False when the ticket's nonce was already used: nothing was written. */
  readonly fresh: boolean;
  /** Whether this result is now the player's entry for the day (better than the one kept, or first). */
  readonly best: boolean;
  /** The player's rank on the day's board after this result. */
  readonly rank: number;
}

// A batch of results (the result writer gathers those that arrive while the previous batch is in the
// database) in one statement, so one round trip and one commit for all of them. The statement is
// the function of migration 002, which keeps its plan: see there for what it does.
const RECORD_RESULTS = 'SELECT n, fresh, first, best, rank FROM record_results($1, $2, $3, $4::date[], $5, $6, $7, $8::bigint[])';

// On a player's first win of a day: dailies won and the longest run of consecutive days, recomputed
// from all the days won (the primary key's range for the player and game), for the players and
// games of a batch. A separate statement after the batch's commit, as it is needed once per player
// and day while it would cost every result as much as the rest. The counts only grow (GREATEST), so
// two wins racing cannot lower them; if this statement is lost (the database went down between the
// two), the next first win recomputes them from all the days. Pairs in one order: no deadlock.
const UPDATE_ALL_TIME = `
INSERT INTO player_game_stats (player_id, game, wins, best_streak)
SELECT t.player_id, t.game, s.wins, s.best_streak
FROM unnest($1::int[], $2::text[]) AS t(player_id, game)
CROSS JOIN LATERAL (
  SELECT count(*)::int AS wins, COALESCE(max(run), 0)::int AS best_streak FROM (
    SELECT count(*) OVER (PARTITION BY grp) AS run FROM (
      SELECT day - (row_number() OVER (ORDER BY day))::int AS grp FROM daily_best b WHERE b.player_id = t.player_id AND b.game = t.game
    ) d
  ) r
) s
ORDER BY t.player_id, t.game
ON CONFLICT (player_id, game) DO UPDATE
  SET wins = GREATEST(player_game_stats.wins, excluded.wins),
      best_streak = GREATEST(player_game_stats.best_streak, excluded.best_streak)
`;

export interface RecordedRow extends Recorded {
  /** A first win of the day for its player: the all-time counts need updating. */
  readonly first: boolean;
}

/** Records a batch of results (at most one per player, game and day) in one statement; answers in the batch's order. */
export async function recordResults(db: Queryable, batch: readonly NewResult[]): Promise<RecordedRow[]> {
  const column = <K extends keyof NewResult>(k: K) => batch.map((r) => r[k]);
  const params = [column('nonce'), column('player'), column('game'), column('date'), column('score'), column('moves'), column('seconds'), batch.map((r) => String(r.sortKey))];
  const rows = await db.query<{ n: number; fresh: boolean; first: boolean; best: boolean; rank: number }>(RECORD_RESULTS, params, 'record-results');
  return rows.map((row) => ({ fresh: row.fresh, first: row.first, best: row.best, rank: row.rank }));
}

/** Recomputes the all-time counts of these players in these games (each pair once). */
export async function updateAllTime(db: Queryable, pairs: readonly { readonly player: number; readonly game: string }[]): Promise<void> {
  await db.query(UPDATE_ALL_TIME, [pairs.map((p) => p.player), pairs.map((p) => p.game)], 'update-all-time');
}

export interface BoardEntry {
  readonly rank: number;
  readonly nickname: string;
  readonly score: number;
  readonly moves: number;
  readonly seconds: number;
}

export const BOARD_SIZE = 100;

// The top of a day's board: one range of the daily_best_board index, then the nicknames. rank() over
// the top rows is the rank on the whole board: every better entry is among them. A higher score ranks
// first; of equal scores, the earlier result.
export async function dailyBoard(db: Queryable, game: string, date: string): Promise<BoardEntry[]> {
  return db.query<BoardEntry>(
    `SELECT (rank() OVER (ORDER BY b.sort_key DESC, b.achieved_at))::int AS rank, p.nickname, b.score, b.moves, b.seconds
     FROM (SELECT player_id, score, moves, seconds, sort_key, achieved_at FROM daily_best
           WHERE game = $1 AND day = $2::date ORDER BY sort_key DESC, achieved_at, player_id LIMIT ${BOARD_SIZE}) b
     JOIN players p ON p.id = b.player_id
     ORDER BY b.sort_key DESC, b.achieved_at, b.player_id`,
    [game, date],
    'daily-board',
  );
}

export async function dailyEntryOf(db: Queryable, game: string, date: string, player: number): Promise<BoardEntry | null> {
  const rows = await db.query<BoardEntry>(
    `SELECT (1 + (SELECT count(*) FROM daily_best o WHERE o.game = b.game AND o.day = b.day AND o.sort_key > b.sort_key)
               + (SELECT count(*) FROM daily_best o WHERE o.game = b.game AND o.day = b.day AND o.sort_key = b.sort_key AND o.achieved_at < b.achieved_at))::int AS rank,
            p.nickname, b.score, b.moves, b.seconds
     FROM daily_best b JOIN players p ON p.id = b.player_id
     WHERE b.player_id = $3 AND b.game = $1 AND b.day = $2::date`,
    [game, date, player],
    'daily-entry-of',
  );
  return rows[0] ?? null;
}

export interface AllTimeEntry {
  readonly rank: number;
  readonly nickname: string;
  readonly wins: number;
  readonly bestStreak: number;
}

export async function allTimeBoard(db: Queryable, game: string): Promise<AllTimeEntry[]> {
  return db.query<AllTimeEntry>(
    `SELECT (rank() OVER (ORDER BY s.wins DESC, s.best_streak DESC))::int AS rank, p.nickname, s.wins, s.best_streak AS "bestStreak"
     FROM (SELECT player_id, wins, best_streak FROM player_game_stats WHERE game = $1
           ORDER BY wins DESC, best_streak DESC, player_id LIMIT ${BOARD_SIZE}) s
     JOIN players p ON p.id = s.player_id
     ORDER BY s.wins DESC, s.best_streak DESC, s.player_id`,
    [game],
  );
}

export async function allTimeEntryOf(db: Queryable, game: string, player: number): Promise<AllTimeEntry | null> {
  const rows = await db.query<AllTimeEntry>(
    `SELECT (1 + (SELECT count(*) FROM player_game_stats o WHERE o.game = s.game
                  AND (o.wins > s.wins OR (o.wins = s.wins AND o.best_streak > s.best_streak))))::int AS rank,
            p.nickname, s.wins, s.best_streak AS "bestStreak"
     FROM player_game_stats s JOIN players p ON p.id = s.player_id
     WHERE s.player_id = $2 AND s.game = $1`,
    [game, player],
  );
  return rows[0] ?? null;
}

/** Results older than any ticket that could still be used: their nonces are no longer needed. */
export async function pruneResults(db: Queryable, olderThanHours: number): Promise<number> {
  const rows = await db.query<{ n: number }>(
    `WITH gone AS (DELETE FROM results WHERE received_at < now() - make_interval(hours => $1) RETURNING 1) SELECT count(*)::int AS n FROM gone`,
    [olderThanHours],
  );
  return rows[0]!.n;
}
