import { afterAll, beforeAll, expect, it } from 'vitest';
import { copyFileSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MIGRATIONS_DIR, migrate, migrationFiles } from '../../server/db/migrate';
import { openDatabase } from '../../server/db/open';
import { describeEngines, HOOK_MS, openEngine, type Engine } from './harness';

// The plain SQL migrations on both engines: applied once each, in order, all or nothing.

describeEngines('migrations on %s', (name) => {
  let engine: Engine;
  let dir: string;
  beforeAll(async () => {
    engine = await openEngine(name);
    dir = mkdtempSync(join(tmpdir(), 'castle-migrations-'));
  }, HOOK_MS);
  afterAll(async () => {
    await engine?.close();
    rmSync(dir, { recursive: true, force: true });
  }, HOOK_MS);

  const names = async () => (await engine.db.query<{ name: string }>('SELECT name FROM schema_migrations ORDER BY name')).map((r) => r.name);

  it('applies every file once, in order, and a second start applies none', async () => {
    const files = await migrationFiles();
    expect(files[0]).toBe('001-leaderboard.sql');
    expect(await migrate(engine.db)).toEqual(files);
    expect(await migrate(engine.db)).toEqual([]);
    expect(await names()).toEqual(files);
    const tables = await engine.db.query<{ t: string }>(`SELECT table_name AS t FROM information_schema.tables WHERE table_schema = 'public' ORDER BY 1`);
    expect(tables.map((r) => r.t)).toEqual(['daily_best', 'daily_deal_claims', 'daily_deals', 'daily_score_counts', 'player_game_stats', 'players', 'rate_limits', 'results', 'schema_migrations', 'server_secrets']);
  });

  it('applies only a new file, and nothing of a file that fails', async () => {
    for (const f of await migrationFiles()) copyFileSync(join(MIGRATIONS_DIR, f), join(dir, f));
    writeFileSync(join(dir, '900-test-column.sql'), 'ALTER TABLE players ADD COLUMN test_note text;\nCREATE INDEX players_test_note ON players (test_note);\n');
    expect(await migrate(engine.db, dir)).toEqual(['900-test-column.sql']);
    const cols = await engine.db.query<{ c: string }>(`SELECT column_name AS c FROM information_schema.columns WHERE table_name = 'players' AND column_name = 'test_note'`);
    expect(cols).toHaveLength(1);
    // the first statement would work; the second fails, so the transaction takes back both
    writeFileSync(join(dir, '901-broken.sql'), 'CREATE TABLE half_done (x int);\nCREATE TABLE broken (x nosuchtype);\n');
    await expect(migrate(engine.db, dir)).rejects.toThrow(/nosuchtype/);
    expect(await names()).not.toContain('901-broken.sql');
    const half = await engine.db.query(`SELECT 1 FROM information_schema.tables WHERE table_name = 'half_done'`);
    expect(half).toHaveLength(0);
  });

  it.runIf(name === 'postgres')('is applied once when two processes start at the same time', async () => {
    const fresh = `migrate_race_${Date.now()}`;
    await engine.db.exec(`CREATE DATABASE ${fresh}`);
    const url = engine.cluster!.url.replace(/\/postgres$/, `/${fresh}`);
    const a = await openDatabase({ engine: 'postgres', url, poolSize: 2 });
    const b = await openDatabase({ engine: 'postgres', url, poolSize: 2 });
    const [ra, rb] = await Promise.all([migrate(a), migrate(b)]);
    expect([...ra, ...rb].sort()).toEqual(await migrationFiles());
    await a.close();
    await b.close();
  });
});
