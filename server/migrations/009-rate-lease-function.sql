-- The rate-limit lease (server/rate-leases.ts) as a function: its plan is made once per connection
-- and kept (PGlite has no prepared statements and planned the statement on every lease), and the
-- keys' counters are locked in key order, so that two processes leasing the same keys at once never
-- wait for each other in a circle.
CREATE FUNCTION take_rate_leases(p_key text[], p_window_end bigint[], p_want integer[])
RETURNS TABLE (key text, window_end bigint, taken integer)
LANGUAGE plpgsql
SET plan_cache_mode = force_generic_plan
AS $$
#variable_conflict use_column
BEGIN
  RETURN QUERY
  INSERT INTO rate_limits AS r (key, window_end, taken)
  SELECT l.key, l.window_end, l.want FROM unnest(p_key, p_window_end, p_want) AS l(key, window_end, want)
  ORDER BY l.key, l.window_end
  ON CONFLICT (key, window_end) DO UPDATE SET taken = r.taken + excluded.taken
  RETURNING r.key, r.window_end, r.taken;
END
$$;
