// Path data moved and scaled ahead of time. A face drawn with `transform` attributes gives the browser
// one transform node per pip, and each one splits the card into further paint chunks, which every frame
// then has to sort into layers again (traced in bench:ui: most of the table's paint cost). The same
// shapes written in the card's own coordinates cost nothing of the kind.

const TOKEN = /[MLHVCSQTAZmlhvcsqtaz]|[-+]?(?:\d+\.?\d*|\.\d+)(?:[eE][-+]?\d+)?/g;
/** How many numbers each command takes, and which of them are x (1), y (2), a length (3) or kept (0). */
const ARGS: Readonly<Record<string, readonly number[]>> = {
  M: [1, 2],
  L: [1, 2],
  H: [1],
  V: [2],
  C: [1, 2, 1, 2, 1, 2],
  S: [1, 2, 1, 2],
  Q: [1, 2, 1, 2],
  T: [1, 2],
  A: [3, 3, 0, 0, 0, 1, 2],
  Z: [],
};

const fmt = (n: number): string => String(Math.round(n * 1000) / 1000);

/** The paths placed while a sprite is built (withPlacedPaths); null outside one, so nothing is kept. */
let placed: Map<string, string> | null = null;

/**
 * Runs `build` with placePath remembering its answers: a sprite places the same suit at the same spot
 * on many cards (every rank's corners, the pips two layouts share), a third of the page's start-up
 * work before. The answers are let go when `build` returns.
 */
export function withPlacedPaths<T>(build: () => T): T {
  const outer = placed;
  placed ??= new Map();
  try {
    return build();
  } finally {
    placed = outer;
  }
}

/**
 * The absolute path `d` (a shape drawn round 0,0) as it looks after
 * `translate(x y) scale(k) rotate(180 if flip)`, in absolute commands.
 */
export function placePath(d: string, x: number, y: number, k: number, flip = false): string {
  if (!placed) return movePath(d, x, y, k, flip);
  const key = `${x} ${y} ${k} ${flip ? 1 : 0} ${d}`;
  let path = placed.get(key);
  if (path === undefined) {
    path = movePath(d, x, y, k, flip);
    placed.set(key, path);
  }
  return path;
}

function movePath(d: string, x: number, y: number, k: number, flip: boolean): string {
  const s = flip ? -k : k;
  const tokens = d.match(TOKEN) ?? [];
  let out = '';
  let command = '';
  let slot = 0;
  for (const token of tokens) {
    if (/^[a-zA-Z]$/.test(token)) {
      if (token !== token.toUpperCase()) throw new Error(`placePath: relative command ${token} in ${d}`);
      command = token;
      slot = 0;
      out += token;
      continue;
    }
    const roles = ARGS[command];
    if (!roles || roles.length === 0) throw new Error(`placePath: number without a command in ${d}`);
    const role = roles[slot % roles.length]!;
    const v = Number(token);
    const moved = role === 1 ? x + s * v : role === 2 ? y + s * v : role === 3 ? Math.abs(k) * v : v;
    // a number that follows another or a flag needs a separator; a minus sign is one already
    const text = fmt(moved);
    out += slot === 0 || text.startsWith('-') ? text : ` ${text}`;
    slot++;
  }
  return out;
}
