// A board read is the hot path: many players ask for the same top 100. Each process keeps the last
// answer per board for a short time and shares one database read among the requests that arrive
// while it runs. A result accepted by this process drops its board at once; results accepted by
// other processes show within `ttlMs`.

interface Entry<T> {
  value: Promise<T>;
  at: number;
}

export interface BoardCache<T> {
  get(key: string, load: () => Promise<T>): Promise<T>;
  drop(key: string): void;
}

export function boardCache<T>(ttlMs: number, now: () => number, maxEntries = 2048): BoardCache<T> {
  const entries = new Map<string, Entry<T>>();
  return {
    get(key, load) {
      const hit = entries.get(key);
      const t = now();
      if (hit && t - hit.at < ttlMs) return hit.value;
      const value = load();
      const entry = { value, at: t };
      if (entries.size >= maxEntries) entries.delete(entries.keys().next().value!);
      entries.set(key, entry);
      // a failed read is not kept: the next request tries again
      value.catch(() => {
        if (entries.get(key) === entry) entries.delete(key);
      });
      return value;
    },
    drop(key) {
      entries.delete(key);
    },
  };
}
