-- A result's rank without reading the board above it. The rank is 1 + the entries with a higher sort
-- key + the entries of the same key achieved earlier. A sort key is a score, at most a few thousand
-- values a day, so the entries per key (daily_score_counts) answer the first count in a few rows
-- however long the board; only the ties are counted on the board, one range of daily_best_board.
-- (Counting or ranking the entries above, as 002 and 007 did, cost most of a result's database time
-- on a board of a few thousand entries, and grew with the board.)
--
-- record_results is the only statement that writes daily_best, and it keeps the counts in the same
-- statement, so they are always those of the board. It learns the key an entry had from the row it
-- replaces (replaced_key, set in ON CONFLICT DO UPDATE from the locked row), not from its snapshot,
-- so two processes racing for one entry still count it once. A migration that changes sort keys
-- must count them again (the INSERT below).

-- no writer in between: the counts start equal to the board
LOCK TABLE daily_best IN SHARE MODE;

ALTER TABLE daily_best ADD COLUMN replaced_key bigint;

CREATE TABLE daily_score_counts (
  game text NOT NULL,
  day date NOT NULL,
  sort_key bigint NOT NULL,
  entries integer NOT NULL,
  PRIMARY KEY (game, day, sort_key)
);

INSERT INTO daily_score_counts (game, day, sort_key, entries)
SELECT game, day, sort_key, count(*)::int FROM daily_best GROUP BY game, day, sort_key;

