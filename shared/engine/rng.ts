// The deal generator, written down so that a deal number gives the same layout on every machine and
// in every version. Changing anything here moves every deal: the golden tests will say so.

/** Mulberry32: a 32-bit state generator; each call returns an unsigned 32-bit integer. */
export function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return (t ^ (t >>> 14)) >>> 0;
  };
}

/** An unbiased integer in [0, bound): draws again when the draw falls in the uneven top slice. */
export function uniformBelow(next: () => number, bound: number): number {
  const limit = 0x100000000 - (0x100000000 % bound);
  for (;;) {
    const x = next();
    if (x < limit) return x % bound;
  }
}

/** Fisher-Yates, from the last index down: swap item i with a uniform pick among 0..i. */
export function shuffle<T>(items: T[], next: () => number): T[] {
  for (let i = items.length - 1; i > 0; i--) {
    const j = uniformBelow(next, i + 1);
    const t = items[i]!;
    items[i] = items[j]!;
    items[j] = t;
  }
  return items;
}

/** FNV-1a over a string's UTF-16 code units: names the daily deal's candidate sequence. */
export function fnv1a(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h >>> 0;
}
