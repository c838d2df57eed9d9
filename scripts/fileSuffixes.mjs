// The server's closed list of file roles (docs/decisions/file-suffixes.md): a file is `name.ts` or
// `name.<role>.ts`, a test `name.test.ts` or `name.<kind>.test.ts`. Run by `npm run lint`; prints
// each file whose suffix is not on the list and exits 1.
import { execFileSync } from 'node:child_process';

export const ROLES = [
  'module',
  'routes',
  'resolvers',
  'schemas',
  'service',
  'queries',
  'store',
  'tables',
  'presenter',
  'errors',
  'job',
  'worker',
  'generated',
];
export const TEST_KINDS = ['api', 'fuzz', 'isolation'];

/** The suffix of `file` when it is not on the closed list, else null. */
export function offListSuffix(file) {
  const base = file.split('/').at(-1);
  const test = /^[A-Za-z0-9]+\.([A-Za-z]+)\.test\.tsx?$/.exec(base);
  if (test) return TEST_KINDS.includes(test[1]) ? null : `.${test[1]}.test`;
  const role = /^[A-Za-z0-9]+\.([A-Za-z]+)\.tsx?$/.exec(base);
  if (role && role[1] !== 'test') return ROLES.includes(role[1]) ? null : `.${role[1]}`;
  return /^[A-Za-z0-9]+(\.test)?\.tsx?$/.test(base) || !/\.tsx?$/.test(base) ? null : 'unnamed';
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const files = execFileSync('git', ['ls-files', 'apps/server/src', 'apps/server/test'], {
    encoding: 'utf8',
  })
    .split('\n')
    .filter(Boolean);
  const off = files.flatMap((f) => {
    const suffix = offListSuffix(f);
    return suffix ? [`${f}: ${suffix} is not a file role (docs/decisions/file-suffixes.md)`] : [];
  });
  for (const line of off) console.error(line);
  process.exit(off.length > 0 ? 1 : 0);
}
