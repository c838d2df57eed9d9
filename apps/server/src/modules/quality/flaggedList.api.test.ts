import fc from 'fast-check';
import { flaggedCompletes, type StoredQuality } from '@survey/domain/quality/flaggedCompletes';
import {
  QUALITY_REASONS,
  type QualityFlag,
  type QualityReason,
  type QualityResponse,
} from '@survey/domain/results/analysisContract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpUser, type SignedUpUser } from '../../../test/authHelpers.ts';
import { readyTestSurvey } from '../../../test/orderHelpers.ts';
import { startTestApp, type TestApp } from '../../../test/testApp.ts';
import { flaggedReasons } from './flaggedList.store.ts';

const API = '/v2/survey-results/api/v1.0';
const START = Date.UTC(2026, 10, 1);

/** A complete as stored, with where else its respondent completed and whether it is excluded. */
interface Spec {
  sessionId: string;
  respondent: string;
  supplier: string;
  lengthMs: number;
  /** Minutes and milliseconds after START: ties and near-ties of completion time. */
  minute: number;
  ms: number;
  device: string | null;
  texts: { label: string; hash: string }[];
  flags: QualityFlag[];
  excluded: boolean;
}

const spec = fc.record({
  sessionId: fc.uuid({ version: 4 }),
  respondent: fc.constantFrom('r1', 'r2', 'r3', 'r4', 'r5', 'r6', 'r7', 'r8', 'r9'),
  supplier: fc.constantFrom('lucid', 'cint'),
  lengthMs: fc.oneof(fc.integer({ min: 0, max: 600_000 }), fc.constantFrom(0, 1, 100_000, 300_000)),
  minute: fc.integer({ min: 0, max: 5 }),
  ms: fc.constantFrom(0, 1, 999),
  device: fc.option(fc.constantFrom('d1', 'd2', 'd3', 'd4', 'd5', 'd6'), { nil: null }),
  texts: fc.array(
    fc.record({
      label: fc.constantFrom('Q3', 'Q7'),
      hash: fc.constantFrom('h1', 'h2', 'h3', 'h4'),
    }),
    { maxLength: 3 },
  ),
  flags: fc.subarray([
    { reason: 'STRAIGHT_LINER', detail: 'Answered every row of Q4 with "Agree".' },
    { reason: 'GIBBERISH_TEXT', detail: 'The answer to Q7 repeats one character.' },
    { reason: 'DUPLICATE_RESPONDENT', detail: 'stored' },
  ] satisfies QualityFlag[]),
  excluded: fc.boolean(),
});

interface Elsewhere {
  sessionId: string;
  respondent: string;
  supplier: string;
  /** The account's other survey, or another account's. */
  ours: boolean;
}

/** Where the same respondent completed outside the survey. */
const elsewhere = fc.uniqueArray(
  fc.record({
    sessionId: fc.uuid({ version: 4 }),
    respondent: fc.constantFrom('r1', 'r2', 'r3', 'r4'),
    supplier: fc.constantFrom('lucid', 'cint'),
    ours: fc.boolean(),
  }),
  { selector: (s) => s.sessionId, maxLength: 6 },
);

