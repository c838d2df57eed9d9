/**
 * Fewer, larger chunks for the editor's route (issue 25, P5). Left to itself, Rolldown makes a
 * chunk for every distinct set of lazy routes that share a module, so opening the questionnaire
 * editor asked for ~56 scripts, and Chromium fetches 6 at a time from one host over HTTP/1.1:
 * the scripts arrived in ~10 rounds. Named chunks instead, each module in the first that fits:
 * - `app`: what the entry loads statically anyway (every page waits for it);
 * - `common`: modules a signed-out page (login, sign-up, terms) shares with any other page;
 * - `ProtectedLayout`: the signed-in layout's modules (every signed-in page loads them);
 * - `projects-shared`: modules the projects list shares with other pages; the list needs all of
 *   them, so it loads nothing it did not load before (P6 bounds it);
 * - `editor-shared`: modules the questionnaire page shares with other signed-in pages, which
 *   load them as one chunk (a little more than each needs, in one request);
 * - `QuestionnairePage`: modules only the questionnaire page uses.
 * Everything else keeps Rolldown's own chunks. The order matters: a group takes the modules its
 * modules import unless an earlier group holds them, and each group above only imports modules
 * of the groups before it. The names of the pages' chunks stay what bench/bundles.bench.ts reads.
 */
interface ModuleGraph {
  importers: string[];
  dynamicImporters: string[];
  importedIds: string[];
  dynamicallyImportedIds: string[];
  isEntry: boolean;
}
type InfoOf = (id: string) => ModuleGraph | null;

const EDITOR = /[\\/]features[\\/]questionnaire[\\/]QuestionnairePage\.tsx$/;
const LAYOUT = /[\\/]app[\\/]layout[\\/]ProtectedLayout\.tsx$/;
const SIGNED_OUT = /[\\/]features[\\/](auth|terms|survey)[\\/]/;
/** The projects list is the first signed-in page (P6 bounds its scripts): it loads no more. */
const PROJECTS = /[\\/]features[\\/]projects[\\/]/;

/** Modules reached from `root` by static imports, `root` included. */
function staticClosure(root: string, infoOf: InfoOf): Set<string> {
  const seen = new Set<string>();
  const todo = [root];
  for (let id = todo.pop(); id !== undefined; id = todo.pop()) {
    if (seen.has(id)) continue;
    seen.add(id);
    todo.push(...(infoOf(id)?.importedIds ?? []));
  }
  return seen;
}

function findEntry(from: string, infoOf: InfoOf): string | null {
  const seen = new Set<string>();
  const todo = [from];
  for (let id = todo.pop(); id !== undefined; id = todo.pop()) {
    if (seen.has(id)) continue;
    seen.add(id);
    const info = infoOf(id);
    if (info?.isEntry) return id;
    todo.push(...(info?.importers ?? []), ...(info?.dynamicImporters ?? []));
  }
  return null;
}

/** The chunk name of every module the groups above capture. */
function classify(anyModule: string, infoOf: InfoOf): Map<string, string> {
  const out = new Map<string, string>();
  const entry = findEntry(anyModule, infoOf);
  if (entry === null) return out;
  // Every lazily imported module (routes, dialogs) reachable from the entry.
  const lazyRoots = new Set<string>();
  const seen = new Set<string>();
  const todo = [entry];
  for (let id = todo.pop(); id !== undefined; id = todo.pop()) {
    if (seen.has(id)) continue;
    seen.add(id);
    const info = infoOf(id);
    for (const lazy of info?.dynamicallyImportedIds ?? []) lazyRoots.add(lazy);
    todo.push(...(info?.importedIds ?? []), ...(info?.dynamicallyImportedIds ?? []));
  }
  const app = staticClosure(entry, infoOf);
  for (const id of app) if (id !== entry) out.set(id, 'app');
  const reachedBy = new Map<string, string[]>();
  for (const root of lazyRoots) {
    for (const id of staticClosure(root, infoOf)) {
      if (app.has(id)) continue;
      reachedBy.set(id, [...(reachedBy.get(id) ?? []), root]);
    }
  }
  for (const [id, roots] of reachedBy) {
    if (roots.length > 1 && roots.some((r) => SIGNED_OUT.test(r))) out.set(id, 'common');
    else if (roots.some((r) => LAYOUT.test(r))) out.set(id, 'ProtectedLayout');
    else if (roots.length > 1 && roots.some((r) => PROJECTS.test(r)))
      out.set(id, 'projects-shared');
    else if (roots.some((r) => EDITOR.test(r)))
      out.set(id, roots.length === 1 ? 'QuestionnairePage' : 'editor-shared');
  }
  return out;
}

type NameOf = (id: string, ctx: { getModuleInfo: InfoOf }) => string | null;

/**
 * Rolldown's `codeSplitting` groups, one per chunk name, in priority order: a group takes its
 * modules' dependencies along unless a group before it holds them (`includeDependenciesRecursively`).
 * The graph is read once, on the first call.
 */
export function routeChunkGroups(): { name: NameOf; priority: number }[] {
  let chunkOf: Map<string, string> | null = null;
  const names = [
    'app',
    'common',
    'ProtectedLayout',
    'projects-shared',
    'editor-shared',
    'QuestionnairePage',
  ];
  return names.map((chunk, k) => ({
    priority: names.length - k,
    name: (id, ctx) => {
      chunkOf ??= classify(id, (m) => ctx.getModuleInfo(m));
      return chunkOf.get(id) === chunk ? chunk : null;
    },
  }));
}
