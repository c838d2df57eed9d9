// Reads one test file (a Playwright spec, or a vitest file a mapping entry names) with
// TypeScript's own parser and lists its tests, each with the assertions it makes: its `expect`
// calls, its axe checks ("axe: <screen>") and its screenshots ("screenshot: <name>"), including
// those of the file's own helper functions that the test calls (one level down) and of the
// `beforeEach` hooks around it. A test that does not run (`test.skip` / `test.fixme`, in a skipped
// group, or skipped by a bare `test.skip()` first thing) keeps none of its assertions: they are not
// made, so they count as missing wherever the comparison looks.
import ts from 'typescript';

const AXE_FUNCTION = 'expectNoSeriousA11yViolations';
const SHOTS_FUNCTION = 'shots';
/** The screens spec's check (support/screenCheck.ts): axe on `state`, then the `shot` screenshots. */
const SCREEN_FUNCTION = 'checkScreen';
/** Option objects that only say how long to wait: not part of what is asserted. */
const TIMING_KEYS = new Set(['timeout', 'intervals', 'message']);
const TEST_MODIFIERS = new Set(['only', 'skip', 'fixme', 'fail', 'slow']);
const DESCRIBE_MODIFIERS = new Set(['serial', 'parallel', 'only', 'skip', 'fixme']);
/** Modifiers that stop a test or a group from running. */
const SKIPPING = new Set(['skip', 'fixme']);

/** The local names that the file's imports give to `wanted` (an imported name), aliases too. */
function importedAs(file, wanted, fromModule = () => false) {
  const names = new Set();
  for (const statement of file.statements) {
    if (!ts.isImportDeclaration(statement)) continue;
    const module = statement.moduleSpecifier.text;
    const bindings = statement.importClause?.namedBindings;
    if (!bindings || !ts.isNamedImports(bindings)) continue;
    for (const element of bindings.elements) {
      const imported = (element.propertyName ?? element.name).text;
      if (wanted.has(imported) || fromModule(module)) names.add(element.name.text);
    }
  }
  return names;
}

/** `const expect = baseExpect.configure(...)` and the like make another name for `expect`. */
function derivedNames(file, names) {
  const visit = (node) => {
    if (
      ts.isVariableDeclaration(node) &&
      ts.isIdentifier(node.name) &&
      node.initializer &&
      ts.isCallExpression(node.initializer) &&
      ts.isPropertyAccessExpression(node.initializer.expression) &&
      ts.isIdentifier(node.initializer.expression.expression) &&
      names.has(node.initializer.expression.expression.text)
    )
      names.add(node.name.text);
    ts.forEachChild(node, visit);
  };
  visit(file);
  return names;
}