describe('the flagged list worked out in PostgreSQL is the domain rule (flaggedCompletes)', () => {
  let t: TestApp;
  let ann: SignedUpUser;
  let surveyId: string;
  let otherSurveyId: string;
  let foreignSurveyId: string;

  beforeAll(async () => {
    t = await startTestApp();
    ann = await signUpUser(t);
    const bob = await signUpUser(t);
    surveyId = (await readyTestSurvey(t, ann)).surveyId;
    otherSurveyId = (await readyTestSurvey(t, ann)).surveyId;
    foreignSurveyId = (await readyTestSurvey(t, bob)).surveyId;
  }, 120_000);

  afterAll(async () => {
    await t?.close();
  });

  /** Replaces the stored completes of the three surveys and the survey's exclusions. */
  async function store(specs: Spec[], others: Elsewhere[]) {
    const pool = t.deps.database.pool;
    const ids = [surveyId, otherSurveyId, foreignSurveyId];
    await pool.query('DELETE FROM respondent_sessions WHERE survey_id = ANY($1)', [ids]);
    await pool.query('DELETE FROM complete_exclusions WHERE survey_id = $1', [surveyId]);
    const rows = [
      ...specs.map((s) => ({ ...s, survey: surveyId })),
      ...others.map((o) => ({
        sessionId: o.sessionId,
        respondent: o.respondent,
        supplier: o.supplier,
        survey: o.ours ? otherSurveyId : foreignSurveyId,
        lengthMs: 1000,
        minute: 0,
        ms: 0,
        device: null,
        texts: [],
        flags: [],
        excluded: false,
      })),
    ];
    for (const r of rows) {
      // A session's respondent is unique in its survey; the quality row names the panel's one.
      const at = new Date(START + r.minute * 60_000 + r.ms);
      await pool.query(
        `INSERT INTO respondent_sessions (id, survey_id, respondent_id, supplier_code, status, started_at, completed_at, length_ms)
         VALUES ($1, $2, $3, $4, 'complete', $5, $5, $6)`,
        [r.sessionId, r.survey, r.sessionId, r.supplier, at, r.lengthMs],
      );
      await pool.query(
        `INSERT INTO complete_quality_flags (session_id, survey_id, respondent_id, supplier_code,
           fingerprint, length_ms, completed_at, flags, text_hashes)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
        [
          r.sessionId,
          r.survey,
          r.respondent,
          r.supplier,
          r.device,
          r.lengthMs,
          at,
          JSON.stringify(r.flags),
          JSON.stringify(r.texts),
        ],
      );
      if (r.excluded) {
        await pool.query(
          `INSERT INTO complete_exclusions (survey_id, session_id, excluded_by, excluded_at)
           VALUES ($1, $2, $3, now())`,
          [surveyId, r.sessionId, ann.userId],
        );
      }
    }
  }

  /** The reference: the domain's list over every stored complete, as the route read it before. */
  function reference(specs: Spec[], others: Elsewhere[]) {
    const rows: StoredQuality[] = specs.map((s) => ({
      sessionId: s.sessionId,
      respondentId: s.respondent,
      completedAt: new Date(START + s.minute * 60_000 + s.ms).toISOString(),
      lengthMs: s.lengthMs,
      flags: s.flags,
      fingerprint: s.device,
      texts: s.texts,
      // The account's other survey only (another account's completes are not the account's).
      otherSurveys: others.some(
        (o) => o.ours && o.respondent === s.respondent && o.supplier === s.supplier,
      )
        ? 1
        : 0,
      excluded: s.excluded,
    }));
    return flaggedCompletes(rows);
  }

  const page = async (offset: number, limit: number) => {
    const res = await fetch(
      `${t.url}${API}/quality?surveyId=${surveyId}&offset=${offset}&limit=${limit}`,
      { headers: { authorization: `Bearer ${ann.accessToken}` } },
    );
    expect(res.status).toBe(200);
    return (await res.json()) as QualityResponse;
  };

  it('same flags, sentences, order, totals and per-reason counts for random completes', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.uniqueArray(spec, { selector: (s) => s.sessionId, minLength: 8, maxLength: 30 }),
        elsewhere,
        fc.integer({ min: 0, max: 12 }),
        fc.integer({ min: 1, max: 8 }),
        async (specs, others, offset, limit) => {
          await store(specs, others);
          const { medianMs, flagged } = reference(specs, others);
          const included = flagged.filter((c) => !c.excluded);
          const byReason = (reason: QualityReason) =>
            included.filter((c) => c.flags.some((f) => f.reason === reason));
          const whole = await page(0, 500);
          expect(whole).toEqual({
            surveyId,
            medianSeconds: medianMs === null ? null : Math.round(medianMs) / 1000,
            flagged,
            offset: 0,
            total: flagged.length,
            flaggedIncluded: included.length,
            includedByReason: Object.fromEntries(
              QUALITY_REASONS.map((r) => [r, byReason(r).length]),
            ),
            excludedCount: specs.filter((s) => s.excluded).length,
          });
          // 'Load more': a page is the same slice of the list.
          const part = await page(offset, limit);
          expect(part.flagged).toEqual(flagged.slice(offset, offset + limit));
          expect(part.total).toBe(flagged.length);
          // 'Exclude all speeders (n)': the included completes of a reason, in list order.
          const others_ = [otherSurveyId];
          for (const reason of QUALITY_REASONS) {
            const picked = await flaggedReasons(t.deps.database.db, surveyId, others_, {
              reason,
            });
            expect(picked.map((c) => c.sessionId)).toEqual(
              byReason(reason).map((c) => c.sessionId),
            );
          }
          const named = await flaggedReasons(t.deps.database.db, surveyId, others_, {
            sessionIds: specs.map((s) => s.sessionId),
          });
          expect(named.map((c) => [c.sessionId, [...c.reasons].sort()])).toEqual(
            flagged.map((c) => [c.sessionId, [...new Set(c.flags.map((f) => f.reason))].sort()]),
          );
        },
      ),
      { numRuns: 25 },
    );
  }, 300_000);
});
