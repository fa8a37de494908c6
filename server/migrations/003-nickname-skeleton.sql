-- Nicknames are unique by their confusable skeleton (server/nickname.ts), not only by case. Rows
-- keyed under the first rule (case folding) are keyed again by the server at start, oldest first.
ALTER TABLE players ADD COLUMN nickname_rule smallint NOT NULL DEFAULT 1;
ALTER TABLE players ALTER COLUMN nickname_rule SET DEFAULT 2;
CREATE INDEX players_old_rule ON players (id) WHERE nickname_rule < 2;
