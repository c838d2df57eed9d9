import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

/**
 * Static imports between Vite's chunks (`import{a}from"./b.js"`, `export*from"./c.js"`, a bare
 * `import"./d.js"`). Dynamic `import("./x.js")` (lazy routes and areas) does not match: what a
 * dynamic import loads is, by definition, not needed to show the page.
 */
const STATIC_IMPORT =
  /(?:^|[;}\s])(?:import|export)\s*(?:[\w$*{}\s,]*?\s*from\s*)?["']\.\/([^"']+\.js)["']/g;

export interface BundleGraph {
  /** The entry chunk and the chunks `index.html` preloads. */
  entry: string[];
  /** The chunk named `{name}-{hash}.js` (Vite's default chunk file name). */
  chunk(name: string): string;
  /** Chunks statically reachable from `roots`, roots included. */
  closure(roots: readonly string[]): Set<string>;
  /** Their size, each gzipped on its own (as a server sends them). */
  gzipBytes(files: Iterable<string>): number;
}

/** The chunk graph of a Vite build in `dist` (its `index.html` and `assets/`). */
export function bundleGraph(dist: string): BundleGraph {
  const assets = path.join(dist, 'assets');
  const chunks = readdirSync(assets).filter((f) => f.endsWith('.js'));
  const sources = new Map<string, string>();
  const source = (file: string): string => {
    const cached = sources.get(file);
    if (cached !== undefined) return cached;
    const text = readFileSync(path.join(assets, file), 'utf8');
    sources.set(file, text);
    return text;
  };
  const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
  const entry = [...html.matchAll(/(?:src|href)="[^"]*\/assets\/([^"/]+\.js)"/g)].flatMap((m) =>
    m[1] ? [m[1]] : [],
  );
  return {
    entry,
    chunk(name) {
      const found = chunks.filter((f) => /^(.+)-[\w-]{8}\.js$/.exec(f)?.[1] === name);
      if (found.length !== 1 || !found[0]) {
        throw new Error(`${dist}: expected one chunk named ${name}, found ${found.length}`);
      }
      return found[0];
    },
    closure(roots) {
      const seen = new Set<string>();
      const todo = [...roots];
      for (let file = todo.pop(); file !== undefined; file = todo.pop()) {
        if (seen.has(file)) continue;
        seen.add(file);
        for (const m of source(file).matchAll(STATIC_IMPORT)) if (m[1]) todo.push(m[1]);
      }
      return seen;
    },
    gzipBytes: (files) =>
      [...files].reduce((n, f) => n + gzipSync(source(f), { level: 9 }).length, 0),
  };
}
