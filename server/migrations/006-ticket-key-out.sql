-- The ticket key is no longer kept in the database (server/ticket-keys.ts): the one kept here is
-- dropped, and with it every ticket it signed. (It stays in old WAL segments and backups: that is why
-- the keys now come from CASTLE_TICKET_KEY or a key file, and why this one is never used again.)
DELETE FROM server_secrets WHERE name = 'ticket-hmac-key';
