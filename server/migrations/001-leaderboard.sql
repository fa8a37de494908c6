-- The leaderboard's first schema. SQL that PostgreSQL 15 (Debian) and PGlite (PostgreSQL 18) accept.

-- A player is a nickname and the hash of a secret only the player holds.
CREATE TABLE players (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  nickname text NOT NULL,
  -- the nickname folded (NFC, lower case) by the server: unique, so names differ case-insensitively
  nickname_key text NOT NULL,
  secret_hash text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX players_nickname_key ON players (nickname_key);
CREATE UNIQUE INDEX players_secret_hash ON players (secret_hash);

-- Keys every API process shares (the ticket HMAC key), made once by the first process to start.
CREATE TABLE server_secrets (
  name text PRIMARY KEY,
  value text NOT NULL
);

-- Every accepted result, one row per ticket: the ticket's nonce is the key, so a ticket is used once.
CREATE TABLE results (
  nonce text PRIMARY KEY,
  player_id integer NOT NULL REFERENCES players (id),
  game text NOT NULL,
  day date NOT NULL,
  score integer NOT NULL,
  moves integer NOT NULL,
  seconds integer NOT NULL,
  received_at timestamptz NOT NULL
);
-- old nonces are pruned once their tickets have expired
CREATE INDEX results_received_at ON results (received_at);

-- The board: each player's best result per game and day. sort_key orders results (higher is better:
-- score, then fewer seconds, then fewer moves) in one bigint, so a board is one index range.
CREATE TABLE daily_best (
  player_id integer NOT NULL REFERENCES players (id),
  game text NOT NULL,
  day date NOT NULL,
  score integer NOT NULL,
  moves integer NOT NULL,
  seconds integer NOT NULL,
  sort_key bigint NOT NULL,
  achieved_at timestamptz NOT NULL,
  PRIMARY KEY (player_id, game, day)
);
CREATE INDEX daily_best_board ON daily_best (game, day, sort_key DESC, achieved_at, player_id);

-- All time per player and game: dailies won and the longest run of consecutive days won.
CREATE TABLE player_game_stats (
  player_id integer NOT NULL REFERENCES players (id),
  game text NOT NULL,
  wins integer NOT NULL,
  best_streak integer NOT NULL,
  PRIMARY KEY (player_id, game)
);
CREATE INDEX player_game_stats_board ON player_game_stats (game, wins DESC, best_streak DESC, player_id);
