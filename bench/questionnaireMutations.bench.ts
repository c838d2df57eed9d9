import { randomUUID } from 'node:crypto';
import pino from 'pino';
import type { QuestionEntry, Questionnaire } from '@survey/domain/questionnaire/model';
import {
  makeQuestionnaire,
  seededRandom,
} from '@survey/domain/questionnaire/testing/makeQuestionnaire';
import { flattenEntries } from '@survey/domain/questionnaire/walk';
import { SOLUTION_ID } from '@survey/domain/projects/constants';
import type { Viewer } from '@survey/server/src/http/viewer.ts';
import { systemClock } from '@survey/server/src/lib/clock.ts';
import { provisionUser } from '@survey/server/src/modules/auth/accounts.service.ts';
import { createProject } from '@survey/server/src/modules/projects/projects.service.ts';
import type { EditorMutationName } from '@survey/server/src/modules/questionnaire/editor.args.ts';
import { findAffected } from '@survey/server/src/modules/questionnaire/editor.affected.ts';
import { applyEditorMutation } from '@survey/server/src/modules/questionnaire/editor.service.ts';
import { loadDraft, QuestionnaireDrafts } from '@survey/server/src/modules/questionnaire/drafts.ts';
import { presentChange } from '@survey/server/src/modules/questionnaire/questionnaire.presenters.ts';
import { replaceDraft } from '@survey/server/src/modules/questionnaire/questionnaire.store.ts';
import { startBenchApp } from './lib/benchApp.ts';
import { startBenchDatabase } from './lib/benchDatabase.ts';
import { quantile, type Bench, type BenchRow } from './lib/stats.ts';

const ENTRIES = 300;
const SERVICE_RUNS = 500;
const HTTP_RUNS = 100;
const WARMUP = 20;
const TARGET = 'P4 median <= 10 ms, p95 <= 25 ms';
const EMAIL = 'bench-questionnaire@example.com';
const PASSWORD = 'bench password 123';
const OPS = ['edit question text', 'add option', 'move entry', 'duplicate question', 'set logic'];

type Call = { name: EditorMutationName; args: Record<string, unknown> };

/** The next call of kind `op` on the current draft (a realistic editor session). */
function planner(seed: number, movable: number[]) {
  const rnd = seededRandom(seed);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(rnd() * list.length)] as T;
  return (op: string, q: Questionnaire, questionnaireId: string): Call => {
    const all = flattenEntries(q.entries);
    const questions = all.filter((e): e is QuestionEntry => e.entryType === 'question');
    const basics = questions.filter((e) => e.entryItem.questionTypeCode === 'Basic');
    const base = { questionnaireId };
    switch (op) {
      case 'edit question text': {
        const e = pick(questions);
        const { questionLk, questionTypeCode } = e.entryItem;
        const text = `Edited ${Math.floor(rnd() * 1e6)}: how often do you buy coffee?`;
        return { name: 'updateQuestion', args: { ...base, questionLk, questionTypeCode, text } };
      }
      case 'add option': {
        const e = pick(basics).entryItem;
        const args = { ...base, questionLk: e.questionLk, position: e.responseOptions.length };
        return { name: 'addResponseOption', args: { ...args, responseOptionValue: 'Other' } };
      }
      case 'move entry': {
        const number = pick(movable);
        const toPosition = Math.floor(rnd() * q.entries.length);
        return { name: 'moveQuestionnaireEntry', args: { ...base, number, toPosition } };
      }
      case 'duplicate question': {
        const e = pick(questions);
        const args = { ...base, questionLk: e.entryItem.questionLk, position: e.position + 1 };
        return { name: 'duplicateQuestion', args };
      }
      default: {
        const source = pick(basics.filter((e) => e.position < 60));
        const later = all.filter((e) => e.entryType === 'question' && e.position > 120);
        const target = pick(later) as QuestionEntry;
        const lk = source.entryItem.responseOptions[0]?.responseOptionLk;
        const proposition = {
          questionResponseOption: {
            questionLk: source.entryItem.questionLk,
            responseOptionLks: [lk],
          },
        };
        return {
          name: 'setQuestionLogic',
          args: { ...base, questionLk: target.entryItem.questionLk, proposition },
        };
      }
    }
  };
}

function summarise(bench: string, name: string, times: number[]): BenchRow {
  const sorted = [...times].sort((a, b) => a - b);
  return {
    bench,
    case: name,
    runs: sorted.length,
    medianMs: quantile(sorted, 0.5),
    p95Ms: quantile(sorted, 0.95),
    target: TARGET,
  };
}

const CHANGE = (name: string, vars: string, call: string) =>
  `mutation M(${vars}) { ${name}(${call}) { version number } }`;
