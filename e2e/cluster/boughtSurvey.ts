// A bought survey with quotas for the respondent scenarios, made on the cluster's database through
// the services the dashboard calls (packages/testkit/src/direct/resultsSurvey.ts): the journey test buys through
// HTTP already; here what matters is the respondent path.
import { randomUUID } from 'node:crypto';
import pino from 'pino';
import {
  emptyQuestionnaire,
  QuestionnaireBuilder,
  testContext,
} from '@survey/domain/questionnaire/testing/builders';
import { openDatabase } from '../../apps/server/src/db/database.ts';
import { SimulatedPanel } from '../../apps/server/src/modules/panel/panelSupplier.ts';
import type { BenchDatabase } from '@survey/testkit/direct/benchDatabase';
import {
  lostAnswers,
  quotaState,
  type Acknowledged,
} from '@survey/testkit/direct/respondentChecks';
import { buyResultsSurvey } from '@survey/testkit/direct/resultsSurvey';

/** Three short questions: a respondent's walk is four calls. */
function shortQuestionnaire() {
  const b = new QuestionnaireBuilder(emptyQuestionnaire(), testContext('cl-'));
  b.question('Which brand?', ['Alpha', 'Beta', 'Gamma'], 'Basic');
  b.question('Which apply?', ['Price', 'Taste', 'Habit', 'Advert'], 'Basic', true);
  b.question('How likely is it?', [], 'Scale');
  return b.build();
}

export interface SurveyDatabase {
  /**
   * A GB survey with the 'Nationally representative' quotas, bought for `samples` completes, whose
   * respondents the test sends itself (the simulated panel sends none).
   */
  buySurvey(samples: number): Promise<string>;
  /** R11/R12 checks over what respondents were acknowledged. */
  verify(surveyId: string, acknowledged: readonly Acknowledged[]): ReturnType<typeof check>;
  /** The order's status and what field health did to it, for a stalled scenario's message. */
  describe(surveyId: string): Promise<string>;
  /** Each session's status, its last write and the gaps between its answers, for a failure. */
  describeSessions(sessionIds: readonly string[]): Promise<string>;
  close(): Promise<void>;
}

async function check(db: BenchDatabase, surveyId: string, acknowledged: readonly Acknowledged[]) {
  return {
    lost: await lostAnswers(db, surveyId, acknowledged),
    ...(await quotaState(db, surveyId)),
  };
}

export function surveyDatabase(url: string): SurveyDatabase {
  const database = openDatabase(url, pino({ level: 'warn' }), 4);
  const db: BenchDatabase = { database, url, stop: () => database.close() };
  return {
    async buySurvey(samples) {
      const { surveyId } = await buyResultsSurvey(db, new SimulatedPanel(200_000), {
        email: `cluster-${randomUUID().slice(0, 8)}@example.com`,
        password: 'Cluster-tier-1',
        samplesNeeded: samples,
        questionnaire: shortQuestionnaire(),
      });
      // The test's own load is this survey's only respondents: the simulated panel sends members
      // to a survey whose supplier order is one of its own ('SIM-...', supplierOrders.store.ts),
      // and its members come through the balancer from the test's address. Beside the load they
      // shared its per-client limits: the load waited out 429s past the simulated members' 15-s
      // idle timeout and met its sessions dropped (session 25's CI run, SESSION_ENDED).
      await database.pool.query(
        `UPDATE panel_supplier_orders SET panel_supplier_order_id = 'TEST-' || substr(panel_supplier_order_id, 5)
          WHERE survey_id = $1`,
        [surveyId],
      );
      return surveyId;
    },
    verify: (surveyId, acknowledged) => check(db, surveyId, acknowledged),
    async describe(surveyId) {
      const { rows } = await database.pool.query<{ status: string; reasons: string[] | null }>(
        `SELECT o.status,
                (SELECT array_agg(reason) FROM field_health_actions a WHERE a.survey_id = o.survey_id)
                  AS reasons
           FROM survey_orders o WHERE o.survey_id = $1`,
        [surveyId],
      );
      const row = rows[0];
      return row
        ? `order ${row.status}; field health: ${(row.reasons ?? []).join(' | ') || 'no action'}`
        : 'no order';
    },
    async describeSessions(sessionIds) {
      if (sessionIds.length === 0) return '';
      const { rows } = await database.pool.query<{
        id: string;
        status: string;
        started_at: Date;
        updated_at: Date;
        answered: Date[];
      }>(
        `SELECT s.id, s.status, s.started_at, s.updated_at,
                array(SELECT a.answered_at FROM respondent_answers a
                       WHERE a.session_id = s.id ORDER BY a.answered_at) AS answered
           FROM respondent_sessions s WHERE s.id = ANY($1::uuid[])`,
        [sessionIds],
      );
      return rows
        .map((r) => {
          const times = [r.started_at, ...r.answered].map((t) => t.getTime());
          const gaps = times.slice(1).map((t, i) => t - (times[i] ?? t));
          return `session ${r.id}: ${r.status}, started ${r.started_at.toISOString()}, written ${r.updated_at.toISOString()}, gaps between answers (ms) ${gaps.join(', ')}`;
        })
        .join('\n');
    },
    close: () => database.close(),
  };
}
