import { sql } from 'drizzle-orm';
import { seededRandom } from '@survey/domain/random';
import type { SessionState } from '@survey/domain/respondent/engine/state';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpUser, type SignedUpUser } from '../../../test/authHelpers.ts';
import { purchaseOk, readyTestSurvey } from '../../../test/orderHelpers.ts';
import { draftEditor, readDraft, type EntryView } from '../../../test/questionnaireHelpers.ts';
import { respondentDriver, TEST_PANEL_SECRET } from '../../../test/respondentDriver.ts';
import { respondentHttp } from '../../../test/respondentHttp.ts';
import { startTestApp, type TestApp } from '../../../test/testApp.ts';
import { exportClient } from '../exports/testing/exportClient.ts';

const CONCEPTS = ['Concept A', 'Concept B', 'Concept C'];
const STARTS = 30;

/**
 * Issue 38 §1 over the API: sections built with the editor's mutations, and the runner's order
 * and k-of-n selection chosen at the start, stored with the session and balanced least-filled,
 * also when many respondents start at once.
 */
describe('sections, rotation and k of n over the API', () => {
  let t: TestApp;
  let ann: SignedUpUser;
  beforeAll(async () => {
    t = await startTestApp({ PANEL_LINK_SECRET: TEST_PANEL_SECRET });
    ann = await signUpUser(t);
  });
  afterAll(() => t.close());

  /** A bought survey: the ready question, then 3 rotating concept sections, 2 shown to each. */
  async function conceptSurvey(shown: number | null) {
    const draft = await readyTestSurvey(t, ann, { samplesNeeded: 100 });
    const edit = draftEditor(t, ann, draft);
    const sections: Record<string, number> = {};
    for (const [i, name] of CONCEPTS.entries()) {
      const added = await edit.ok('addSection', { position: 1 + i, name });
      const section = added.number ?? 0;
      sections[name] = section;
      const q = await edit.ok('addQuestion', {
        questionTypeCode: 'FreeText',
        position: 2 + i,
        text: `What do you think of ${name}?`,
      });
      await edit.ok('moveEntryToSection', {
        number: q.number,
        sectionNumber: section,
        toPosition: 0,
      });
      await edit.ok('setSectionRotation', {
        number: section,
        rotate: true,
        randomiseCards: false,
        pinnedCards: [],
      });
    }
    await edit.ok('setSectionsShown', { count: shown });
    return { ...draft, edit, sections };
  }

  const layoutsOf = async (surveyId: string) => {
    const rows = await t.deps.database.db.execute<{ respondent_id: string; state: SessionState }>(
      sql`select respondent_id, state from respondent_sessions where survey_id = ${surveyId}`,
    );
    return new Map(rows.rows.map((r) => [r.respondent_id, r.state.layout?.sections ?? []]));
  };

  it('builds sections with the editor mutations and refuses bad ones with typed errors', async () => {
    const s = await conceptSurvey(2);
    const draft = await readDraft<{ sectionsShown: number; entries: EntryView[] }>(
      t,
      ann,
      s.surveyId,
      `sectionsShown entries { number label entryType ... on SectionEntry { entryItem {
        name rotate randomiseCards pinnedCards entries { label } } } }`,
    );
    expect(draft.sectionsShown).toBe(2);
    expect(draft.entries.map((e) => e.label)).toEqual(['Q1', 'S1', 'S2', 'S3']);
    expect(draft.entries[1]?.entryItem).toEqual({
      name: 'Concept A',
      rotate: true,
      randomiseCards: false,
      pinnedCards: [],
      entries: [{ label: 'Q2' }],
    });
    const a = s.sections['Concept A'] ?? 0;
    const q1 = draft.entries[0]?.number ?? 0;
    expect(await s.edit.fails('setSectionsShown', { count: 0 })).toBe('INVALID_POSITION');
    expect(await s.edit.fails('renameSection', { number: q1, name: 'x' })).toBe(
      'SECTION_NOT_FOUND',
    );
    expect(
      await s.edit.fails('setSectionRotation', {
        number: a,
        rotate: true,
        randomiseCards: false,
        pinnedCards: [q1],
      }),
    ).toBe('PIN_REQUIRES_RANDOMISE');
    await s.edit.ok('renameSection', { number: a, name: 'Concept A (new pack)' });
    const removed = await s.edit.ok('deleteSection', { number: a, keepCards: true });
    expect(removed.number).toBeNull();
    const after = await readDraft(t, ann, s.surveyId);
    expect(after.entries.map((e) => e.label)).toEqual(['Q1', 'Q2', 'S1', 'S2']);
  });

  it('stores each session’s order at the start, balanced 2 of 3 under concurrent starts, and keeps it on resume', async () => {
    const s = await conceptSurvey(2);
    await purchaseOk(t, ann, s.surveyId);
    const http = respondentHttp(t, TEST_PANEL_SECRET);
    const replies = await Promise.all(
      Array.from({ length: STARTS }, (_, i) => http.start(s.surveyId, `rot-${i}`)),
    );
    expect(replies.map((r) => r.status)).toEqual(replies.map(() => 200));
    const layouts = await layoutsOf(s.surveyId);
    expect(layouts.size).toBe(STARTS);
    const counts = Object.values(s.sections).map(
      (n) => [...layouts.values()].filter((l) => l.includes(n)).length,
    );
    for (const l of layouts.values()) expect(new Set(l).size).toBe(2);
    // 60 places over 3 sections, each start taking the least-filled: 20 each.
    expect(counts).toEqual([20, 20, 20]);
    // Both orders of a pair occur: the order is drawn, not only the selection.
    const firsts = new Set([...layouts.values()].map((l) => l.join()));
    expect(firsts.size).toBeGreaterThan(3);

    // A respondent who comes back gets the same session and order.
    const again = await http.start(s.surveyId, 'rot-0');
    expect(again.body.sessionId).toBe(replies[0]?.body.sessionId);
    expect((await layoutsOf(s.surveyId)).get('rot-0')).toEqual(layouts.get('rot-0'));
  });

  it('filters results by "saw concept B" and "saw B first", counting completes as stored', async () => {
    const s = await conceptSurvey(2);
    await purchaseOk(t, ann, s.surveyId);
    const driver = respondentDriver(t);
    for (let i = 0; i < 9; i++) await driver.walk(s.surveyId, `done-${i}`, seededRandom(i));
    const layouts = [...(await layoutsOf(s.surveyId)).values()];
    const b = s.sections['Concept B'] ?? 0;
    const summary = async (questionId: string) => {
      const res = await fetch(`${t.url}/v2/survey-results/api/v1.0/summary`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${ann.accessToken}` },
        body: JSON.stringify({
          surveyId: s.surveyId,
          responseFilters: [
            { questionId, matrixTitleId: null, responseOptionIds: [`section:${b}`] },
          ],
        }),
      });
      expect(res.status).toBe(200);
      return (await res.json()) as {
        samplesCollected: number;
        samplesCollectedFiltered: number;
        results: { id: string; rows: { id: string; text: string }[] }[];
      };
    };
    const seen = await summary('sections:seen');
    expect(seen.samplesCollected).toBe(9);
    expect(seen.samplesCollectedFiltered).toBe(layouts.filter((l) => l.includes(b)).length);
    const first = await summary('sections:first');
    expect(first.samplesCollectedFiltered).toBe(layouts.filter((l) => l[0] === b).length);
    expect(seen.results.find((e) => e.id === 'sections:seen')?.rows.map((r) => r.text)).toEqual([
      'S1 Concept A',
      'S2 Concept B',
      'S3 Concept C',
    ]);

    // The raw-data export carries each section's display order (S{n}_order, missing if unseen).
    const client = exportClient(() => t.url, ann.accessToken);
    const started = await client.start({
      survey_id: s.surveyId,
      dimension: 'WIDE',
      fileformat: 'CSV_UNENCODED',
    });
    const file = await client.download(await client.finished(String(started.body.exportId)));
    const [header = [], ...rows] = file.rows;
    const byRespondent = await layoutsOf(s.surveyId);
    const at = (name: string) => header.indexOf(name);
    expect(['S1_order', 'S2_order', 'S3_order'].map(at).every((i) => i >= 0)).toBe(true);
    expect(rows).toHaveLength(9);
    for (const row of rows) {
      const layout = byRespondent.get(row[at('respondent_id')] ?? '') ?? [];
      const orders = CONCEPTS.map((c) => row[at(`S${CONCEPTS.indexOf(c) + 1}_order`)]);
      const expected = CONCEPTS.map((c) => {
        const place = layout.indexOf(s.sections[c] ?? 0);
        return place < 0 ? '' : String(place + 1);
      });
      expect(orders).toEqual(expected);
    }
  });

  it('walks the sections in the stored order and shows only the chosen ones', async () => {
    const s = await conceptSurvey(2);
    await purchaseOk(t, ann, s.surveyId);
    const driver = respondentDriver(t);
    const titles: string[] = [];
    const end = await driver.walk(s.surveyId, 'walker', seededRandom(5), {
      choose: (page) => {
        titles.push(page.title);
        return undefined;
      },
    });
    expect(end.page.kind).toBe('end');
    const layout = (await layoutsOf(s.surveyId)).get('walker') ?? [];
    const nameOf = (n: number) => CONCEPTS.find((c) => s.sections[c] === n);
    const concepts = titles.filter((x) => x.includes('Concept'));
    expect(concepts).toEqual(layout.map((n) => `What do you think of ${nameOf(n)}?`));
  });
});
