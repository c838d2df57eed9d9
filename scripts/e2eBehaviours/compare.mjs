// Matches each test of the old browser tier to its new home and says, for each of its
// assertions, where it is made now: in the new test, elsewhere in the new home's file, in another
// spec (axe and screenshots, gathered into the screens spec), where the mapping file says, or
// nowhere (a problem: the run exits non-zero).

export const START = '<!-- e2e:behaviours:start -->';
export const END = '<!-- e2e:behaviours:end -->';

export const fullTitle = (test) => [...test.describe, test.title].join(' › ');

/**
 * What an assertion compares by: its line without spaces and without the variable a locator
 * starts from (`page.`, `dialog.`, `p.`), which set-up changes rename without changing what is
 * asserted.
 */
export const assertionKey = (text) =>
  text
    .replace(/\b[A-Za-z_$][\w$]*\.(?=(getBy\w+|locator|frameLocator)\()/g, '')
    .replace(/\s+/g, '');

const sameTitle = (test, title) => fullTitle(test) === title || test.title === title;

const findTest = (file, title) => file?.tests.find((t) => sameTitle(t, title)) ?? null;

const keysOf = (assertions) => new Set(assertions.map((a) => assertionKey(a.text)));

/** How many times each assertion's line is made: a line asserted twice must stay twice. */
function counts(assertions) {
  const pool = new Map();
  for (const a of assertions) {
    const key = assertionKey(a.text);
    pool.set(key, (pool.get(key) ?? 0) + 1);
  }
  return pool;
}

/** Takes one `key` from `pool`; false when none is left. */
function take(pool, key) {
  const left = pool.get(key) ?? 0;
  if (left === 0) return false;
  pool.set(key, left - 1);
  return true;
}

/** The homes of `old` (from `spec`) in the new tier, and problems with the mapping's entries. */
function homesOf(spec, old, { afterBySpec, after, map, serverFile }) {
  const title = fullTitle(old);
  const homes = [];
  const problems = [];
  const same = findTest(afterBySpec.get(spec), title) ?? findTest(afterBySpec.get(spec), old.title);
  if (same) homes.push({ where: spec, file: afterBySpec.get(spec), test: same, how: 'same' });
  else {
    const elsewhere = after.find((s) => findTest(s, title) ?? findTest(s, old.title));
    if (elsewhere)
      homes.push({
        where: elsewhere.spec,
        file: elsewhere,
        test: findTest(elsewhere, title) ?? findTest(elsewhere, old.title),
        how: 'title',
      });
  }
  const entries = (map.tests ?? []).filter(
    (e) => e.from.spec === spec && sameTitle(old, e.from.test),
  );
  for (const entry of entries)
    for (const to of [entry.to].flat()) {
      const where = to.spec ?? to.server;
      const file = to.spec ? afterBySpec.get(to.spec) : serverFile(to.server);
      const test = findTest(file, to.test);
      if (!test)
        problems.push(`${spec} › ${title}: the mapping's home ${where} › ${to.test} is not there`);
      else homes.push({ where, file, test, how: 'mapping', reason: entry.reason });
    }
  return { homes, problems, mapped: entries.length > 0 };
}

/** The mapping file's entry saying where `assertion` of `spec › title` went, if any. */
const explanation = (map, spec, old, assertion) =>
  (map.assertions ?? []).find(
    (e) => e.spec === spec && sameTitle(old, e.test) && assertion.text.includes(e.assertion),
  ) ?? null;

/**
 * `before`/`after`: specs as `extractSpec` returns them; `map`: the mapping file's JSON;
 * `serverFile(path)`: a mapped test file parsed at the new revision (null when absent).
 * Returns rows (one per old test), totals and problems (each a sentence).
 */
export function compare({ before, after, map, serverFile }) {
  const afterBySpec = new Map(after.map((s) => [s.spec, s]));
  const tierKeys = new Map();
  for (const s of after)
    for (const k of keysOf(s.all)) if (!tierKeys.has(k)) tierKeys.set(k, s.spec);
  const problems = [];
  const used = new Set();
  const rows = [];
  for (const spec of before)
    for (const old of spec.tests) {
      const found = homesOf(spec.spec, old, { afterBySpec, after, map, serverFile });
      problems.push(...found.problems);
      const homeTests = found.homes.flatMap((h) => h.test.assertions);
      const inTest = counts(homeTests);
      // The rest of the home's file: its lines less those the home test makes itself.
      const inFile = counts(found.homes.flatMap((h) => h.file.all));
      for (const a of homeTests.filter((a) => !a.via)) take(inFile, assertionKey(a.text));
      const outcomes = old.assertions.map((assertion) => {
        const key = assertionKey(assertion.text);
        if (take(inTest, key)) return { assertion, kept: 'test' };
        if (take(inFile, key)) return { assertion, kept: 'file' };
        if (assertion.kind !== 'expect' && tierKeys.has(key))
          return { assertion, kept: 'tier', where: tierKeys.get(key) };
        const entry = explanation(map, spec.spec, old, assertion);
        if (entry) {
          used.add(entry);
          return { assertion, moved: entry };
        }
        problems.push(`${spec.spec} › ${fullTitle(old)}: missing ${assertion.text}`);
        return { assertion, missing: true };
      });
      if (found.homes.length === 0 && !outcomes.some((o) => o.moved))
        problems.push(`${spec.spec} › ${fullTitle(old)}: no new home`);
      rows.push({ spec: spec.spec, test: old, homes: found.homes, outcomes });
    }
  for (const entry of map.tests ?? []) {
    const old = before.find((s) => s.spec === entry.from.spec);
    if (!old?.tests.some((t) => sameTitle(t, entry.from.test)))
      problems.push(`the mapping names ${entry.from.spec} › ${entry.from.test}, no test before`);
  }
  const stale = (map.assertions ?? []).filter((e) => !used.has(e));
  const count = (pick) => rows.reduce((n, r) => n + r.outcomes.filter(pick).length, 0);
  const totals = {
    specsBefore: before.length,
    testsBefore: rows.length,
    assertionsBefore: count(() => true),
    specsAfter: after.length,
    testsAfter: after.reduce((n, s) => n + s.tests.length, 0),
    assertionsAfter: after.reduce(
      (n, s) => n + s.tests.reduce((m, t) => m + t.assertions.length, 0),
      0,
    ),
    keptInTest: count((o) => o.kept === 'test'),
    keptInFile: count((o) => o.kept === 'file'),
    keptInTier: count((o) => o.kept === 'tier'),
    moved: count((o) => o.moved),
    missing: count((o) => o.missing),
    homeless: rows.filter((r) => r.homes.length === 0).length,
  };
  return { rows, totals, problems, stale };
}

/** A code span that survives backticks and pipes inside it. */
const code = (text) => {
  const escaped = text.replace(/\|/g, '\\|');
  return escaped.includes('`') ? `\`\` ${escaped} \`\`` : `\`${escaped}\``;
};
const cell = (text) => text.replace(/\|/g, '\\|').replace(/\n/g, ' ');

function homeCell(row) {
  if (row.homes.length === 0)
    return row.outcomes.some((o) => o.moved) ? 'see the mapping' : '**none**';
  return row.homes
    .map(
      (h) =>
        (h.how === 'same'
          ? 'same'
          : `${h.where} › ${h.test.title}${h.how === 'mapping' ? ' (mapped)' : ''}`) +
        (h.test.skipped ? ' (skipped)' : ''),
    )
    .map(cell)
    .join('; ');
}

function notesCell(row) {
  const notes = row.outcomes.flatMap((o) => {
    if (o.missing) return [`**missing** ${code(o.assertion.text)}`];
    if (o.moved) return [`${code(o.assertion.text)} → ${cell(o.moved.home)}`];
    if (o.kept === 'tier') return [`${code(o.assertion.text)} → ${o.where}`];
    return [];
  });
  return notes.length ? notes.join('<br>') : '';
}

export function renderMarkdown({ rows, totals, problems }, { from, to }) {
  const t = totals;
  const lines = [
    START,
    '#### Behaviours before and after issue 36',
    '',
    `Made by \`npm run e2e:behaviours -- --from ${from} --to ${to} --write e2e/README.md\` (scripts/e2eBehaviours.mjs); do not edit it by hand.`,
    'An assertion is kept when its line (locator variables and timeouts aside) is in the new home,',
    "in the new home's file, or (axe, screenshots) in another spec; else e2e/behaviours.map.json says where it went.",
    '',
    `- Before (${from}): ${t.specsBefore} specs, ${t.testsBefore} tests, ${t.assertionsBefore} assertions. After (${to}): ${t.specsAfter} specs, ${t.testsAfter} tests, ${t.assertionsAfter} assertions.`,
    `- Kept: ${t.keptInTest} in the same test, ${t.keptInFile} elsewhere in its new home's file, ${t.keptInTier} in another spec; moved (mapping): ${t.moved}; **missing: ${t.missing}**; tests with no new home: ${t.homeless}.`,
    `- Problems: ${problems.length}.`,
    '',
    '| spec | test (before) | assertions | new home | kept | moved elsewhere or missing |',
    '|---|---|---|---|---|---|',
    ...rows.map((r) =>
      [
        '',
        r.spec.replace(/\.spec\.ts$/, ''),
        cell(fullTitle(r.test)),
        r.outcomes.length,
        homeCell(r),
        r.outcomes.filter((o) => o.kept).length,
        notesCell(r),
        '',
      ]
        .join(' | ')
        .trim(),
    ),
    END,
  ];
  return lines.join('\n');
}

/** `readme` with the generated section replaced, or appended at its end when it has none. */
export function replaceSection(readme, markdown) {
  const start = readme.indexOf(START);
  const end = readme.indexOf(END);
  if (start === -1 || end === -1) return `${readme.trimEnd()}\n\n${markdown}\n`;
  return `${readme.slice(0, start)}${markdown}${readme.slice(end + END.length)}`;
}
