import { sql } from 'drizzle-orm';
import { seededRandom } from '@survey/domain/random';
import { INDEX_SNAPSHOT_FORMAT } from '@survey/domain/results/indexSnapshot';
import type { CrosstabResponse } from '@survey/domain/results/analysisContract';
import type { SummaryResponse } from '@survey/domain/results/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpUser, type SignedUpUser } from '../../../test/authHelpers.ts';
import { purchaseOk, readyTestSurvey } from '../../../test/orderHelpers.ts';
import { draftEditor } from '../../../test/questionnaireHelpers.ts';
import { respondentDriver, TEST_PANEL_SECRET } from '../../../test/respondentDriver.ts';
import { startOtherProcess, startTestApp, type TestApp } from '../../../test/testApp.ts';
import { errorCode } from '../../../test/graphqlHelpers.ts';
import { extensionsOf, purchase } from '../../../test/orderHelpers.ts';
import { respondentHttp } from '../../../test/respondentHttp.ts';
import { ok, translationsApi } from '../../../test/translationHelpers.ts';
import { signPanelLink } from '../respondent/panelLinks.ts';
import { exportClient } from '../exports/testing/exportClient.ts';

const API = '/v2/survey-results/api/v1.0';
const LOOP_ITEM = '{{pipe:loop-item}}';

/**
 * Issue 38 §2 over the API: a looped card across its items (the stacked `Q`) counted in
 * iterations, split by loop item; issue 38 §3: no quota on a looped question. Five respondents,
 * hand-counted (brands; gender; rating per brand):
 * r1 A,B; Male; A Good, B Bad   r2 A; Female; A Good   r3 B,C; Male; B Good, C Good
 * r4 A,C; Female; A Bad, C Bad  r5 none; Male (skips the loop)
 * => 7 iterations from 4 respondents, Good 4, Bad 3.
 */
