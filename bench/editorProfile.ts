import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Request } from '@playwright/test';
import { startEditorBench } from './lib/editorBench.ts';

/**
 * Diagnostics for P5 (not a bench: `npx tsx editorProfile.ts` in bench/): where the editor's open
 * time goes. Opens the same 300-entry questionnaire as editorBrowser.bench.ts with a CPU profile
 * (written to .test-results/editor-open.cpuprofile, loadable in Chrome DevTools) and prints the
 * request waterfall, the heaviest functions (self and by script) and the server's time for the
 * draft query over HTTP.
 */
const EMAIL = 'bench-editor-profile@example.com';
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const outDir = path.join(root, '.test-results');
const EDITOR_DRAFT_QUERY = path.join(
  root,
  'apps/web/src/features/questionnaire/graphql/draftQuestionnaire.questionnaire.graphql',
);

/** As in editorBrowser.bench.ts, plus the long tasks and the cards mounted at that time. */
const WATCH_INTERACTIVE = `
  window.benchLongTasks = [];
  new PerformanceObserver((list) => {
    for (const e of list.getEntries())
      window.benchLongTasks.push([Math.round(e.startTime), Math.round(e.duration)]);
  }).observe({ type: 'longtask', buffered: true });
  const observer = new MutationObserver(() => {
    if (!document.querySelector('article [contenteditable="true"]')) return;
    observer.disconnect();
    window.benchFirstCardAt = performance.now();
    performance.mark('bench-first-card');
    window.benchCardsAtFirst = document.querySelectorAll('article').length;
    requestAnimationFrame(() => setTimeout(() => {
      window.benchCardsAtInteractive = document.querySelectorAll('article').length;
      window.benchInteractiveAt = performance.now();
    }));
  });
  observer.observe(document, { childList: true, subtree: true, attributes: true,
    attributeFilter: ['contenteditable'] });`;

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
  children?: number[];
}
interface CpuProfile {
  nodes: ProfileNode[];
  startTime: number;
  endTime: number;
  samples: number[];
  timeDeltas: number[];
}

function operationOf(request: Request): string {
  const body = request.postData();
  if (!body) return '';
  try {
    return String((JSON.parse(body) as { operationName?: string }).operationName ?? '');
  } catch {
    return '';
  }
}

const frameName = (frame: ProfileNode['callFrame']) =>
  `${frame.functionName || '(anonymous)'} ${frame.url.split('/').pop() || '(native)'}:${frame.lineNumber + 1}`;

/**
 * Self and total (inclusive) time per function and self time per script, in ms, the heaviest
 * first; only samples taken `fromMs` or later after the profile started.
 */
function summarise(profile: CpuProfile, top: number, fromMs = 0): string {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map<number, number>();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const self = new Map<number, number>();
  let at = 0;
  profile.samples.forEach((id, i) => {
    at += (profile.timeDeltas[i] ?? 0) / 1000;
    if (at < fromMs) return;
    self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0) / 1000);
  });
  const byFunction = new Map<string, number>();
  const total = new Map<string, number>();
  const byScript = new Map<string, number>();
  for (const [id, ms] of self) {
    const frame = byId.get(id)?.callFrame;
    if (!frame) continue;
    const file = frame.url.split('/').pop() || '(native)';
    byFunction.set(frameName(frame), (byFunction.get(frameName(frame)) ?? 0) + ms);
    byScript.set(file, (byScript.get(file) ?? 0) + ms);
    // Each function on the stack counts once per sample (recursion must not double it).
    const seen = new Set<string>();
    for (let n: number | undefined = id; n !== undefined; n = parent.get(n)) {
      const f = byId.get(n)?.callFrame;
      if (!f) continue;
      const name = frameName(f);
      if (seen.has(name)) continue;
      seen.add(name);
      total.set(name, (total.get(name) ?? 0) + ms);
    }
  }
  const list = (m: Map<string, number>) =>
    [...m]
      .sort((a, b) => b[1] - a[1])
      .slice(0, top)
      .map(([k, v]) => `  ${v.toFixed(1).padStart(8)} ms  ${k}`)
      .join('\n');
  return `self time by script:\n${list(byScript)}\n\nself time by function:\n${list(byFunction)}\n\ntotal time by function:\n${list(total)}`;
}

