import type { FastifyInstance } from 'fastify';

/** One method of one route, as `METHOD /path` (Fastify's own path syntax, e.g. `/:id`). */
export type RouteKey = `${string} /${string}`;

const LINE = /^((?:│ {3}| {4})*)(?:├── |└── )(\S+?)(?: \(([A-Z, ]+)\))?$/u;

/**
 * Every route the app serves, read from Fastify's own route table (`printRoutes`), so a route
 * added anywhere shows up here without a list to keep. The HEAD that Fastify adds to every GET
 * runs the GET handler: it is left out, the GET's case covers it.
 */
export function routeTable(app: FastifyInstance): RouteKey[] {
  const prefixes: string[] = [];
  const keys: RouteKey[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    if (!line.trim()) continue;
    const match = LINE.exec(line);
    if (!match) throw new Error(`unreadable route table line: ${line}`);
    const depth = (match[1] ?? '').length / 4;
    const path = (prefixes[depth - 1] ?? '') + (match[2] ?? '');
    prefixes[depth] = path;
    prefixes.length = depth + 1;
    const methods = (match[3] ?? '').split(', ').filter(Boolean);
    for (const method of methods) {
      if (method === 'HEAD' && methods.includes('GET')) continue;
      keys.push(`${method} ${path}` as RouteKey);
    }
  }
  return keys;
}