-- As 007: record the batch (results, the better entry kept), and now count the entries per key in
-- the same statement; then the all-time counts of first wins (a statement of their own before, sent
-- after the batch's); then the ranks from the counts. Row locks in one order in every batch: its
-- entries by key (kept), its counts by key (counted, fed from all of kept), its all-time rows by key,
-- so two batches never wait for each other in a circle.
CREATE OR REPLACE FUNCTION record_results(p_nonce text[], p_player integer[], p_game text[], p_day date[], p_score integer[], p_moves integer[], p_seconds integer[], p_sort_key bigint[])
RETURNS TABLE (n integer, fresh boolean, first boolean, best boolean, rank integer)
LANGUAGE plpgsql
SET plan_cache_mode = force_generic_plan
AS $$
#variable_conflict use_column
DECLARE
  v_fresh boolean[];
  v_first boolean[];
  v_best boolean[];
BEGIN
  WITH input AS (
    SELECT i.nonce, i.player_id, i.game, i.day, i.score, i.moves, i.seconds, i.sort_key, i.n::integer AS n
    FROM unnest(p_nonce, p_player, p_game, p_day, p_score, p_moves, p_seconds, p_sort_key)
      WITH ORDINALITY AS i(nonce, player_id, game, day, score, moves, seconds, sort_key, n)
  ), fresh_rows AS (
    INSERT INTO results (nonce, player_id, game, day, score, moves, seconds, received_at)
    SELECT i.nonce, i.player_id, i.game, i.day, i.score, i.moves, i.seconds, now() FROM input i
    ON CONFLICT (nonce) DO NOTHING
    RETURNING results.nonce
  ), kept AS (
    -- in key order, so that two statements that share entries lock them in the same order
    INSERT INTO daily_best AS d (player_id, game, day, score, moves, seconds, sort_key, achieved_at)
    SELECT i.player_id, i.game, i.day, i.score, i.moves, i.seconds, i.sort_key, now() FROM input i JOIN fresh_rows f ON f.nonce = i.nonce
    ORDER BY i.player_id, i.game, i.day
    ON CONFLICT (player_id, game, day) DO UPDATE
      SET score = excluded.score, moves = excluded.moves, seconds = excluded.seconds,
          sort_key = excluded.sort_key, achieved_at = excluded.achieved_at, replaced_key = d.sort_key
      WHERE excluded.sort_key > d.sort_key
    RETURNING d.player_id, d.game, d.day, d.sort_key, (d.xmax = 0) AS inserted, d.replaced_key
  ), counted AS (
    -- one more entry at each kept key, one fewer at each key replaced; in key order
    INSERT INTO daily_score_counts AS c (game, day, sort_key, entries)
    SELECT x.game, x.day, x.sort_key, sum(x.delta)::int FROM (
      SELECT k.game, k.day, k.sort_key, 1 AS delta FROM kept k
      UNION ALL
      SELECT k.game, k.day, k.replaced_key, -1 FROM kept k WHERE NOT k.inserted
    ) x
    GROUP BY x.game, x.day, x.sort_key HAVING sum(x.delta) <> 0
    ORDER BY x.game, x.day, x.sort_key
    ON CONFLICT (game, day, sort_key) DO UPDATE SET entries = c.entries + excluded.entries
  )
  -- best: this result is now the entry (inserted, or better than the row it replaced)
  SELECT array_agg(f.nonce IS NOT NULL ORDER BY i.n), array_agg(k.inserted IS TRUE ORDER BY i.n),
         array_agg(k.player_id IS NOT NULL ORDER BY i.n)
  INTO v_fresh, v_first, v_best
  FROM input i LEFT JOIN fresh_rows f ON f.nonce = i.nonce
    LEFT JOIN kept k ON k.player_id = i.player_id AND k.game = i.game AND k.day = i.day;

  -- the all-time counts of the batch's first wins, once per player and game, from all the days won
  -- (the primary key's range). Here rather than in a statement of its own: no second round trip,
  -- plan or commit. The counts only grow (GREATEST): two first wins of one player racing in two
  -- processes cannot lower them; each may miss the other's day, and the next first win counts it.
  IF true = ANY (v_first) THEN
    INSERT INTO player_game_stats AS g (player_id, game, wins, best_streak)
    SELECT t.player_id, t.game, s.wins, s.best_streak
    FROM (SELECT DISTINCT f.player_id, f.game FROM unnest(p_player, p_game, v_first) AS f(player_id, game, first) WHERE f.first) t
    CROSS JOIN LATERAL (
      SELECT count(*)::int AS wins, COALESCE(max(r.run), 0)::int AS best_streak FROM (
        SELECT count(*) OVER (PARTITION BY d.grp) AS run FROM (
          SELECT b.day - (row_number() OVER (ORDER BY b.day))::int AS grp FROM daily_best b WHERE b.player_id = t.player_id AND b.game = t.game
        ) d
      ) r
    ) s
    ORDER BY t.player_id, t.game
    ON CONFLICT (player_id, game) DO UPDATE
      SET wins = GREATEST(g.wins, excluded.wins), best_streak = GREATEST(g.best_streak, excluded.best_streak);
  END IF;

  -- a new snapshot: the batch's entries and counts, and those of statements committed meanwhile (a
  -- row for every result, with an entry or not, so the answers keep the batch's order). The ties
  -- achieved earlier are counted from the nearer end of the key's range: an entry this batch wrote
  -- was achieved now, so they are the key's count less the few achieved now or since (the counts
  -- and the board are one snapshot: the same numbers); an older entry counts them from the start.
  RETURN QUERY
  SELECT i.n::integer, v_fresh[i.n], v_first[i.n], v_best[i.n],
    (CASE WHEN v_best[i.n]
      THEN 1 + (SELECT COALESCE(sum(c.entries), 0) FROM daily_score_counts c WHERE c.game = b.game AND c.day = b.day AND c.sort_key >= b.sort_key)
             - (SELECT count(*) FROM daily_best o WHERE o.game = b.game AND o.day = b.day AND o.sort_key = b.sort_key AND o.achieved_at >= b.achieved_at)
      ELSE 1 + (SELECT COALESCE(sum(c.entries), 0) FROM daily_score_counts c WHERE c.game = b.game AND c.day = b.day AND c.sort_key > b.sort_key)
             + (SELECT count(*) FROM daily_best o WHERE o.game = b.game AND o.day = b.day AND o.sort_key = b.sort_key AND o.achieved_at < b.achieved_at)
    END)::integer
  FROM unnest(p_player, p_game, p_day) WITH ORDINALITY AS i(player_id, game, day, n)
  LEFT JOIN daily_best b ON b.player_id = i.player_id AND b.game = i.game AND b.day = i.day
  ORDER BY i.n;
END
$$;