/** Chromium's top-level task on a thread (category `toplevel`). */
const RUN_TASK = 'ThreadControllerImpl::RunTask';

interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  tdur?: number;
}

/**
 * The renderer main thread's own CPU time (trace `tdur`, not wall time) in top-level tasks
 * between two page times (ms from navigation): unlike the profile's samples it does not grow
 * when other processes take the cores, so it compares builds on a busy machine. The page marks
 * `bench-first-card` on its main thread, which ties the trace's clock to the page's.
 */
function mainThreadCpu(trace: Buffer, fromMs: number, toMs: number, markAtMs: number) {
  const events = (JSON.parse(trace.toString('utf8')) as { traceEvents: TraceEvent[] }).traceEvents;
  const mark = events.find((e) => e.name === 'bench-first-card');
  if (!mark) return null;
  const at = (ms: number) => mark.ts - (markAtMs - ms) * 1000;
  let cpuMs = 0;
  let tasks = 0;
  for (const e of events) {
    if (e.name !== RUN_TASK || e.ph !== 'X' || e.pid !== mark.pid || e.tid !== mark.tid) continue;
    if (e.ts < at(fromMs) || e.ts > at(toMs)) continue;
    cpuMs += (e.tdur ?? e.dur ?? 0) / 1000;
    tasks += 1;
  }
  return { cpuMs, tasks };
}

