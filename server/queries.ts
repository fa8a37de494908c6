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
// database) in one statement, so one round trip and one commit for all of them: the results, the
// board's entries and their counts per score, the all-time counts of first wins, the ranks. The
// statement is the function of migration 008 (002 first), which keeps its plans: see there.
const RECORD_RESULTS = 'SELECT n, fresh, best, rank FROM record_results($1, $2, $3, $4::date[], $5, $6, $7, $8::bigint[])';

/** Records a batch of results (at most one per player, game and day) in one statement; answers in the batch's order. */
export async function recordResults(db: Queryable, batch: readonly NewResult[]): Promise<Recorded[]> {
  const column = <K extends keyof NewResult>(k: K) => batch.map((r) => r[k]);
  const params = [column('nonce'), column('player'), column('game'), column('date'), column('score'), column('moves'), column('seconds'), batch.map((r) => String(r.sortKey))];
  const rows = await db.query<{ n: number; fresh: boolean; best: boolean; rank: number }>(RECORD_RESULTS, params, 'record-results');
  return rows.map((row) => ({ fresh: row.fresh, best: row.best, rank: row.rank }));
}

// The counts per score are a few rows updated by every result: their dead versions pile up faster
// than autovacuum (a pass a minute at most; none in PGlite) clears them, and every rank then reads
// through them. A VACUUM of that small table alone costs little; of daily_best it costs more than
// it saves.
export async function vacuumScoreCounts(db: Queryable): Promise<void> {
  await db.exec('VACUUM daily_score_counts');
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

// The player's rank as record_results answers it: the entries of higher keys from their counts
// (migration 008), the ties achieved earlier from the board.
export async function dailyEntryOf(db: Queryable, game: string, date: string, player: number): Promise<BoardEntry | null> {
  const rows = await db.query<BoardEntry>(
    `SELECT (1 + (SELECT COALESCE(sum(c.entries), 0) FROM daily_score_counts c WHERE c.game = b.game AND c.day = b.day AND c.sort_key > b.sort_key)
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
