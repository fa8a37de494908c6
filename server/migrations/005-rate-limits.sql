-- Rate limits shared by every API process (server/rate-leases.ts): requests taken per key and fixed
-- window, ending at window_end (ms since the epoch). Rows of ended windows are pruned.
CREATE TABLE rate_limits (
  key text NOT NULL,
  window_end bigint NOT NULL,
  taken integer NOT NULL,
  PRIMARY KEY (key, window_end)
);
CREATE INDEX rate_limits_window_end ON rate_limits (window_end);
