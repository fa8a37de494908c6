-- The daily deals, computed ahead by the API processes in worker threads (server/deal-keeper.ts) and
-- kept here, so a request never waits for the solver and every process serves the same number. A
-- process claims a few missing deals at a time (daily_deal_claims, until a time: a claim of a process
-- that died runs out and another takes it).
CREATE TABLE daily_deals (
  game text NOT NULL,
  day date NOT NULL,
  deal bigint NOT NULL,
  computed_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (game, day)
);
CREATE TABLE daily_deal_claims (
  game text NOT NULL,
  day date NOT NULL,
  until timestamptz NOT NULL,
  PRIMARY KEY (game, day)
);
