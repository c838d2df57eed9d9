// States of a live survey that come from time passing (respondents who stopped answering, the
// once-a-minute field-health job), put in place on the shared e2e server so that a browser test
// checks only how each is shown. The rules that lead to them are proven on the movable clock in
// the server's tests (apps/server/src/modules/fieldHealth/fieldHealth.test.ts,
// panelTraffic/launchesOnTime.test.ts). Kept in this one file so that the seeding can move to the
// test control route (issue 36 §1: `jobs.runNow`, `clock.advance`) in one place.
import { readFileSync } from 'node:fs';
import pino from 'pino';
import { openDatabase } from '../../apps/server/src/db/database.ts';
import { checkSurvey } from '../../apps/server/src/modules/fieldHealth/fieldHealth.service.ts';
import { createMailer } from '../../apps/server/src/modules/notifications/mailer.ts';
import { SimulatedPanel } from '../../apps/server/src/modules/panel/panelSupplier.ts';
import { signPanelLink } from '../../apps/server/src/modules/respondent/panelLinks.ts';
import { sql } from './database.ts';
import { dbUrlFile, E2E_PANEL_LINK_SECRET } from './paths.ts';

const MINUTE = 60_000;

/** Ended sessions of one survey, by outcome, as the respondent API and the idle sweep leave them. */
export interface SessionOutcomes {
  completes: number;
  /** Minutes from start to complete of every complete. */
  lengthMin: number;
  screenedOut?: number;
  quotaFull?: number;
  /** Qualified, then stopped answering: the idle sweep ended them as dropped. */
  droppedQualified?: number;
}

/**
 * Writes the sessions in one statement: rows in the shape the respondent API leaves them (status
 * and the state's `qualified` flag, started an hour ago), which is what field health counts.
 */
export async function seedSessions(surveyId: string, o: SessionOutcomes): Promise<void> {
  const rows: [string, boolean, number | null][] = [
    ...Array<[string, boolean, number]>(o.completes).fill(['complete', true, o.lengthMin]),
    ...Array<[string, boolean, null]>(o.screenedOut ?? 0).fill(['screened_out', false, null]),
    ...Array<[string, boolean, null]>(o.quotaFull ?? 0).fill(['quota_full', true, null]),
    ...Array<[string, boolean, null]>(o.droppedQualified ?? 0).fill(['dropped', true, null]),
  ];
  const started = new Date(Date.now() - 60 * MINUTE);
  await sql(
    `INSERT INTO respondent_sessions (survey_id, respondent_id, status, state, started_at, updated_at, completed_at, length_ms)
     SELECT $1, 'seeded-' || r.i, r.status, jsonb_build_object('qualified', r.qualified), $2, $2,
            CASE WHEN r.minutes IS NULL THEN NULL ELSE $2::timestamptz + r.minutes * interval '1 minute' END,
            round(r.minutes * 60000)::int
     FROM unnest($3::text[], $4::boolean[], $5::float8[]) WITH ORDINALITY AS r(status, qualified, minutes, i)`,
    [surveyId, started, rows.map((r) => r[0]), rows.map((r) => r[1]), rows.map((r) => r[2])],
  );
}

/**
 * Runs the field-health job's check of this one survey now, with the server's own code on the e2e
 * database (the shared server runs with FIELD_HEALTH=off, and a whole round would act on other
 * tests' surveys): it pauses or halts the survey, records the reason and e-mails the account (the
 * outbox the server's /dev/outbox.json lists). Answers what it did.
 */
export async function runFieldHealthCheck(
  baseUrl: string,
  surveyId: string,
): Promise<{ action: 'pause' | 'halt'; reason: string } | undefined> {
  const log = pino({ level: 'warn' });
  const database = openDatabase(readFileSync(dbUrlFile, 'utf8').trim(), log, 2);
  const clock = () => new Date();
  try {
    return await checkSurvey(
      {
        db: database.db,
        clock,
        log,
        mailer: createMailer({
          config: { SMTP_URL: undefined, SMTP_FROM: 'Survey Dashboard <no-reply@localhost>' },
          database,
          log,
          clock,
        }),
        forward: false,
        appUrl: baseUrl,
        panel: new SimulatedPanel(),
      },
      surveyId,
    );
  } finally {
    await database.close();
  }
}

/**
 * A panel member opens the survey through the public respondent API (as the runner's first call
 * does) and answers nothing more: they hold a place until the idle sweep ends their session.
 */
export async function holdPlace(baseUrl: string, surveyId: string, respondentId: string) {
  const fields = { surveyId, respondentId, supplierCode: 'SIMULATED' };
  const signature = signPanelLink(new TextEncoder().encode(E2E_PANEL_LINK_SECRET), fields);
  const res = await fetch(`${baseUrl}/v1/respondent/sessions`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ...fields, signature }),
  });
  if (!res.ok) throw new Error(`respondent API /sessions: ${res.status} ${await res.text()}`);
  const view = (await res.json()) as { page: { kind: string } };
  if (view.page.kind !== 'entry') throw new Error(`${respondentId} got no question to answer`);
}
