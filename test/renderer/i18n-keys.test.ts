// Every message key the renderer names literally (`t('stats.exported')`, `key: 'errors.generic'`)
// exists in the catalogues: vue-i18n would otherwise show the bare key to the player.
import { describe, expect, it } from 'vitest';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { LANGUAGES, messages } from '../../shared/i18n';
import { lookup } from '../../shared/i18n/translate';

const ROOT = new URL('../../renderer/', import.meta.url).pathname;

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? sources(join(dir, e.name)) : /\.(vue|ts)$/.test(e.name) ? [join(dir, e.name)] : [],
  );
}

/** Literal keys: the argument of t('...') and the value of a `key: '...'` field. */
function literalKeys(text: string): string[] {
  const found = [...text.matchAll(/\bt\(\s*'([a-zA-Z]+(?:\.[a-zA-Z0-9-]+)+)'/g), ...text.matchAll(/\bkey: '([a-zA-Z]+(?:\.[a-zA-Z0-9-]+)+)'/g)];
  return found.map((m) => m[1]!);
}

describe('message keys named in the renderer', () => {
  const named = sources(ROOT).flatMap((file) => literalKeys(readFileSync(file, 'utf8')).map((key) => ({ file: file.slice(ROOT.length), key })));

  it('finds the keys it is meant to check', () => {
    expect(named.length).toBeGreaterThan(50);
    expect(named.map((n) => n.key)).toContain('errors.exportFailed');
  });

  it.each(LANGUAGES)('each one is a message in %s', (lang) => {
    expect(named.filter((n) => lookup(messages[lang], n.key) === undefined)).toEqual([]);
  });
});
