import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpUser, type SignedUpUser } from '../../test/authHelpers.ts';
import { purchaseOk, readyTestSurvey } from '../../test/orderHelpers.ts';
import { respondentHttp } from '../../test/respondentHttp.ts';
import { startTestApp, type TestApp } from '../../test/testApp.ts';
import { RAW_DATA_EXPORTS_API } from '../modules/exports/exportLinks.ts';
import { requestIdMixin, runInContext } from '../platform/requestContext.ts';

const SECRET = 'request-id-test-panel-link-secret-0123456789';

type LogLine = Record<string, unknown>;

/** A logger as main.ts makes it, writing its lines into `lines`. */
function collectingLogger(lines: LogLine[]) {
  return pino(
    { level: 'info', mixin: requestIdMixin },
    { write: (line: string) => void lines.push(JSON.parse(line) as LogLine) },
  );
}

describe('request ids in log lines', () => {
  it('puts the running request id on lines of loggers handed out at start, once', () => {
    const lines: LogLine[] = [];
    const log = collectingLogger(lines);
    log.info('outside');
    runInContext({ requestId: 'ctx-request-0001' }, () => {
      log.child({ module: 'exports' }).info('inside');
      log.child({ reqId: 'ctx-request-0001' }).info('request logger');
    });
    expect(lines.map((l) => [l.msg, l.reqId])).toEqual([
      ['outside', undefined],
      ['inside', 'ctx-request-0001'],
      ['request logger', 'ctx-request-0001'],
    ]);
    // Not twice in the request logger's line (pino would write the key twice).
    const raw: string[] = [];
    const log2 = pino({ mixin: requestIdMixin }, { write: (l: string) => void raw.push(l) });
    runInContext({ requestId: 'ctx-request-0001' }, () =>
      log2.child({ reqId: 'ctx-request-0001' }).info('x'),
    );
    expect(raw[0]?.match(/"reqId"/g)).toHaveLength(1);
  });

  describe('through a request, its job and the export worker', () => {
    let t: TestApp;
    let ann: SignedUpUser;
    let dataDir: string;
    const lines: LogLine[] = [];
    const requestId = 'export-request-0042';

    beforeAll(async () => {
      dataDir = mkdtempSync(path.join(tmpdir(), 'request-id-'));
      t = await startTestApp(
        { PANEL_LINK_SECRET: SECRET, DATA_DIR: dataDir, PANEL_RATE: '0' },
        { jobs: true, log: collectingLogger(lines) },
      );
      ann = await signUpUser(t);
      const { surveyId } = await readyTestSurvey(t, ann);
      await purchaseOk(t, ann, surveyId);
      const respondents = respondentHttp(t, SECRET);
      const view = (await respondents.start(surveyId, 'request-id-1')).body;
      await respondents.answerText(view, 'fine');
      const res = await fetch(`${t.url}${RAW_DATA_EXPORTS_API}`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${ann.accessToken}`,
          'content-type': 'application/json',
          'x-request-id': requestId,
        },
        body: JSON.stringify({
          survey_id: surveyId,
          dimension: 'WIDE',
          fileformat: 'CSV_ENCODED',
          weighted: false,
        }),
      });
      expect(res.status).toBe(202);
      expect(res.headers.get('x-request-id')).toBe(requestId);
      for (let i = 0; i < 300; i++) {
        if (lines.some((l) => l.msg === 'raw-data export written')) break;
        await new Promise((r) => setTimeout(r, 100));
      }
    });

    afterAll(async () => {
      await t?.close();
      rmSync(dataDir, { recursive: true, force: true });
    });

    it("logs the request's lines with the id it sent, and answers it in a header", () => {
      const mine = lines.filter((l) => l.reqId === requestId);
      expect(mine.map((l) => l.msg)).toEqual(
        expect.arrayContaining(['incoming request', 'request completed']),
      );
    });

    it('hands the id to the job it sent and to the export worker, whose lines carry it', async () => {
      const { rows } = await t.deps.database.pool.query<{ data: { requestId?: string } }>(
        `SELECT data FROM pgboss.job WHERE name = 'raw-data-export'`,
      );
      expect(rows.map((r) => r.data.requestId)).toEqual([requestId]);
      const written = lines.find((l) => l.msg === 'raw-data export written');
      expect(written?.thread).toBe('exports');
      expect(written?.reqId).toBe(requestId);
    });

    it('makes a new id for a request whose X-Request-Id is not a sane token', async () => {
      const res = await fetch(`${t.url}/health`, { headers: { 'x-request-id': 'bad id\u00e9' } });
      const id = res.headers.get('x-request-id') ?? '';
      expect(id).toMatch(/^[0-9a-f-]{36}$/);
      expect(lines.some((l) => l.reqId === id && l.msg === 'request completed')).toBe(true);
    });
  });
});
