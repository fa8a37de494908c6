-- Recording a batch of verified results, as a function so that its plan is made once per connection
-- and kept: planning this statement cost more than running it (19 ms on PGlite, which has no
-- prepared statements; 0.7 ms on PostgreSQL 15 for every execution of the prepared statement). The
-- generic plan is forced: the batch arrives as arrays whose length the planner does not use anyway.
--
-- One statement, atomic without a transaction: record each ticket's result (nothing if its nonce is
-- known), keep the better of it and the player's entry, answer each one's rank. A batch holds at most
-- one result per player, game and day (the server's result writer sees to it; ON CONFLICT DO UPDATE
-- may touch a row once). The statement's snapshot does not see its own writes, so a rank counts the
-- entries better than the kept one as they were, less the batch's entries that moved from better to
-- not, plus those that moved to better: the rank on the board once the statement is done. The board
-- entries above the batch's lowest entry are read once, one range of daily_best_board per board, and
-- counted for every result of the batch by one window.
CREATE FUNCTION record_results(p_nonce text[], p_player integer[], p_game text[], p_day date[], p_score integer[], p_moves integer[], p_seconds integer[], p_sort_key bigint[])
RETURNS TABLE (n integer, fresh boolean, first boolean, best boolean, rank integer)
LANGUAGE plpgsql
SET plan_cache_mode = force_generic_plan
AS $$
#variable_conflict use_column
BEGIN
  RETURN QUERY
  WITH input AS (
    SELECT i.nonce, i.player_id, i.game, i.day, i.score, i.moves, i.seconds, i.sort_key, i.n::integer AS n
    FROM unnest(p_nonce, p_player, p_game, p_day, p_score, p_moves, p_seconds, p_sort_key)
      WITH ORDINALITY AS i(nonce, player_id, game, day, score, moves, seconds, sort_key, n)
  ), fresh_rows AS (
    INSERT INTO results (nonce, player_id, game, day, score, moves, seconds, received_at)
    SELECT i.nonce, i.player_id, i.game, i.day, i.score, i.moves, i.seconds, now() FROM input i
    ON CONFLICT (nonce) DO NOTHING
    RETURNING results.nonce
  ), old AS (
    SELECT i.n, b.sort_key FROM input i JOIN daily_best b ON b.player_id = i.player_id AND b.game = i.game AND b.day = i.day
  ), kept AS (
    -- in key order, so that two statements that share entries lock them in the same order
    INSERT INTO daily_best AS d (player_id, game, day, score, moves, seconds, sort_key, achieved_at)
    SELECT i.player_id, i.game, i.day, i.score, i.moves, i.seconds, i.sort_key, now() FROM input i JOIN fresh_rows f ON f.nonce = i.nonce
    ORDER BY i.player_id, i.game, i.day
    ON CONFLICT (player_id, game, day) DO UPDATE
      SET score = excluded.score, moves = excluded.moves, seconds = excluded.seconds,
          sort_key = excluded.sort_key, achieved_at = excluded.achieved_at
      WHERE excluded.sort_key > d.sort_key
    RETURNING d.player_id, d.game, d.day, (d.xmax = 0) AS inserted
  ), outcome AS (
    SELECT i.n, i.game, i.day, i.sort_key AS new_key, o.sort_key AS old_key,
           f.nonce IS NOT NULL AS fresh, k.player_id IS NOT NULL AS changed, k.inserted IS TRUE AS first,
           (o.sort_key IS NULL OR i.sort_key > o.sort_key) AS best,
           GREATEST(i.sort_key, COALESCE(o.sort_key, 0)) AS key
    FROM input i LEFT JOIN fresh_rows f ON f.nonce = i.nonce LEFT JOIN old o ON o.n = i.n
      LEFT JOIN kept k ON k.player_id = i.player_id AND k.game = i.game AND k.day = i.day
  ), lowest AS (
    SELECT u.game, u.day, min(u.key) AS key FROM outcome u GROUP BY u.game, u.day
  ), marks AS (
    -- the snapshot's entries above each board's lowest key (n null), and the batch's kept keys
    SELECT x.game, x.day, x.sort_key AS key, NULL::integer AS n
    FROM lowest l JOIN daily_best x ON x.game = l.game AND x.day = l.day AND x.sort_key > l.key
    UNION ALL
    SELECT u.game, u.day, u.key, u.n FROM outcome u
  ), above AS (
    SELECT m.n, count(*) FILTER (WHERE m.n IS NULL) OVER (PARTITION BY m.game, m.day ORDER BY m.key DESC GROUPS BETWEEN UNBOUNDED PRECEDING AND 1 PRECEDING) AS better
    FROM marks m
  )
  SELECT u.n, u.fresh, u.first, u.best,
    (1 + a.better
       - (SELECT count(*) FROM outcome v WHERE v.changed AND v.game = u.game AND v.day = u.day AND v.old_key > u.key)
       + (SELECT count(*) FROM outcome v WHERE v.changed AND v.game = u.game AND v.day = u.day AND v.new_key > u.key))::integer
  FROM outcome u JOIN above a ON a.n = u.n
  ORDER BY u.n;
END
$$;
