import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';

/** One file of a built web app, ready to send. */
export interface BuiltFile {
  body: Buffer;
  contentType: string;
  etag: string;
}

/**
 * A built web app (Vite's `dist/`): its index.html, its files by path relative to the build's
 * root (`assets/index-abc.js`), and whether a path names an asset rather than a client route.
 */
export interface BuiltApp {
  index(): Promise<BuiltFile>;
  file(relPath: string): Promise<BuiltFile | undefined>;
  isAssetPath(relPath: string): boolean;
}

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.wasm': 'application/wasm',
};

const contentType = (file: string) =>
  CONTENT_TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream';

/**
 * Asset paths are files at the build's top level (`favicon.ico`) and anything under one of its
 * directories (`assets/...`); every other path is a client route, even with a dot in it
 * (`forgot-password-successful/x@y.com`), and gets index.html.
 */
function isAssetPathIn(relPath: string, topDirs: (name: string) => boolean): boolean {
  const segments = relPath.split('/');
  const first = segments[0] ?? '';
  return segments.length === 1 ? first.includes('.') : topDirs(first);
}

/** Resolves a request path inside `root`, or undefined when it tries to leave it. */
function inside(root: string, relPath: string): string | undefined {
  const file = path.resolve(root, relPath);
  return file.startsWith(root + path.sep) ? file : undefined;
}

function listFiles(root: string, dir = ''): string[] {
  return readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((e) => {
    const rel = dir ? `${dir}/${e.name}` : e.name;
    if (e.isDirectory()) return listFiles(root, rel);
    return e.isFile() ? [rel] : [];
  });
}

/**
 * Reads the whole build into memory once: the server then serves exactly the build it started
 * with, whatever happens to the directory later (a rebuild replaces the hashed assets that the
 * index.html already in browsers refers to). Builds are a few MB. Undefined without index.html.
 */
export function readBuildOnce(root: string): BuiltApp | undefined {
  if (!existsSync(path.join(root, 'index.html'))) return undefined;
  const files = new Map<string, BuiltFile>();
  for (const rel of listFiles(root)) {
    const body = readFileSync(path.join(root, rel));
    const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
    files.set(rel, { body, contentType: contentType(rel), etag });
  }
  const index = files.get('index.html');
  if (!index) return undefined;
  const topDirs = new Set(
    [...files.keys()].filter((f) => f.includes('/')).map((f) => f.split('/')[0]),
  );
  return {
    index: async () => index,
    file: async (rel) => files.get(rel),
    isAssetPath: (rel) => isAssetPathIn(rel, (d) => topDirs.has(d)),
  };
}

async function readLive(root: string, rel: string): Promise<BuiltFile | undefined> {
  const file = inside(root, rel);
  if (!file) return undefined;
  try {
    const s = await stat(file);
    if (!s.isFile()) return undefined;
    const body = await readFile(file);
    return { body, contentType: contentType(file), etag: `W/"${s.size}-${s.mtimeMs}"` };
  } catch {
    return undefined;
  }
}

/**
 * Reads index.html and every asset from disk at each request, so that a rebuild shows at the
 * next page load without a restart (development). Undefined when there is no build yet.
 */
export function readBuildLive(root: string): BuiltApp | undefined {
  if (!existsSync(path.join(root, 'index.html'))) return undefined;
  return {
    index: async () => {
      const index = await readLive(root, 'index.html');
      if (!index) throw new Error(`${root}/index.html disappeared: is a build running?`);
      return index;
    },
    file: (rel) => readLive(root, rel),
    isAssetPath: (rel) =>
      isAssetPathIn(rel, (d) => {
        const dir = inside(root, d);
        return dir !== undefined && existsSync(dir) && statSync(dir).isDirectory();
      }),
  };
}
