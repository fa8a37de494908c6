// The configuration the leaderboard server writes into the browser build's index.html (server/web.ts):
// `<script type="application/json" id="castle-server-config">`. Its presence turns the leaderboard
// on for that page, pointing at the page's own origin; a page without it has no leaderboard.
import * as v from 'valibot';
import { parseBoundedJson } from '../ipc/json-scan';
import { stringOf } from '../schemas/validate';

export const SERVER_CONFIG_ELEMENT_ID = 'castle-server-config';

const serverConfigSchema = v.object({
  leaderboard: v.object({
    enabled: v.boolean(),
    // a path on the page's own origin only (`/api/v1`): never another host (`//x`, `https://x`)
    api: v.pipe(stringOf(200), v.regex(/^\/(?!\/)[A-Za-z0-9/_.-]*$/, 'expected a path on this site')),
  }),
});

/** The API path on the page's own origin when the element says the leaderboard is on; null otherwise. */
export function leaderboardApiFrom(text: string | null | undefined): string | null {
  if (text === null || text === undefined) return null;
  const json = parseBoundedJson(text, { maxChars: 2_000, maxValues: 50, maxDepth: 4, maxEscapes: 100 });
  if (!json.ok) return null;
  const checked = v.safeParse(serverConfigSchema, json.value);
  if (!checked.success || !checked.output.leaderboard.enabled) return null;
  return checked.output.leaderboard.api.replace(/\/+$/, '');
}
