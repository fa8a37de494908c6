// The project's own imports as a graph, read with TypeScript's own scanner (no other tool): every
// static, type-only, re-export and dynamic import of a relative path in the source folders, .vue
// files' script blocks included. Imports of packages are not followed: only the project's files are
// nodes.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';

export const ROOT = resolve(import.meta.dirname, '../..');
export const SOURCE_FOLDERS = ['shared', 'electron', 'renderer', 'server'] as const;
const SOURCE = /\.(ts|mts|vue|mjs)$/;

/** Files of the source folders, as paths from the project root (`shared/host/types.ts`). */
export function sourceFiles(folders: readonly string[] = SOURCE_FOLDERS): string[] {
  const found: string[] = [];
  const walk = (dir: string): void => {
    for (const name of readdirSync(dir)) {
      if (name === 'node_modules' || name.startsWith('.')) continue;
      const path = join(dir, name);
      if (statSync(path).isDirectory()) walk(path);
      else if (SOURCE.test(name) && !name.endsWith('.d.ts')) found.push(relative(ROOT, path));
    }
  };
  for (const f of folders) walk(join(ROOT, f));
  return found.sort();
}

/** The script of a .vue file (its `<script>` blocks), the text of any other. */
function scriptOf(path: string, text: string): string {
  if (!path.endsWith('.vue')) return text;
  return [...text.matchAll(/<script\b[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1]).join('\n');
}

/** The project file a relative specifier names, or null (a package, or a file outside the tree). */
function resolveSpecifier(from: string, specifier: string): string | null {
  if (!specifier.startsWith('.')) return null;
  const bare = specifier.replace(/\?.*$/, '');
  const base = resolve(ROOT, dirname(from), bare);
  const candidates = [base, `${base}.ts`, `${base}.mts`, `${base}.vue`, base.replace(/\.js$/, '.ts'), base.replace(/\.mjs$/, '.mts'), join(base, 'index.ts')];
  for (const c of candidates) if (existsSync(c) && statSync(c).isFile()) return relative(ROOT, c);
  return null;
}

/** file -> the project files it imports. */
export function importGraph(files: readonly string[] = sourceFiles()): Map<string, Set<string>> {
  const graph = new Map<string, Set<string>>();
  for (const file of files) {
    const info = ts.preProcessFile(scriptOf(file, readFileSync(join(ROOT, file), 'utf8')), true, true);
    const targets = new Set<string>();
    for (const imported of info.importedFiles) {
      const target = resolveSpecifier(file, imported.fileName);
      if (target !== null && SOURCE.test(target)) targets.add(target);
    }
    graph.set(file, targets);
  }
  return graph;
}

/** Every strongly connected set of two files or more (Tarjan), each sorted, the list sorted: the import cycles. */
export function importCycles(graph: Map<string, Set<string>>): string[][] {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];
  const visit = (v: string): void => {
    index.set(v, next);
    low.set(v, next);
    next++;
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
    }
    if (low.get(v) !== index.get(v)) return;
    const component: string[] = [];
    let w: string;
    do {
      w = stack.pop()!;
      onStack.delete(w);
      component.push(w);
    } while (w !== v);
    if (component.length > 1 || graph.get(v)?.has(v)) cycles.push(component.sort());
  };
  for (const v of graph.keys()) if (!index.has(v)) visit(v);
  return cycles.sort((a, b) => a[0]!.localeCompare(b[0]!));
}

/** Every file `start` reaches through its imports, itself excluded. */
export function reachable(graph: Map<string, Set<string>>, start: string): Set<string> {
  const seen = new Set<string>();
  const todo = [...(graph.get(start) ?? [])];
  while (todo.length > 0) {
    const f = todo.pop()!;
    if (seen.has(f)) continue;
    seen.add(f);
    todo.push(...(graph.get(f) ?? []));
  }
  seen.delete(start);
  return seen;
}
