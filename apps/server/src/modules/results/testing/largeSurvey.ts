/**
 * A bought survey of ~100k completes for the request-cost test (QUALITY.md R17), cheaply: a few
 * hundred respondents walk it through the real sessions service, then PostgreSQL copies their
 * sessions and quality rows under new ids (INSERT ... SELECT over generate_series: no row travels
 * to the client), as bench/lib/resultsScale.ts does for the benches. Each copy is a complete the
 * index reads like any other; the walked variety (free texts, choices) repeats.
 */
import type { Answer } from '@survey/domain/respondent/answers';
import type { EntryPage } from '@survey/domain/respondent/engine/pages';
import { QuestionnaireBuilder } from '@survey/domain/questionnaire/testing/builders';
import { seededRandom } from '@survey/domain/random';
import type { PoolClient } from 'pg';
import { audienceOk } from '../../../../test/audienceHelpers.ts';
import type { SignedUpUser } from '../../../../test/authHelpers.ts';
import { purchaseOk, readyTestSurvey } from '../../../../test/orderHelpers.ts';
import { storeTestDocument } from '../../../../test/questionnaireHelpers.ts';
import { respondentDriver } from '../../../../test/respondentDriver.ts';
import type { TestApp } from '../../../../test/testApp.ts';

const WORDS = (
  'delivery late price cheap expensive quality taste fresh staff friendly rude app crashes ' +
  'slow fast easy hard packaging plastic recycling choice range organic local brand loyal ' +
  'offer discount store online queue parking music clean dirty noisy helpful website login ' +
  'checkout refund return warranty battery screen colour size fit comfort style trendy ' +
  'the and was but very really always never again every week because it is not'
).split(' ');

/** A free-text answer of 2-14 words; one in 50 as long as an answer may be (200 characters). */
function textAnswer(rnd: () => number): string {
  const words = Array.from(
    { length: 2 + Math.floor(rnd() * 13) },
    () => WORDS[Math.floor(rnd() * WORDS.length)] as string,
  );
  const text = words.join(' ');
  return rnd() < 0.02 ? `${text} ${'and so on '.repeat(20)}`.slice(0, 200) : text;
}

function questionnaire() {
  return new QuestionnaireBuilder()
    .question(
      'Which brand?',
      Array.from({ length: 12 }, (_, i) => `Brand ${i + 1}`),
    )
    .question(
      'Which have you bought?',
      Array.from({ length: 40 }, (_, i) => `Product ${i + 1}`),
      'Basic',
      true,
    )
    .matrix(
      'How do you rate',
      Array.from({ length: 8 }, (_, i) => `Aspect ${i + 1}`),
      ['Very poor', 'Poor', 'Fair', 'Good', 'Very good'],
    )
    .question('Rank these', ['Price', 'Taste', 'Look', 'Smell', 'Feel', 'Sound'], 'Ranked')
    .question('How likely?', [], 'Scale')
    .question('Why?', [], 'FreeText')
    .question('Anything else?', [], 'FreeText').q;
}

async function columnsOf(client: PoolClient, table: string): Promise<string[]> {
  const { rows } = await client.query<{ column_name: string }>(
    `SELECT column_name FROM information_schema.columns
      WHERE table_schema = 'public' AND table_name = $1 ORDER BY ordinal_position`,
    [table],
  );
  return rows.map((r) => r.column_name);
}

/**
 * `INSERT INTO table SELECT … FROM table src, generate_series(1, copies) g WHERE where`, each
 * column copied as it is unless `replaced` spells it (in terms of `src` and `g`).
 */
async function copyRows(
  client: PoolClient,
  table: string,
  where: string,
  replaced: Record<string, string>,
  params: unknown[],
): Promise<void> {
  const columns = await columnsOf(client, table);
  const values = columns.map((c) => replaced[c] ?? `src."${c}"`);
  await client.query(
    `INSERT INTO ${table} (${columns.map((c) => `"${c}"`).join(', ')})
     SELECT ${values.join(', ')} FROM ${table} src, generate_series(1, $2::int) g WHERE ${where}`,
    params,
  );
}