describe('loop results over the API', () => {
  let t: TestApp;
  let ann: SignedUpUser;
  let s: Awaited<ReturnType<typeof loopSurvey>>;
  beforeAll(async () => {
    t = await startTestApp({ PANEL_LINK_SECRET: TEST_PANEL_SECRET });
    ann = await signUpUser(t);
    s = await loopSurvey();
  });
  afterAll(() => t.close());

  /** The ready question, 'Which brands?' (multi), 'Gender?', then S1 looping over the brands. */
  async function loopSurvey() {
    const draft = await readyTestSurvey(t, ann, { samplesNeeded: 100 });
    const edit = draftEditor(t, ann, draft);
    const question = async (position: number, text: string, options: string[], multi = false) => {
      const made = await edit.ok('addQuestion', {
        questionTypeCode: 'Basic',
        position,
        text,
        defaultOptionsCount: options.length,
        ...(multi && {
          setting: { questionSettingCode: 'BasicChoice', settingValue: 'multiple_choice' },
        }),
      });
      const lk = made.entry?.entryItem.questionLk ?? '';
      const ids: Record<string, string> = {};
      for (const [i, o] of (made.entry?.entryItem.responseOptions ?? []).entries()) {
        await edit.ok('updateResponseOption', {
          questionLk: lk,
          responseOptionLk: o.responseOptionLk,
          responseOptionValue: options[i],
        });
        ids[options[i] ?? ''] = o.responseOptionLk;
      }
      return { lk, number: made.number ?? 0, ids };
    };
    const brands = await question(1, 'Which brands?', ['Brand A', 'Brand B', 'Brand C'], true);
    // 'None of these' lets r5 go through no brand.
    await edit.ok('setQuestionnaireSettingValue', {
      questionLk: brands.lk,
      setting: { questionSettingCode: 'NoneOfThese', settingValue: 'enabled' },
    });
    const gender = await question(2, 'Gender?', ['Male', 'Female']);
    const section = (await edit.ok('addSection', { position: 3, name: 'Per brand' })).number ?? 0;
    const rate = await question(4, `Rate ${LOOP_ITEM}?`, ['Good', 'Bad']);
    await edit.ok('moveEntryToSection', {
      number: rate.number,
      sectionNumber: section,
      toPosition: 0,
    });
    return { ...draft, edit, section, brands, gender, rate };
  }

  it('refuses a quota on the looped question and a loop over a section holding a quota', async () => {
    const quota = (lk: string, option: string) => ({
      questionLk: lk,
      cells: [{ optionLks: [option], targetKind: 'count', target: 10 }],
    });
    // Before the loop: a quota on the card, then the loop is refused.
    await s.edit.ok('setQuestionQuota', quota(s.rate.lk, s.rate.ids.Good ?? ''));
    const loop = {
      number: s.section,
      sourceQuestionNumber: s.brands.number,
      items: null,
      maxIterations: 3,
      randomOrder: false,
    };
    expect(await s.edit.fails('setSectionLoop', loop)).toBe('QUOTA_ON_LOOPED_QUESTION');
    await s.edit.ok('setQuestionQuota', { questionLk: s.rate.lk, cells: [] });
    await s.edit.ok('setSectionLoop', loop);
    expect(await s.edit.fails('setQuestionQuota', quota(s.rate.lk, s.rate.ids.Good ?? ''))).toBe(
      'QUOTA_ON_LOOPED_QUESTION',
    );
  });

  async function post<T>(path: string, body: unknown, node: TestApp = t) {
    const res = await fetch(`${node.url}${API}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${ann.accessToken}` },
      body: JSON.stringify(body),
    });
    return { status: res.status, body: (await res.json()) as T & { reason?: string } };
  }
  const filter = (questionId: string, ...responseOptionIds: string[]) => ({
    questionId,
    matrixTitleId: null,
    responseOptionIds,
  });

  it('counts the looped card across its items in iterations, by loop item and by gender', async () => {
    await purchaseOk(t, ann, s.surveyId);
    const people: [string, string[], string, Record<string, string>][] = [
      ['r1', ['Brand A', 'Brand B'], 'Male', { 'Brand A': 'Good', 'Brand B': 'Bad' }],
      ['r2', ['Brand A'], 'Female', { 'Brand A': 'Good' }],
      ['r3', ['Brand B', 'Brand C'], 'Male', { 'Brand B': 'Good', 'Brand C': 'Good' }],
      ['r4', ['Brand A', 'Brand C'], 'Female', { 'Brand A': 'Bad', 'Brand C': 'Bad' }],
      ['r5', [], 'Male', {}],
    ];
    const driver = respondentDriver(t);
    for (const [id, chosen, sex, ratings] of people) {
      const end = await driver.walk(s.surveyId, id, seededRandom(5), {
        choose: (page) => {
          const pick = (text: string) => page.options.find((o) => o.label === text)?.id ?? '';
          const selected =
            page.title === 'Which brands?'
              ? chosen.map(pick)
              : page.title === 'Gender?'
                ? [pick(sex)]
                : page.title.startsWith('Rate ')
                  ? [pick(ratings[page.title.slice(5, -1)] ?? '')]
                  : null;
          if (selected && selected.length === 0) {
            return { kind: 'choice', selected: ['default:NoneOfThese'], texts: {} };
          }
          return selected ? { kind: 'choice', selected, texts: {} } : undefined;
        },
      });
      expect(end.page.kind).toBe('end');
    }

    const summary = await post<SummaryResponse>('/summary', {
      surveyId: s.surveyId,
      responseFilters: [],
    });
    expect(summary.status).toBe(200);
    const stackedOf = (r: SummaryResponse) => r.results.find((e) => e.id === s.rate.lk);
    const counts = (r: SummaryResponse) =>
      stackedOf(r)?.rows.map((row) => row.rowItems[0]?.completesFiltered);
    const stacked = stackedOf(summary.body);
    expect(summary.body.results.map((e) => e.label).filter((l) => l.startsWith('Q4'))).toEqual([
      'Q4',
      'Q4_L1',
      'Q4_L2',
      'Q4_L3',
    ]);
    expect([stacked?.text, stacked?.samplesCollected, stacked?.base]).toEqual([
      'Rate [Loop item]?',
      7,
      { unit: 'iterations', respondents: 4, respondentsFiltered: 4 },
    ]);
    expect(counts(summary.body)).toEqual([4, 3]);

    const loopId = `loop:${s.section}`;
    const byA = await post<SummaryResponse>('/summary', {
      surveyId: s.surveyId,
      responseFilters: [filter(loopId, s.brands.ids['Brand A'] ?? '')],
    });
    expect(byA.body.samplesCollectedFiltered).toBe(3);
    expect(stackedOf(byA.body)?.samplesCollectedFiltered).toBe(3);
    expect(counts(byA.body)).toEqual([2, 1]);

    const refused = await post<SummaryResponse>('/summary', {
      surveyId: s.surveyId,
      responseFilters: [filter(s.rate.lk, s.rate.ids.Good ?? '')],
    });
    expect([refused.status, refused.body.reason]).toEqual([400, 'NOT_FILTERABLE']);

    const crosstab = (banner: string) =>
      post<CrosstabResponse>('/crosstab', {
        surveyId: s.surveyId,
        row: { questionId: s.rate.lk, matrixTitleId: null },
        banner: [{ questionId: banner, matrixTitleId: null }],
        responseFilters: [],
      });
    const byItem = await crosstab(loopId);
    expect(byItem.status).toBe(200);
    expect(byItem.body.groups[0]?.columns.map((c) => [c.text, c.base])).toEqual([
      ['Loop item: Brand A', 3],
      ['Loop item: Brand B', 2],
      ['Loop item: Brand C', 2],
    ]);
    expect(byItem.body.rows.map((r) => [r.text, r.cells.map((c) => c.count)])).toEqual([
      ['Good', [4, 2, 1, 1]],
      ['Bad', [3, 1, 1, 1]],
    ]);
    expect([byItem.body.total.base, byItem.body.iterations]).toEqual([7, { respondents: 4 }]);
    const byGender = await crosstab(s.gender.lk);
    expect(byGender.body.rows.map((r) => r.cells.map((c) => c.count))).toEqual([
      [4, 3, 1],
      [3, 1, 2],
    ]);
  });

  it('a cold node answers the looped survey from the stored snapshot (format 2): no build, the same summary, loop-item filter and crosstab', async () => {
    const until = Date.now() + 30_000;
    for (;;) {
      const rows = await t.deps.database.db.execute<{ completes: number; format: number }>(
        sql`SELECT completes, format FROM results_index_snapshots WHERE survey_id = ${s.surveyId}`,
      );
      const row = rows.rows[0];
      if (row?.completes === 5 && row.format === INDEX_SNAPSHOT_FORMAT) break;
      if (Date.now() > until) throw new Error(`no looped snapshot: ${JSON.stringify(row)}`);
      await new Promise((r) => setTimeout(r, 50));
    }
    const reads = async (node: TestApp) => {
      const at = <T>(path: string, body: unknown) => post<T>(path, body, node);
      const summary = await at<SummaryResponse>('/summary', {
        surveyId: s.surveyId,
        responseFilters: [],
      });
      const byA = await at<SummaryResponse>('/summary', {
        surveyId: s.surveyId,
        responseFilters: [filter(`loop:${s.section}`, s.brands.ids['Brand A'] ?? '')],
      });
      const byItem = await at<CrosstabResponse>('/crosstab', {
        surveyId: s.surveyId,
        row: { questionId: s.rate.lk, matrixTitleId: null },
        banner: [{ questionId: `loop:${s.section}`, matrixTitleId: null }],
        responseFilters: [],
      });
      return [summary, byA, byItem];
    };
    const node = await startOtherProcess(t, { config: { RESULTS_WARM_ON_START: false } });
    try {
      const onCold = await reads(node);
      const builds = (await node.deps.observability.metrics.resultsIndexBuild.get()).values.find(
        (v) => v.metricName?.endsWith('_count'),
      )?.value;
      expect(builds ?? 0).toBe(0);
      expect(onCold).toEqual(await reads(t));
    } finally {
      await node.close();
    }
  });

  it('writes LONG raw data with the loop item of each iteration’s row; WIDE unchanged', async () => {
    const client = exportClient(() => t.url, ann.accessToken);
    const fileOf = async (dimension: 'LONG' | 'WIDE') => {
      const started = await client.start({
        survey_id: s.surveyId,
        dimension,
        fileformat: 'CSV_UNENCODED',
      });
      return client.download(await client.finished(String(started.body.exportId)));
    };
    const [header = [], ...records] = (await fileOf('LONG')).rows;
    expect(header.slice(-3)).toEqual(['variable', 'value', 'loop_item']);
    const at = (name: string) => header.indexOf(name);
    const rowsOf = (id: string) =>
      records
        .filter((r) => r[at('respondent_id')] === id)
        .map((r) => [r[at('variable')], r[at('value')], r[at('loop_item')]]);
    expect(rowsOf('r4').filter((r) => String(r[0]).startsWith('Q4'))).toEqual([
      ['Q4_L1', 'Bad', 'Brand A'],
      ['Q4_L3', 'Bad', 'Brand C'],
    ]);
    expect(rowsOf('r4').find((r) => r[0] === 'Q3')).toEqual(['Q3', 'Female', '']);
    const [wide = []] = (await fileOf('WIDE')).rows;
    expect(wide).not.toContain('loop_item');
    expect(wide).toEqual(expect.arrayContaining(['Q4_L1', 'Q4_L2', 'Q4_L3']));
  });

  it('translates a fixed list’s loop items: listed, required before launch, piped in the language', async () => {
    const draft = await readyTestSurvey(t, ann, { samplesNeeded: 3 });
    const edit = draftEditor(t, ann, draft);
    const section = (await edit.ok('addSection', { position: 1, name: 'Colours' })).number ?? 0;
    const card = await edit.ok('addQuestion', {
      questionTypeCode: 'FreeText',
      position: 2,
      text: `What about ${LOOP_ITEM}?`,
    });
    await edit.ok('moveEntryToSection', {
      number: card.number,
      sectionNumber: section,
      toPosition: 0,
    });
    await edit.ok('setSectionLoop', {
      number: section,
      sourceQuestionNumber: null,
      items: ['Red', 'Blue'],
      maxIterations: 2,
      randomOrder: false,
    });
    const api = translationsApi(t, ann, draft.surveyId);
    ok(await api.addLanguage('de'));
    const lines = ok(await api.status('de')).translationStatus;
    const items = lines.filter((l) => l.card === 'S1');
    expect(items.map((l) => [l.where, l.base, l.state])).toEqual([
      ['loop item 1', 'Red', 'missing'],
      ['loop item 2', 'Blue', 'missing'],
    ]);
    const german: Record<string, string> = { Red: 'Rot', Blue: 'Blau' };
    for (const l of lines.filter((x) => x.base !== 'Blue')) {
      const pipe = l.base.match(/\{\{pipe:[^}]+\}\}/)?.[0] ?? '';
      ok(
        await api.set(
          'de',
          l.key,
          german[l.base] ?? (pipe ? `Was ist mit ${pipe}?` : 'Auf Deutsch'),
        ),
      );
    }
    const refused = await purchase(t, ann, draft.surveyId);
    expect(errorCode(refused)).toBe('TRANSLATIONS_INCOMPLETE');
    expect(extensionsOf(refused).missing).toEqual([
      expect.objectContaining({ language: 'de', card: 'S1', where: 'loop item 2' }),
    ]);
    ok(await api.set('de', items[1]?.key ?? '', 'Blau'));
    await purchaseOk(t, ann, draft.surveyId);

    const http = respondentHttp(t, TEST_PANEL_SECRET);
    const fields = { surveyId: draft.surveyId, respondentId: 'r-de', supplierCode: 'SIMULATED' };
    const key = new TextEncoder().encode(TEST_PANEL_SECRET);
    let view = (
      await http.post('/sessions', { ...fields, signature: signPanelLink(key, fields), lang: 'de' })
    ).body;
    const titles: string[] = [];
    for (let n = 0; n < 5 && view.page.kind === 'entry'; n++) {
      titles.push(view.page.title ?? '');
      view = (await http.answerText(view, 'Gut')).body;
    }
    expect(titles.filter((x) => x.startsWith('Was ist mit'))).toEqual([
      'Was ist mit Rot?',
      'Was ist mit Blau?',
    ]);
  });
});