const HTTP_DOCS: Partial<Record<EditorMutationName, string>> = {
  updateQuestion: CHANGE(
    'updateQuestion',
    '$questionnaireId: ID!, $questionLk: ID!, $questionTypeCode: QuestionTypeCode!, $text: String!',
    'questionnaireId: $questionnaireId, questionLk: $questionLk, questionTypeCode: $questionTypeCode, text: $text',
  ),
  addResponseOption: CHANGE(
    'addResponseOption',
    '$questionnaireId: ID!, $questionLk: ID!, $position: Int!, $responseOptionValue: String',
    'questionnaireId: $questionnaireId, questionLk: $questionLk, position: $position, responseOptionValue: $responseOptionValue',
  ),
  moveQuestionnaireEntry: CHANGE(
    'moveQuestionnaireEntry',
    '$questionnaireId: ID!, $number: Int!, $toPosition: Int!',
    'questionnaireId: $questionnaireId, number: $number, toPosition: $toPosition',
  ),
  duplicateQuestion: CHANGE(
    'duplicateQuestion',
    '$questionnaireId: ID!, $questionLk: ID!, $position: Int!',
    'questionnaireId: $questionnaireId, questionLk: $questionLk, position: $position',
  ),
  setQuestionLogic: CHANGE(
    'setQuestionLogic',
    '$questionnaireId: ID!, $questionLk: ID!, $proposition: PropositionInput!',
    'questionnaireId: $questionnaireId, questionLk: $questionLk, proposition: $proposition',
  ),
};

/** P4: the editor's mutation mix on a 300-entry draft, through the service and over HTTP. */
const bench: Bench = async () => {
  const db = await startBenchDatabase();
  const log = pino({ level: 'silent' });
  // Snapshots are written behind as in production (timers and the replay bound both on).
  const drafts = new QuestionnaireDrafts(db.database.db, log);
  const ctx = { db: db.database.db, clock: systemClock, drafts };
  try {
    const user = await provisionUser(ctx, {
      email: EMAIL,
      firstName: 'Bench',
      lastName: 'User',
      accountName: 'Bench Ltd',
      password: PASSWORD,
    });
    const viewer: Viewer = { userId: user.userId, accountId: user.accountId, email: EMAIL };
    const project = await createProject(ctx, viewer, {
      name: 'Questionnaire bench',
      accountId: viewer.accountId,
      solutionId: SOLUTION_ID,
      creator: EMAIL,
    });
    const surveyId = project.surveys[0]?.id ?? '';
    const questionnaireId = randomUUID();
    let doc: Questionnaire = { ...makeQuestionnaire(ENTRIES, 42), questionnaireId };
    await replaceDraft(ctx.db, surveyId, doc, new Date());
    // Plain text cards to drag around (moving one never breaks routing or logic).
    const movable: number[] = [];
    for (let i = 0; i < 20; i++) {
      const args = { questionnaireId, position: (i * 15) % ENTRIES, title: `Note ${i}` };
      doc = (await applyEditorMutation(ctx, viewer, 'addTextCard', args)).after;
      movable.push(doc.lastEntryNumber);
    }
    const plan = planner(7, movable);
    const run = async (op: string) => {
      const call = plan(op, doc, questionnaireId);
      const start = performance.now();
      const outcome = await applyEditorMutation(ctx, viewer, call.name, call.args);
      presentChange(outcome, findAffected(outcome.before, outcome.after, outcome.args));
      const ms = performance.now() - start;
      doc = outcome.after;
      return ms;
    };
    for (let i = 0; i < WARMUP; i++) await run(OPS[i % OPS.length] ?? '');
    const times = new Map<string, number[]>(OPS.map((op) => [op, []]));
    for (let i = 0; i < SERVICE_RUNS; i++) {
      const op = OPS[i % OPS.length] ?? '';
      times.get(op)?.push(await run(op));
    }
    const serviceStats = { ...drafts.snapshotStats };
    console.log(
      `service phase: ${WARMUP + SERVICE_RUNS} mutations; snapshots written behind: ` +
        `${serviceStats.written} (skipped ${serviceStats.skipped}, failed ${serviceStats.failed}), ` +
        `inside a mutation (replay bound): ${serviceStats.inline}`,
    );
    const service = 'questionnaireMutations (service)';
    const rows = OPS.map((op) => summarise(service, op, times.get(op) ?? []));
    rows.push(
      summarise(
        service,
        `all ${doc.entries.length} entries at the end`,
        [...times.values()].flat(),
      ),
    );

    const app = await startBenchApp(db, log, { email: EMAIL, password: PASSWORD });
    try {
      const { base, accessToken } = app;
      const http: number[] = [];
      for (let i = 0; i < HTTP_RUNS; i++) {
        const call = plan(OPS[i % OPS.length] ?? '', doc, questionnaireId);
        const start = performance.now();
        const res = await fetch(`${base}/v3/questionnaire/graphql`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${accessToken}` },
          body: JSON.stringify({ query: HTTP_DOCS[call.name], variables: call.args }),
        });
        const body = (await res.json()) as { errors?: unknown };
        http.push(performance.now() - start);
        if (res.status !== 200 || body.errors) throw new Error(JSON.stringify(body));
        doc = (await loadDraft(ctx, surveyId))?.document ?? doc;
      }
      rows.push(summarise('questionnaireMutations (HTTP GraphQL)', 'mix, version + number', http));
    } finally {
      await app.close();
    }
    return rows;
  } finally {
    await drafts.close();
    await db.stop();
  }
};

export default bench;