/** How much earlier copy g completed than the walked complete it copies. */
const EARLIER = `(interval '10 minutes' + g * interval '2 seconds')`;

export interface LargeSurvey {
  surveyId: string;
  completes: number;
}

/**
 * `user`'s survey (gender quotas, so weighting applies; a 12-option, a 40-option multi-select, an
 * 8 x 5 matrix, a ranked question, a slider and two free texts) with at least `completes`
 * completes, `excluded` of them excluded from analysis.
 */
export async function largeSurvey(
  t: TestApp,
  user: SignedUpUser,
  opts: { completes: number; walked: number; excluded: number },
): Promise<LargeSurvey> {
  // A sample the simulated panel can deliver (quota targets are shares: weighting reads them).
  const { surveyId } = await readyTestSurvey(t, user, { samplesNeeded: 500 });
  await storeTestDocument(t, surveyId, questionnaire());
  const token = user.accessToken;
  await audienceOk(t, token, 'setStandardCriterion', {
    surveyId,
    position: 0,
    audienceCriterionCode: 'gender',
  });
  await audienceOk(t, token, 'setStandardQuotas', { surveyId, audienceCriterionCode: 'gender' });
  await audienceOk(t, token, 'sumStandardQuotasTo100', {
    surveyId,
    audienceCriterionCode: 'gender',
  });
  await purchaseOk(t, user, surveyId);
  const driver = respondentDriver(t);
  const rnd = seededRandom(34);
  for (let i = 0; i < opts.walked; i++) {
    await driver.walk(surveyId, `big-${i}`, rnd, {
      choose: (page: EntryPage): Answer | undefined =>
        page.entry.entryType === 'question' && page.entry.entryItem.questionTypeCode === 'FreeText'
          ? { kind: 'text', text: textAnswer(rnd) }
          : undefined,
    });
  }
  const client = await t.deps.database.pool.connect();
  try {
    const { rows } = await client.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM respondent_sessions
        WHERE survey_id = $1 AND status = 'complete'`,
      [surveyId],
    );
    const walked = rows[0]?.n ?? 0;
    if (walked === 0) throw new Error('no walked respondent completed the large survey');
    const copies = Math.ceil(opts.completes / walked) - 1;
    const params = [surveyId, copies];
    const newId = `md5(src.session_id::text || ':' || g)::uuid`;
    await copyRows(
      client,
      'respondent_sessions',
      `src.survey_id = $1 AND src.status = 'complete'`,
      {
        id: `md5(src.id::text || ':' || g)::uuid`,
        respondent_id: `src.respondent_id || '~' || g`,
        // Spread over the past days, as a survey's completes are: every read catches up on the
        // completes of its last minute (results README, "Freshness"), not on all of them.
        started_at: `src.started_at - ${EARLIER}`,
        completed_at: `src.completed_at - ${EARLIER}`,
      },
      params,
    );
    await copyRows(
      client,
      'complete_quality_flags',
      `src.survey_id = $1`,
      {
        session_id: newId,
        respondent_id: `src.respondent_id || '~' || g`,
        completed_at: `src.completed_at - ${EARLIER}`,
      },
      params,
    );
    await client.query(
      `INSERT INTO complete_exclusions (survey_id, session_id, excluded_by, excluded_at)
       SELECT survey_id, id, $2, now() FROM respondent_sessions
        WHERE survey_id = $1 AND status = 'complete' ORDER BY id LIMIT $3`,
      [surveyId, user.userId, opts.excluded],
    );
    await client.query('ANALYZE respondent_sessions, complete_quality_flags, complete_exclusions');
    return { surveyId, completes: walked * (copies + 1) };
  } finally {
    client.release();
  }
}
