import { sql } from 'drizzle-orm';
import { seededRandom } from '@survey/domain/random';
import type { SessionState } from '@survey/domain/respondent/engine/state';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpUser, type SignedUpUser } from '../../../test/authHelpers.ts';
import { purchaseOk, readyTestSurvey } from '../../../test/orderHelpers.ts';
import { draftEditor, readDraft, type EntryView } from '../../../test/questionnaireHelpers.ts';
import { respondentDriver, TEST_PANEL_SECRET } from '../../../test/respondentDriver.ts';
import { startTestApp, type TestApp } from '../../../test/testApp.ts';
import { exportClient } from '../exports/testing/exportClient.ts';

const BRANDS = ['Brand A', 'Brand B', 'Brand C'];
const LOOP_ITEM = '{{pipe:loop-item}}';

/**
 * Issue 38 §2 over the API: a section looped over an earlier multi select, set with the editor's
 * mutations; the runner walks it once per chosen brand with the brand piped, and each iteration's
 * answer is stored under its own page key (card + loop item).
 */
describe('loops over the API', () => {
  let t: TestApp;
  let ann: SignedUpUser;
  beforeAll(async () => {
    t = await startTestApp({ PANEL_LINK_SECRET: TEST_PANEL_SECRET });
    ann = await signUpUser(t);
  });
  afterAll(() => t.close());

  /** The ready question, 'Which brands?' (multi select), then S1 looping over it with one card. */
  async function brandSurvey() {
    const draft = await readyTestSurvey(t, ann, { samplesNeeded: 100 });
    const edit = draftEditor(t, ann, draft);
    const brands = await edit.ok('addQuestion', {
      questionTypeCode: 'Basic',
      position: 1,
      text: 'Which brands?',
      defaultOptionsCount: BRANDS.length,
      setting: { questionSettingCode: 'BasicChoice', settingValue: 'multiple_choice' },
    });
    const lk = brands.entry?.entryItem.questionLk ?? '';
    for (const [i, o] of (brands.entry?.entryItem.responseOptions ?? []).entries()) {
      await edit.ok('updateResponseOption', {
        questionLk: lk,
        responseOptionLk: o.responseOptionLk,
        responseOptionValue: BRANDS[i],
      });
    }
    const section = (await edit.ok('addSection', { position: 2, name: 'Per brand' })).number ?? 0;
    const card = await edit.ok('addQuestion', {
      questionTypeCode: 'FreeText',
      position: 3,
      text: `What do you think of ${LOOP_ITEM}?`,
    });
    await edit.ok('moveEntryToSection', {
      number: card.number,
      sectionNumber: section,
      toPosition: 0,
    });
    return { ...draft, edit, section, brandsNumber: brands.number ?? 0, card: card.number ?? 0 };
  }

  it('sets and clears a loop with the editor mutations and refuses bad ones with typed errors', async () => {
    const s = await brandSurvey();
    const loop = {
      sourceQuestionNumber: s.brandsNumber,
      items: null,
      maxIterations: 2,
      randomOrder: true,
    };
    expect(
      await s.edit.fails('setSectionLoop', { number: s.section, ...loop, sourceQuestionNumber: 1 }),
    ).toBe('LOOP_INVALID');
    expect(
      await s.edit.fails('setSectionLoop', { number: s.section, ...loop, items: ['Red'] }),
    ).toBe('LOOP_INVALID');
    expect(
      await s.edit.fails('setSectionLoop', {
        number: s.section,
        ...loop,
        sourceQuestionNumber: s.card,
      }),
    ).toBe('LOOP_INVALID');
    await s.edit.ok('setSectionLoop', { number: s.section, ...loop });
    const fields = `entries { number ... on SectionEntry { entryItem { loop {
      sourceQuestionLk items { text } maxIterations randomOrder } } } }`;
    const read = async () =>
      (await readDraft<{ entries: EntryView[] }>(t, ann, s.surveyId, fields)).entries.find(
        (e) => e.number === s.section,
      )?.entryItem.loop;
    const brandsLk = (await readDraft(t, ann, s.surveyId)).entries.find(
      (e) => e.number === s.brandsNumber,
    )?.entryItem.questionLk;
    expect(await read()).toEqual({
      sourceQuestionLk: brandsLk,
      items: null,
      maxIterations: 2,
      randomOrder: true,
    });
    await s.edit.ok('setSectionLoop', {
      number: s.section,
      ...loop,
      sourceQuestionNumber: null,
      items: ['Red', 'Green'],
      randomOrder: false,
    });
    expect(await read()).toEqual({
      sourceQuestionLk: null,
      items: [{ text: 'Red' }, { text: 'Green' }],
      maxIterations: 2,
      randomOrder: false,
    });
    await s.edit.ok('clearSectionLoop', { number: s.section });
    expect(await read()).toBeNull();
  });

  it('walks the section once per chosen brand with the brand piped and stores each iteration’s answer', async () => {
    const s = await brandSurvey();
    await s.edit.ok('setSectionLoop', {
      number: s.section,
      sourceQuestionNumber: s.brandsNumber,
      items: null,
      maxIterations: 5,
      randomOrder: false,
    });
    await purchaseOk(t, ann, s.surveyId);
    const driver = respondentDriver(t);
    const titles: string[] = [];
    const end = await driver.walk(s.surveyId, 'looper', seededRandom(3), {
      choose: (page) => {
        titles.push(page.title);
        if (page.title === 'Which brands?') {
          const ids = page.options.filter((o) => o.label !== 'Brand B').map((o) => o.id);
          return {
            kind: 'choice',
            selected: ids.filter((id) => !id.startsWith('default:')),
            texts: {},
          };
        }
        if (page.answerKind === 'text') return { kind: 'text', text: `about ${page.title}` };
        return undefined;
      },
    });
    expect(end.page.kind).toBe('end');
    expect(titles.filter((x) => x.startsWith('What do you think of Brand'))).toEqual([
      'What do you think of Brand A?',
      'What do you think of Brand C?',
    ]);
    const rows = await t.deps.database.db.execute<{ page_key: string; answer: { text?: string } }>(
      sql`select a.page_key, a.answer from respondent_answers a join respondent_sessions s
          on s.id = a.session_id where s.respondent_id = 'looper' and a.page_key like ${`entry:${s.card}%`}
          order by a.answered_at, a.page_key`,
    );
    const state = (
      await t.deps.database.db.execute<{ state: SessionState }>(
        sql`select state from respondent_sessions where respondent_id = 'looper'`,
      )
    ).rows[0]?.state;
    const items = state?.loops?.[String(s.section)] ?? [];
    expect(items).toHaveLength(2);
    expect(rows.rows.map((r) => [r.page_key, r.answer.text])).toEqual(
      items.map((item, i) => [
        `entry:${s.card}:loop:${item}`,
        `about What do you think of ${i === 0 ? 'Brand A' : 'Brand C'}?`,
      ]),
    );

    // A second respondent buys Brand B only.
    await driver.walk(s.surveyId, 'looper-b', seededRandom(4), {
      choose: (page) => {
        if (page.title !== 'Which brands?') return undefined;
        const b = page.options.find((o) => o.label === 'Brand B')?.id ?? '';
        return { kind: 'choice', selected: [b], texts: {} };
      },
    });

    // Results: one entry per loop item (Q3_L1 .. Q3_L3, the item in its title), based on the
    // iterations about that item, and 'Loop items' of S1, a filter 'Loop item: Brand A'.
    const summaryOf = async (responseFilters: unknown[]) => {
      const res = await fetch(`${t.url}/v2/survey-results/api/v1.0/summary`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${ann.accessToken}` },
        body: JSON.stringify({ surveyId: s.surveyId, responseFilters }),
      });
      expect(res.status).toBe(200);
      return (await res.json()) as {
        samplesCollected: number;
        samplesCollectedFiltered: number;
        results: {
          id: string;
          label: string;
          text: string;
          rows: { id: string; text: string }[];
        }[];
      };
    };
    const summary = await summaryOf([]);
    // The card across its items (s24-loopres: counted in iterations) comes first.
    const looped = summary.results.filter((e) => e.label.startsWith('Q3'));
    expect(looped.map((e) => [e.label, e.text])).toEqual([
      ['Q3', 'What do you think of [Loop item]?'],
      ...BRANDS.map((b, i) => [`Q3_L${i + 1}`, `What do you think of ${b}?`]),
    ]);
    const loopItems = summary.results.find((e) => e.id === `loop:${s.section}`);
    expect(loopItems?.rows.map((r) => r.text)).toEqual(BRANDS.map((b) => `Loop item: ${b}`));
    const brandA = loopItems?.rows[0]?.id ?? '';
    const filtered = await summaryOf([
      { questionId: `loop:${s.section}`, matrixTitleId: null, responseOptionIds: [brandA] },
    ]);
    expect([filtered.samplesCollected, filtered.samplesCollectedFiltered]).toEqual([2, 1]);

    // The wide raw data: a column group per loop item, named Q3_L{n}, labelled with the item.
    const client = exportClient(() => t.url, ann.accessToken);
    const started = await client.start({
      survey_id: s.surveyId,
      dimension: 'WIDE',
      fileformat: 'CSV_UNENCODED',
    });
    const file = await client.download(await client.finished(String(started.body.exportId)));
    const [header = [], ...records] = file.rows;
    const at = (name: string) => header.indexOf(name);
    const row = records.find((r) => r[at('respondent_id')] === 'looper') ?? [];
    expect(['Q3_L1', 'Q3_L2', 'Q3_L3'].map(at).every((i) => i >= 0)).toBe(true);
    expect(['Q3_L1', 'Q3_L2', 'Q3_L3'].map((n) => row[at(n)])).toEqual([
      'about What do you think of Brand A?',
      '',
      'about What do you think of Brand C?',
    ]);
  });
});
