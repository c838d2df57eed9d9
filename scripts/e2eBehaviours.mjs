// The browser tier's behaviours at a git revision, and where each one went between two revisions
// (issue 36 §3: "every behaviour tested today stays tested ... no test loses an assertion").
// Specs are rewritten by several people at once, so the list is made from the code, not by hand:
//
//   node scripts/e2eBehaviours.mjs --list HEAD                   every test and its assertions
//   node scripts/e2eBehaviours.mjs --from b000305 --to HEAD      the comparison as Markdown
//   ... --write e2e/README.md                                    also replaces the README section
//   ... --map <file> --root <repository>                         another mapping file or repository
//
// The comparison exits non-zero when an old test's assertion is found nowhere in its new home and
// no entry of the mapping file (e2e/behaviours.map.json) says where it went.
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { extractSpec } from './e2eBehaviours/extract.mjs';
import { compare, renderMarkdown, replaceSection } from './e2eBehaviours/compare.mjs';

const SPECS = 'e2e/tests';
const DEFAULT_MAP = 'e2e/behaviours.map.json';

const git = (root, ...args) =>
  execFileSync('git', args, { cwd: root, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });

/** The Playwright specs at `rev`, each parsed: `{ spec, tests, all }` (see extract.mjs). */
export function specsAt(root, rev) {
  const names = git(root, 'ls-tree', '--name-only', `${rev}:${SPECS}`)
    .split('\n')
    .filter((name) => name.endsWith('.spec.ts'));
  return names.map((name) => extractSpec(git(root, 'show', `${rev}:${SPECS}/${name}`), name));
}

/** A test file named by a mapping entry (a server test), parsed at `rev`; null when absent. */
export function fileAt(root, rev, file) {
  try {
    return extractSpec(git(root, 'show', `${rev}:${file}`), file);
  } catch {
    return null;
  }
}

function listing(specs) {
  const lines = [];
  for (const spec of specs)
    for (const test of spec.tests) {
      const title = `${spec.spec} › ${[...test.describe, test.title].join(' › ')}`;
      lines.push(test.skipped ? `${title} (skipped: asserts nothing)` : title);
      for (const a of test.assertions) lines.push(`    ${a.text}`);
    }
  return lines.join('\n');
}

function parseArgs(argv) {
  const options = {};
  for (let i = 0; i < argv.length; i += 1) {
    const flag = argv[i];
    if (!flag.startsWith('--')) throw new Error(`unexpected argument ${flag}`);
    options[flag.slice(2)] = argv[i + 1];
    i += 1;
  }
  return options;
}

function main() {
  const options = parseArgs(process.argv.slice(2));
  const root = path.resolve(
    options.root ?? path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..'),
  );
  if (options.list) {
    process.stdout.write(`${listing(specsAt(root, options.list))}\n`);
    return 0;
  }
  const from = options.from ?? 'b000305';
  const to = options.to ?? 'HEAD';
  const map = JSON.parse(readFileSync(path.resolve(root, options.map ?? DEFAULT_MAP), 'utf8'));
  const result = compare({
    before: specsAt(root, from),
    after: specsAt(root, to),
    map,
    serverFile: (file) => fileAt(root, to, file),
  });
  const markdown = renderMarkdown(result, { from, to });
  if (options.write) {
    const readme = path.resolve(root, options.write);
    writeFileSync(readme, replaceSection(readFileSync(readme, 'utf8'), markdown));
  }
  process.stdout.write(`${markdown}\n`);
  for (const problem of result.problems) process.stderr.write(`${problem}\n`);
  // An entry that explains nothing is left over from a test that changed again: say so, so the
  // file does not keep reasons for assertions that are back or gone for good.
  for (const entry of result.stale)
    process.stderr.write(
      `unused mapping entry: ${entry.spec} › ${entry.test}: ${entry.assertion}\n`,
    );
  return result.problems.length === 0 ? 0 : 1;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  // Read through `head`: a closed pipe ends the listing, not with a stack trace.
  process.stdout.on('error', (error) => {
    if (error.code !== 'EPIPE') throw error;
  });
  process.exitCode = main();
}
