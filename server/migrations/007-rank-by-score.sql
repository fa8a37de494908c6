-- The board ranks by score (computed with the server's own time), ties by the earlier result: the
-- sort key is the score alone, and a player's entry is replaced only by a higher score.
UPDATE daily_best SET sort_key = score;

-- As 002, with two statements instead of one: the first records the batch, the second reads the ranks
-- from the board as it now is (a plpgsql statement sees the writes of the ones before it), ties ranked
-- by the earlier entry. The board entries from the batch's lowest entry up are read once per board,
-- one range of daily_best_board, and ranked by one window.
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
  )
  SELECT array_agg(f.nonce IS NOT NULL ORDER BY i.n), array_agg(k.inserted IS TRUE ORDER BY i.n),
         array_agg(o.sort_key IS NULL OR i.sort_key > o.sort_key ORDER BY i.n)
  INTO v_fresh, v_first, v_best
  FROM input i LEFT JOIN fresh_rows f ON f.nonce = i.nonce LEFT JOIN old o ON o.n = i.n
    LEFT JOIN kept k ON k.player_id = i.player_id AND k.game = i.game AND k.day = i.day;

  RETURN QUERY
  WITH input AS (
    SELECT i.player_id, i.game, i.day, i.n::integer AS n FROM unnest(p_player, p_game, p_day) WITH ORDINALITY AS i(player_id, game, day, n)
  ), mine AS (
    SELECT i.n, i.player_id, i.game, i.day, b.sort_key FROM input i JOIN daily_best b ON b.player_id = i.player_id AND b.game = i.game AND b.day = i.day
  ), lowest AS (
    SELECT m.game, m.day, min(m.sort_key) AS key FROM mine m GROUP BY m.game, m.day
  ), ranked AS (
    SELECT b.player_id, b.game, b.day, rank() OVER (PARTITION BY b.game, b.day ORDER BY b.sort_key DESC, b.achieved_at) AS r
    FROM lowest l JOIN daily_best b ON b.game = l.game AND b.day = l.day AND b.sort_key >= l.key
  )
  SELECT m.n, v_fresh[m.n], v_first[m.n], v_best[m.n], r.r::integer
  FROM mine m JOIN ranked r ON r.player_id = m.player_id AND r.game = m.game AND r.day = m.day
  ORDER BY m.n;
END
$$;