async function main(): Promise<void> {
  mkdirSync(outDir, { recursive: true });
  const editor = await startEditorBench({ email: EMAIL, projectName: 'Editor profile' });
  const { app, surveyId } = editor;
  try {
    // The server's time for the draft query at 300 entries, over HTTP (after a warm-up): the
    // version alone (authorisation and the draft's load) and the editor's own document (the
    // whole draft through GraphQL's execution and JSON), so their difference is the payload's.
    const versionOnly = `query draftQuestionnaire($surveyId: ID!) {
        draftQuestionnaire(surveyId: $surveyId) { surveyId version } }`;
    const editorDocument = readFileSync(EDITOR_DRAFT_QUERY, 'utf8');
    const timeDraft = async (query: string) => {
      const started = performance.now();
      const res = await fetch(`${app.base}/v3/questionnaire/graphql`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'accept-encoding': 'gzip',
          authorization: `Bearer ${app.accessToken}`,
        },
        body: JSON.stringify({ query, variables: { surveyId } }),
      });
      const body = await res.text();
      if (!res.ok || body.includes('"errors"'))
        throw new Error(`draft query: ${body.slice(0, 300)}`);
      return performance.now() - started;
    };
    for (const [name, query] of [
      ['version only', versionOnly],
      ['the editor’s whole document', editorDocument],
    ] as const) {
      for (let i = 0; i < 3; i += 1) await timeDraft(query);
      const times: number[] = [];
      for (let i = 0; i < 11; i += 1) times.push(await timeDraft(query));
      times.sort((a, b) => a - b);
      console.log(`draft query (${name}) over HTTP: median ${times[5]?.toFixed(1)} ms`);
    }

    const runs = Number(process.env.RUNS ?? 2);
    for (let run = 0; run < runs; run += 1) {
      const context = await editor.newContext();
      const page = await context.newPage();
      await page.addInitScript({ content: WATCH_INTERACTIVE });
      const cdp = await context.newCDPSession(page);
      await cdp.send('Profiler.enable');
      await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
      await cdp.send('Profiler.start');
      const browser = context.browser();
      await browser?.startTracing(page, { categories: ['toplevel', 'blink.user_timing'] });
      const waterfall: string[] = [];
      let draftRequest: { headers: Record<string, string>; body: string } | null = null;
      page.on('requestfinished', (request) => {
        const timing = request.timing();
        const op = operationOf(request);
        if (op === 'DraftQuestionnaire')
          draftRequest = { headers: request.headers(), body: request.postData() ?? '' };
        waterfall.push(
          `${timing.startTime.toFixed(0)}\t${(timing.requestStart >= 0 ? timing.requestStart : 0).toFixed(0)}\t${timing.responseEnd.toFixed(0)}\t${request.method()} ${request.url().replace(app.base, '')} ${op}`,
        );
      });
      await page.goto(`${app.base}/survey/${surveyId}/questionnaire`);
      const interactive = await page.waitForFunction('window.benchInteractiveAt', undefined, {
        timeout: 30_000,
        polling: 50,
      });
      const { profile } = (await cdp.send('Profiler.stop')) as { profile: CpuProfile };
      const trace = await browser?.stopTracing();
      if (trace) writeFileSync(path.join(outDir, `editor-open-${run + 1}.trace.json`), trace);
      if (run === 0) await page.screenshot({ path: path.join(outDir, 'editor-open.png') });
      const marks = await page.evaluate(`(() => {
          const nav = performance.getEntriesByType('navigation')[0];
          return { navStart: performance.timeOrigin, dcl: nav.domContentLoadedEventEnd,
            firstCard: Math.round(window.benchFirstCardAt), cards: window.benchCardsAtFirst,
            cardsAtInteractive: window.benchCardsAtInteractive,
            sidebarRows: document.querySelectorAll('nav li').length,
            longTasks: window.benchLongTasks,
            resources: performance.getEntriesByType('resource').map((r) =>
              [r.name.split('/').slice(3).join('/'), Math.round(r.startTime),
               Math.round(r.requestStart), Math.round(r.responseStart), Math.round(r.responseEnd)]) };
        })()`);
      console.log(
        `\n=== open ${run + 1}: interactive at ${String(await interactive.jsonValue())} ms`,
      );
      console.log(
        'resources (start, requestStart, responseStart, responseEnd; ms from navigation):',
      );
      for (const r of (marks as { resources: unknown[][] }).resources)
        console.log(`  ${r.slice(1).join('\t')}\t${String(r[0])}`);
      const m = marks as {
        dcl: number;
        firstCard: number;
        cards: number;
        cardsAtInteractive: number;
        sidebarRows: number;
        longTasks: number[][];
      };
      console.log(
        `DOMContentLoaded ${m.dcl.toFixed(0)} ms; first card in the DOM at ${m.firstCard} ms with ${m.cards} cards and ${m.sidebarRows} sidebar rows; ${m.cardsAtInteractive} cards when interactive`,
      );
      console.log(`long tasks (start, duration): ${m.longTasks.map((t) => t.join('+')).join(' ')}`);
      console.log(`requests (wall start ms since epoch, ...):\n  ${waterfall.join('\n  ')}`);
      const draftAnswered = Math.max(
        0,
        ...(marks as { resources: unknown[][] }).resources
          .filter((r) => String(r[0]).startsWith('v3/questionnaire'))
          .map((r) => Number(r[4])),
      );
      const cpu = trace ? mainThreadCpu(trace, draftAnswered, m.firstCard, m.firstCard) : null;
      console.log(
        cpu
          ? `main thread CPU from the draft's answer to the first card: ${cpu.cpuMs.toFixed(0)} ms in ${cpu.tasks} tasks`
          : 'main thread CPU: no trace',
      );
      const top = Number(process.env.TOP ?? 40);
      console.log(`--- whole open\n${summarise(profile, top)}`);
      console.log(
        `--- after the draft answer (${draftAnswered} ms)\n${summarise(profile, top, draftAnswered)}`,
      );
      writeFileSync(
        path.join(outDir, `editor-open-${run + 1}.cpuprofile`),
        JSON.stringify(profile),
      );
      if (run === 0 && draftRequest) {
        const { headers, body } = draftRequest as {
          headers: Record<string, string>;
          body: string;
        };
        const times: number[] = [];
        for (let i = 0; i < 8; i += 1) {
          const started = performance.now();
          const res = await fetch(`${app.base}/v3/questionnaire/graphql`, {
            method: 'POST',
            headers: { ...headers, authorization: `Bearer ${app.accessToken}` },
            body,
          });
          const text = await res.text();
          times.push(performance.now() - started);
          if (i === 0)
            console.log(`draft query answer: ${text.length} bytes, status ${res.status}`);
        }
        times.sort((a, b) => a - b);
        console.log(
          `full draft query over HTTP (the page's own request, 8 times): min ${times[0]?.toFixed(1)} median ${times[4]?.toFixed(1)} ms`,
        );
      }
      await context.close();
    }
  } finally {
    await editor.close();
  }
}

await main();