/** One line of code as a person would write it: quotes, spaces and awaits made uniform. */
export function tidy(text) {
  // Only what line breaks add is removed (prettier's trailing commas and indents): spaces and
  // commas inside strings and regular expressions are what is asserted.
  return text
    .replace(/,?\s*\n\s*([)\]}])/g, '$1')
    .replace(/([([{])\s*\n\s*/g, '$1')
    .replace(/\n\s*\./g, '.')
    .replace(/\s*\n\s*/g, ' ')
    .replace(/\bawait /g, '')
    .replace(/"([^"'\\]*)"/g, "'$1'")
    .replace(/(\d)_(?=\d)/g, '$1')
    .replace(/\bpage\./g, '')
    .trim();
}

const isTimingLiteral = (node) =>
  ts.isObjectLiteralExpression(node) &&
  node.properties.length > 0 &&
  node.properties.every((p) => p.name && TIMING_KEYS.has(p.name.getText()));

/**
 * Names of a spec file that hold only timing options (`const FIRST_LOAD = { timeout: 45_000 }`):
 * passed to a matcher, they are timing too.
 */
function timingConstsOf(file) {
  const names = new Set();
  for (const statement of file.statements) {
    if (!ts.isVariableStatement(statement)) continue;
    for (const d of statement.declarationList.declarations)
      if (ts.isIdentifier(d.name) && d.initializer && isTimingLiteral(d.initializer))
        names.add(d.name.text);
  }
  return names;
}

const isTimingOnly = (node, timingConsts) =>
  isTimingLiteral(node) || (ts.isIdentifier(node) && timingConsts.has(node.text));

const argsText = (args, timingConsts) =>
  args
    .filter((a) => !isTimingOnly(a, timingConsts))
    .map((a) => tidy(a.getText()))
    .join(', ');

/** The text of a string-ish argument: a literal's value, or the code of anything else. */
const textOf = (node) => {
  if (!node) return '';
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  if (ts.isTemplateExpression(node)) return node.getText().slice(1, -1);
  return tidy(node.getText());
};

/** The body of `() => x` / `async () => { return x; }` as the polled value. */
function polled(fn) {
  if (!fn || !(ts.isArrowFunction(fn) || ts.isFunctionExpression(fn)))
    return tidy(fn?.getText() ?? '');
  const body = fn.body;
  if (!ts.isBlock(body)) return tidy(body.getText());
  const last = body.statements.at(-1);
  if (body.statements.length === 1 && last && ts.isReturnStatement(last) && last.expression)
    return tidy(last.expression.getText());
  return tidy(body.getText());
}

/**
 * When `call` is the outer call of an expect chain (`expect(x).not.toBeVisible()`), its line:
 * `x not.toBeVisible`; otherwise null.
 */
function expectLine(call, expectNames, timingConsts) {
  if (!ts.isPropertyAccessExpression(call.expression)) return null;
  const matcher = call.expression.name.text;
  const modifiers = [];
  let node = call.expression.expression;
  while (ts.isPropertyAccessExpression(node)) {
    modifiers.unshift(node.name.text);
    node = node.expression;
  }
  if (!ts.isCallExpression(node)) return null;
  const head = node.expression;
  let subject;
  if (ts.isIdentifier(head) && expectNames.has(head.text)) {
    subject = node.arguments[0] ? tidy(node.arguments[0].getText()) : '';
  } else if (
    ts.isPropertyAccessExpression(head) &&
    ts.isIdentifier(head.expression) &&
    expectNames.has(head.expression.text)
  ) {
    const kind = head.name.text;
    if (kind === 'poll') subject = `poll(${polled(node.arguments[0])})`;
    else if (kind === 'soft') subject = node.arguments[0] ? tidy(node.arguments[0].getText()) : '';
    else return null;
  } else return null;
  const args = argsText(call.arguments, timingConsts);
  const chain = [...modifiers, matcher].join('.');
  return `${subject} ${chain}${args ? `(${args})` : ''}`;
}

/**
 * The assertions made directly in `root` (not in the helpers it calls), and the helpers called;
 * nodes in `skip` (the callbacks of tests that do not run) are not read.
 */
function scan(root, names, skip = new Set()) {
  const assertions = [];
  const calls = new Set();
  const visit = (node) => {
    if (skip.has(node)) return;
    if (ts.isCallExpression(node)) {
      const line = expectLine(node, names.expect, names.timing);
      if (line !== null) {
        assertions.push({ text: line, kind: 'expect' });
        return;
      }
      const callee = node.expression;
      if (ts.isIdentifier(callee)) {
        if (names.axe.has(callee.text))
          assertions.push({ text: `axe: ${textOf(node.arguments[1])}`, kind: 'axe' });
        else if (names.shots.has(callee.text))
          assertions.push({ text: `screenshot: ${textOf(node.arguments[1])}`, kind: 'screenshot' });
        else if (names.screen.has(callee.text)) {
          assertions.push({ text: `axe: ${textOf(node.arguments[1])}`, kind: 'axe' });
          assertions.push({ text: `screenshot: ${textOf(node.arguments[2])}`, kind: 'screenshot' });
        } else calls.add(callee.text);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(root);
  return { assertions, calls };
}

/** Functions the file declares, by name: `function f() {}` and `const f = () => ...`. */
function localFunctions(file) {
  const functions = new Map();
  const visit = (node) => {
    if (ts.isFunctionDeclaration(node) && node.name && !functions.has(node.name.text))
      functions.set(node.name.text, node);
    else if (
      ts.isVariableDeclaration(node) &&
      ts.isIdentifier(node.name) &&
      node.initializer &&
      (ts.isArrowFunction(node.initializer) || ts.isFunctionExpression(node.initializer)) &&
      !functions.has(node.name.text)
    )
      functions.set(node.name.text, node.initializer);
    ts.forEachChild(node, visit);
  };
  visit(file);
  return functions;
}

const callbackOf = (args) =>
  [...args].reverse().find((a) => ts.isArrowFunction(a) || ts.isFunctionExpression(a));

/** `test(...)`, `test.only(...)`, `it(...)`: a test; `test.describe.serial(...)`: a group; ... */
function classify(call, names) {
  const callee = call.expression;
  if (ts.isIdentifier(callee)) {
    if (names.test.has(callee.text)) return 'test';
    if (names.describe.has(callee.text)) return 'describe';
    if (names.hook.has(callee.text)) return 'beforeEach';
    return null;
  }
  if (!ts.isPropertyAccessExpression(callee)) return null;
  const parts = [];
  let node = callee;
  while (ts.isPropertyAccessExpression(node)) {
    parts.unshift(node.name.text);
    node = node.expression;
  }
  if (!ts.isIdentifier(node)) return null;
  const root = node.text;
  if (names.test.has(root)) {
    if (parts.length === 1 && TEST_MODIFIERS.has(parts[0])) return 'test';
    if (parts[0] === 'describe' && parts.slice(1).every((p) => DESCRIBE_MODIFIERS.has(p)))
      return 'describe';
    if (parts.length === 1 && parts[0] === 'beforeEach') return 'beforeEach';
  }
  if (names.describe.has(root) && parts.every((p) => DESCRIBE_MODIFIERS.has(p))) return 'describe';
  return null;
}

/** `test.skip('t', fn)`, `test.fixme('t', fn)`, `test.describe.skip('g', fn)`: declared not to run. */
function declaredSkipped(call) {
  for (let node = call.expression; ts.isPropertyAccessExpression(node); node = node.expression)
    if (SKIPPING.has(node.name.text)) return true;
  return false;
}

/**
 * A body whose own statements include `test.skip()` / `test.fixme()` with no condition (or `true`):
 * the test (or group) never runs. A condition (`test.skip(browserName !== 'chromium')`) is left to
 * the run: the tier runs in Chromium only, so such a test is counted as running.
 */
function skipsItself(body, names) {
  if (!ts.isBlock(body)) return false;
  return body.statements.some((s) => {
    if (!ts.isExpressionStatement(s) || !ts.isCallExpression(s.expression)) return false;
    const { expression: callee, arguments: args } = s.expression;
    return (
      ts.isPropertyAccessExpression(callee) &&
      ts.isIdentifier(callee.expression) &&
      names.test.has(callee.expression.text) &&
      SKIPPING.has(callee.name.text) &&
      (args.length === 0 || args[0].kind === ts.SyntaxKind.TrueKeyword)
    );
  });
}

/**
 * Every test of `source`, in file order: `{ describe: [..titles], title, assertions }`, each
 * assertion `{ text, kind: 'expect' | 'axe' | 'screenshot', via? }` (`via`: the helper function
 * or hook it is made in), and `skipped: true` on a test that does not run (its `assertions` are
 * then empty); and `all`, every assertion anywhere in the file outside the tests that do not run.
 */
export function extractSpec(source, spec) {
  const file = ts.createSourceFile(spec, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  const names = {
    timing: timingConstsOf(file),
    test: importedAs(file, new Set(['test', 'it'])),
    describe: importedAs(file, new Set(['describe'])),
    hook: importedAs(file, new Set(['beforeEach'])),
    expect: derivedNames(file, importedAs(file, new Set(['expect']))),
    axe: importedAs(file, new Set([AXE_FUNCTION]), (m) => /support\/axe(\.ts)?$/.test(m)),
    shots: importedAs(file, new Set([SHOTS_FUNCTION]), (m) =>
      /support\/screenshots(\.ts)?$/.test(m),
    ),
    screen: importedAs(file, new Set([SCREEN_FUNCTION])),
  };
  const functions = localFunctions(file);
  const helperAssertions = (name) =>
    scan(functions.get(name), names).assertions.map((a) => ({ ...a, via: name }));

  const tests = [];
  const inside = (node, outer) => node.pos >= outer.pos && node.end <= outer.end;
  /** Helpers declared outside `callback` that it calls, with their own assertions. */
  const called = (calls, callback) =>
    [...calls]
      .filter((name) => functions.has(name) && !inside(functions.get(name), callback))
      .flatMap(helperAssertions);
  // A `beforeEach` applies to every test of its group, wherever in the group it is written.
  const hooksOf = (container) =>
    container.statements
      .filter((s) => ts.isExpressionStatement(s) && ts.isCallExpression(s.expression))
      .map((s) => s.expression)
      .filter((call) => classify(call, names) === 'beforeEach')
      .map((call) => callbackOf(call.arguments))
      .filter(Boolean);
  /** The callbacks of tests that do not run: their assertions are in no list. */
  const notRun = new Set();
  const walk = (node, describe, hooks, skipped) => {
    if (ts.isCallExpression(node)) {
      const role = classify(node, names);
      const callback = callbackOf(node.arguments);
      if (role && callback) {
        if (role === 'beforeEach') return;
        const off = skipped || declaredSkipped(node) || skipsItself(callback.body, names);
        if (role === 'describe') {
          const first = node.arguments[0];
          const inner = first === callback ? describe : [...describe, textOf(first)];
          const scope = ts.isBlock(callback.body) ? [...hooks, ...hooksOf(callback.body)] : hooks;
          ts.forEachChild(callback.body, (child) => walk(child, inner, scope, off));
          return;
        }
        if (off) {
          notRun.add(callback);
          tests.push({ describe, title: textOf(node.arguments[0]), assertions: [], skipped: true });
          return;
        }
        const own = scan(callback.body, names);
        const fromHooks = hooks.flatMap((hook) => {
          const found = scan(hook.body, names);
          return [...found.assertions, ...called(found.calls, hook)].map((a) => ({
            ...a,
            via: a.via ?? 'beforeEach',
          }));
        });
        tests.push({
          describe,
          title: textOf(node.arguments[0]),
          assertions: [...fromHooks, ...own.assertions, ...called(own.calls, callback)],
        });
        return;
      }
    }
    ts.forEachChild(node, (child) => walk(child, describe, hooks, skipped));
  };
  walk(file, [], hooksOf(file), false);
  return { spec, tests, all: fileAssertions(file, names, functions, notRun) };
}

/**
 * Every assertion the file makes outside the tests that do not run: its code's own, and those of
 * the helper functions that code calls (at any depth), each helper once. A helper only a skipped
 * test calls asserts nothing.
 */
function fileAssertions(file, names, functions, notRun) {
  const bodies = [...functions.values()];
  const outside = (root) => new Set([...notRun, ...bodies.filter((f) => f !== root)]);
  const top = scan(file, names, outside(null));
  const assertions = [...top.assertions];
  const reached = new Set();
  const queue = [...top.calls];
  while (queue.length > 0) {
    const name = queue.pop();
    if (!functions.has(name) || reached.has(name)) continue;
    reached.add(name);
    const found = scan(functions.get(name), names, outside(functions.get(name)));
    assertions.push(...found.assertions);
    queue.push(...found.calls);
  }
  return assertions;
}
