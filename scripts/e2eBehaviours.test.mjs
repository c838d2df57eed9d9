import { execFileSync, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { compare, END, renderMarkdown, replaceSection, START } from './e2eBehaviours/compare.mjs';
import { extractSpec } from './e2eBehaviours/extract.mjs';

const SPEC = `
import { expect as baseExpect, test } from '../support/fixtures.ts';
import { expectNoSeriousA11yViolations as checkA11y } from '../support/axe.ts';
import { shots } from '../support/screenshots.ts';

const expect = baseExpect.configure({ timeout: 30_000 });

async function openProjects(page) {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Projects' })).toBeVisible();
  await deeper(page);
}

async function deeper(page) {
  await expect(page.getByText('two levels down')).toBeVisible();
}

test.beforeEach(async ({ page }) => {
  await expect(page).toHaveURL(/\\/projects/);
});

test('creates a project', async ({ page }) => {
  await openProjects(page);
  await expect(
    page.getByRole('dialog', { name: "Create new project" }),
  ).toHaveCount(0, { timeout: 60_000 });
  await expect.poll(async () => (await page.title()).length).toBeGreaterThan(3);
  await test.step('the list', async () => {
    await expect(page.getByText('Tea')).not.toBeVisible();
  });
  await shots(page, 'projects');
  await checkA11y(page, \`projects \${'list'}\`);
});

test.describe.serial('a group', () => {
  for (const n of [1, 2]) {
    test(\`counts \${n}\`, async ({ page }) => {
      await expect(page.getByTestId('count')).toHaveText(String(n));
    });
  }
});
`;

describe('extracting the tests of a spec and what they assert', () => {
  const { tests } = extractSpec(SPEC, 'projects.spec.ts');
  const first = tests[0];

  it('names each test with its describe path, from the title as written', () => {
    expect(tests.map((t) => [...t.describe, t.title].join(' › '))).toEqual([
      'creates a project',
      'a group › counts ${n}',
    ]);
  });

  it('writes each assertion as one short line: no page., no await, no timeout, one quote style', () => {
    expect(first.assertions.map((a) => a.text)).toEqual([
      'page toHaveURL(/\\/projects/)',
      "getByRole('dialog', { name: 'Create new project' }) toHaveCount(0)",
      'poll((title()).length) toBeGreaterThan(3)',
      "getByText('Tea') not.toBeVisible",
      'screenshot: projects',
      "axe: projects ${'list'}",
      "getByRole('heading', { name: 'Projects' }) toBeVisible",
    ]);
  });

  it("includes a beforeEach's assertions and a called helper's, one level down only", () => {
    expect(first.assertions.filter((a) => a.via).map((a) => [a.via, a.text])).toEqual([
      ['beforeEach', 'page toHaveURL(/\\/projects/)'],
      ['openProjects', "getByRole('heading', { name: 'Projects' }) toBeVisible"],
    ]);
    expect(first.assertions.some((a) => a.text.includes('two levels down'))).toBe(false);
  });

  it('knows axe and screenshots through their imports, aliases too', () => {
    expect(first.assertions.filter((a) => a.kind !== 'expect').map((a) => a.kind)).toEqual([
      'screenshot',
      'axe',
    ]);
  });

  it('reads vitest files too (describe / it), for the server tests a mapping names', () => {
    const server = extractSpec(
      `import { describe, expect, it } from 'vitest';
       describe('launches', { timeout: 1 }, () => {
         it("finishes by itself", async () => { expect(await state()).toBe('completed'); });
       });`,
      'launches.test.ts',
    );
    expect(server.tests).toEqual([
      {
        describe: ['launches'],
        title: 'finishes by itself',
        assertions: [{ text: "state() toBe('completed')", kind: 'expect' }],
      },
    ]);
  });
});

describe('a test that does not run keeps none of its assertions', () => {
  const SKIPPED = `
import { expect, test } from '../support/fixtures.ts';
import { shots } from '../support/screenshots.ts';

async function openCard(page) {
  await expect(page.getByText('helper line')).toBeVisible();
}

async function openList(page) {
  await expect(page.getByText('list line')).toBeVisible();
}

test('runs', async ({ page }) => {
  await openList(page);
  await expect(page.getByText('A')).toBeVisible();
});

test.fixme('fixme', async ({ page }) => {
  await openCard(page);
  await expect(page.getByText('B')).toBeVisible();
  await shots(page, 'fixme-shot');
});

test.skip('skip', async ({ page }) => {
  await expect(page.getByText('C')).toBeVisible();
});

test('skips itself', async ({ page }) => {
  test.fixme();
  await expect(page.getByText('D')).toBeVisible();
});

test('skips on a condition', async ({ page, browserName }) => {
  test.skip(browserName === 'webkit', 'Chromium only');
  await expect(page.getByText('E')).toBeVisible();
});

test.describe.skip('a skipped group', () => {
  test('inside', async ({ page }) => {
    await expect(page.getByText('F')).toBeVisible();
  });
});
`;
  const parsed = extractSpec(SKIPPED, 'a.spec.ts');
  const byTitle = Object.fromEntries(parsed.tests.map((t) => [t.title, t]));

  it('lists test.fixme, test.skip, a bare test.fixme() and a skipped group as skipped, with no assertions', () => {
    for (const title of ['fixme', 'skip', 'skips itself', 'inside']) {
      expect(byTitle[title]).toMatchObject({ skipped: true, assertions: [] });
    }
    expect(byTitle.runs.skipped).toBeUndefined();
    expect(byTitle['skips on a condition'].assertions.map((a) => a.text)).toEqual([
      "getByText('E') toBeVisible",
    ]);
  });

  it("leaves a skipped test's lines out of the file's, and those of a helper only it calls", () => {
    expect(parsed.all.map((a) => a.text).sort()).toEqual([
      "getByText('A') toBeVisible",
      "getByText('E') toBeVisible",
      "getByText('list line') toBeVisible",
    ]);
  });

  it('shows the assertions of a test marked fixme since the old revision as missing', () => {
    const before = extractSpec(SKIPPED.replace("test.fixme('fixme'", "test('fixme'"), 'a.spec.ts');
    const result = compare({ before: [before], after: [parsed], map: {}, serverFile: () => null });
    expect(result.problems).toEqual([
      "a.spec.ts › fixme: missing getByText('B') toBeVisible",
      'a.spec.ts › fixme: missing screenshot: fixme-shot',
      "a.spec.ts › fixme: missing getByText('helper line') toBeVisible",
    ]);
    const markdown = renderMarkdown(result, { from: 'old', to: 'new' });
    expect(markdown).toContain('| a | fixme | 3 | same (skipped) | 0 |');
  });
});

/** A spec of one file, its tests given as `title: [assertion lines]`, as extractSpec returns. */
const spec = (name, tests, extra = []) => {
  const list = Object.entries(tests).map(([title, lines]) => ({
    describe: [],
    title,
    assertions: lines.map((text) => ({
      text,
      kind: text.startsWith('axe:')
        ? 'axe'
        : text.startsWith('screenshot:')
          ? 'screenshot'
          : 'expect',
    })),
  }));
  return {
    spec: name,
    tests: list,
    all: [...list.flatMap((t) => t.assertions), ...extra.map((text) => ({ text, kind: 'expect' }))],
  };
};

const run = (before, after, map = {}, server = {}) =>
  compare({ before, after, map, serverFile: (file) => server[file] ?? null });

describe('comparing two revisions test by test', () => {
  it('keeps an assertion whose locator starts from another variable after a set-up change', () => {
    const result = run(
      [spec('a.spec.ts', { t: ["page.getByRole('button') toBeVisible"] })],
      [spec('a.spec.ts', { t: ["dialog.getByRole('button') toBeVisible"] })],
    );
    expect(result.problems).toEqual([]);
    expect(result.totals.keptInTest).toBe(1);
  });

  it('names an assertion the new test no longer makes, and a line asserted twice that is now once', () => {
    const result = run(
      [spec('a.spec.ts', { t: ["x toHaveText('1')", 'y toBeVisible', 'y toBeVisible'] })],
      [spec('a.spec.ts', { t: ['y toBeVisible'] })],
    );
    expect(result.problems).toEqual([
      "a.spec.ts › t: missing x toHaveText('1')",
      'a.spec.ts › t: missing y toBeVisible',
    ]);
    expect(result.totals.missing).toBe(2);
  });

  it('finds a test moved to another spec by its title, and an assertion moved to another test of the home file', () => {
    const result = run(
      [spec('a.spec.ts', { moved: ['m toBeVisible', 'n toBeVisible'] })],
      [spec('b.spec.ts', { moved: ['m toBeVisible'], other: ['n toBeVisible'] })],
    );
    expect(result.problems).toEqual([]);
    expect(result.rows[0].homes.map((h) => h.where)).toEqual(['b.spec.ts']);
    expect(result.totals).toMatchObject({ keptInTest: 1, keptInFile: 1 });
  });

  it('counts axe and screenshots gathered into another spec as kept, but not other assertions', () => {
    const result = run(
      [spec('a.spec.ts', { t: ['axe: dialog', 'screenshot: dialog', 'z toBeVisible'] })],
      [
        spec('a.spec.ts', { t: [] }),
        spec('screens.spec.ts', { s: ['axe: dialog', 'screenshot: dialog', 'z toBeVisible'] }),
      ],
    );
    expect(result.totals.keptInTier).toBe(2);
    expect(result.problems).toEqual(['a.spec.ts › t: missing z toBeVisible']);
  });

  it('follows the mapping to a server test, and an assertion entry explains a line that moved', () => {
    const map = {
      tests: [
        {
          from: { spec: 'a.spec.ts', test: 'old' },
          to: { server: 's.test.ts', test: 'rule' },
          reason: 'time rule',
        },
      ],
      assertions: [
        {
          spec: 'a.spec.ts',
          test: 'old',
          assertion: 'Date.now()',
          home: 'within 24 ticks',
          reason: 'clock',
        },
      ],
    };
    const result = run(
      [spec('a.spec.ts', { old: ['state toBe(1)', 'Date.now() - t toBeLessThan(2)'] })],
      [spec('a.spec.ts', {})],
      map,
      { 's.test.ts': spec('s.test.ts', { rule: ['state toBe(1)'] }) },
    );
    expect(result.problems).toEqual([]);
    expect(result.totals).toMatchObject({ keptInTest: 1, moved: 1, homeless: 0 });
    expect(result.stale).toEqual([]);
  });

  it('says so when a test has no new home, or the mapping points to a test that is not there', () => {
    const map = {
      tests: [{ from: { spec: 'a.spec.ts', test: 'b' }, to: { spec: 'a.spec.ts', test: 'gone' } }],
    };
    const result = run([spec('a.spec.ts', { a: [], b: [] })], [spec('a.spec.ts', {})], map);
    expect(result.problems).toEqual([
      'a.spec.ts › a: no new home',
      "a.spec.ts › b: the mapping's home a.spec.ts › gone is not there",
      'a.spec.ts › b: no new home',
    ]);
  });

  it('renders one row per old test, naming what is missing, between markers the README keeps', () => {
    const result = run(
      [spec('a.spec.ts', { t: ['x toBe(1)', 'y toBe(`a|b`)'] })],
      [spec('a.spec.ts', { t: ['x toBe(1)'] })],
    );
    const markdown = renderMarkdown(result, { from: 'old', to: 'new' });
    expect(markdown).toContain('| a | t | 2 | same | 1 | **missing** `` y toBe(`a\\|b`) `` |');
    expect(markdown).toContain('**missing: 1**');
    const readme = replaceSection(`# e2e\n\n${START}\nold table\n${END}\nafter\n`, markdown);
    expect(readme).toBe(`# e2e\n\n${markdown}\nafter\n`);
    expect(replaceSection('# e2e\n', 'table')).toBe('# e2e\n\ntable\n');
  });
});

describe('the command on a repository', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'e2e-behaviours-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const script = path.join(path.dirname(fileURLToPath(import.meta.url)), 'e2eBehaviours.mjs');
  const git = (...args) => execFileSync('git', ['-C', dir, ...args], { encoding: 'utf8' });
  const commit = (source) => {
    writeFileSync(path.join(dir, 'e2e/tests/a.spec.ts'), source);
    git('add', '-A');
    git('-c', 'user.name=t', '-c', 'user.email=t@t', 'commit', '-qm', 'spec');
    return git('rev-parse', 'HEAD').trim();
  };
  const body = (lines) =>
    `import { expect, test } from '@playwright/test';\ntest('t', async ({ page }) => {\n${lines}\n});\n`;

  // Two runs of the command, each loading TypeScript's parser: seconds each, more on a busy machine.
  it('exits non-zero naming an assertion lost between two revisions, and 0 once the mapping explains it', () => {
    mkdirSync(path.join(dir, 'e2e/tests'), { recursive: true });
    git('init', '-q');
    const before = commit(
      body(
        "  await expect(page.getByText('A')).toBeVisible();\n  await expect(page.getByText('B')).toBeVisible();",
      ),
    );
    const after = commit(body("  await expect(page.getByText('A')).toBeVisible();"));
    const map = path.join(dir, 'map.json');
    writeFileSync(map, JSON.stringify({ tests: [], assertions: [] }));
    const cli = () =>
      spawnSync('node', [script, '--from', before, '--to', after, '--map', map, '--root', dir], {
        encoding: 'utf8',
      });
    const lost = cli();
    expect(lost.status).toBe(1);
    expect(lost.stderr).toContain("a.spec.ts › t: missing getByText('B') toBeVisible");
    expect(lost.stdout).toContain("**missing** `getByText('B') toBeVisible`");

    const entry = {
      spec: 'a.spec.ts',
      test: 't',
      assertion: "getByText('B')",
      home: 'b.spec',
      reason: 'moved',
    };
    writeFileSync(map, JSON.stringify({ tests: [], assertions: [entry] }));
    const explained = cli();
    expect(explained.status).toBe(0);
    expect(explained.stdout).toContain("`getByText('B') toBeVisible` → b.spec");
  }, 120_000);
});
