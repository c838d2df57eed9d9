import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { parse } from 'csv-parse/sync';
import type { RawDataFormat } from '@survey/domain/exports/rawDataContract';
import { WIDE_CSV_RECORD_FORMAT } from '@survey/domain/exports/wideCsvRecord';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpUser, type SignedUpUser } from '../../../test/authHelpers.ts';
import { TEST_PANEL_SECRET } from '../../../test/respondentDriver.ts';
import { startTestApp, type TestApp } from '../../../test/testApp.ts';
import { LiveSurveys } from '../orders/liveSurveys.queries.ts';
import { openFileStore } from '../storage/storage.module.ts';
import { runRawDataExport } from './rawDataExport.job.ts';
import { hostileSurvey } from './testing/exportFixture.ts';

// Issue 40 §2: every complete stores its wide CSV records (labels, codes) with its export row,
// and a wide CSV export copies them, the weight spliced in. The file must be the one encoded from
// the cells (EXPORT_WIDE_RECORDS=off), byte for byte, whatever the state of the stored records.

const COMPLETES = 24;
const VARIANTS: Array<{ fileformat: RawDataFormat; weighted: boolean }> = [
  { fileformat: 'CSV_UNENCODED', weighted: true },
  { fileformat: 'CSV_ENCODED', weighted: true },
  { fileformat: 'CSV_UNENCODED', weighted: false },
  { fileformat: 'CSV_ENCODED', weighted: false },
];
const name = (v: (typeof VARIANTS)[number]) =>
  `${v.fileformat} ${v.weighted ? 'weighted' : 'unweighted'}`;

describe('wide CSV records stored at completion', () => {
  let t: TestApp;
  let ann: SignedUpUser;
  let surveyId: string;
  let dataDir: string;
  /** Each variant's file encoded from the cells, the reference. */
  const encoded = new Map<string, Buffer>();

  /** Writes one wide file as a job (records copied unless `wideRecords` is false); its bytes. */
  async function wideFile(v: (typeof VARIANTS)[number], wideRecords: boolean): Promise<Buffer> {
    const pool = t.deps.database.pool;
    const { rows } = await pool.query<{ id: string }>(
      `INSERT INTO export_jobs (survey_id, account_id, user_id, dimension, fileformat, weighted, file_name, created_at)
       VALUES ($1, $2, $3, 'WIDE', $4, $5, 'records', now()) RETURNING id`,
      [surveyId, ann.accountId, ann.userId, v.fileformat, v.weighted],
    );
    const exportId = rows[0]?.id ?? '';
    const files = openFileStore(t.deps.config, t.deps.database.db);
    await runRawDataExport(
      {
        db: t.deps.database.db,
        clock: t.deps.clock,
        log: t.deps.log,
        live: new LiveSurveys(t.deps.database.db),
        files,
        linkTtlMs: 60 * 60 * 1000,
        heartbeatMs: 5_000,
        wideRecords,
        // Pages of a few completes: rows with and without records meet inside pages.
        pageSize: 5,
      },
      exportId,
    );
    const { rows: done } = await pool.query<{ status: string; file_path: string }>(
      'SELECT status, file_path FROM export_jobs WHERE id = $1',
      [exportId],
    );
    expect(done[0]?.status, name(v)).toBe('done');
    const opened = await files.open(done[0]?.file_path ?? '');
    return gunzipSync(Buffer.concat(await opened!.stream.toArray()));
  }

  const usableRecords = async () =>
    (
      await t.deps.database.pool.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM respondent_export_rows
          WHERE survey_id = $1 AND record_format = $2
            AND csv_labels IS NOT NULL AND csv_codes IS NOT NULL`,
        [surveyId, WIDE_CSV_RECORD_FORMAT],
      )
    ).rows[0]?.n;

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'wide-records-'));
    t = await startTestApp({
      PANEL_LINK_SECRET: TEST_PANEL_SECRET,
      DATA_DIR: dataDir,
      PANEL_RATE: '0',
    });
    ann = await signUpUser(t);
    // Quotas (weights other than 1), labels with quotes, commas, formulas and non-Latin text.
    surveyId = await hostileSurvey(t, ann, COMPLETES);
    for (const v of VARIANTS) encoded.set(name(v), await wideFile(v, false));
  }, 240_000);
  afterAll(async () => {
    await t?.close();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  it('each complete stored both records; the copied file is the encoded one, byte for byte', async () => {
    expect(await usableRecords()).toBe(COMPLETES);
    for (const v of VARIANTS) {
      const reference = encoded.get(name(v)) ?? Buffer.alloc(0);
      const [head = [], ...rows] = parse(reference, { bom: true }) as string[][];
      expect(rows, name(v)).toHaveLength(COMPLETES);
      expect(head.includes('weight'), name(v)).toBe(v.weighted);
      if (v.weighted) {
        // Weights spliced in: raked to the gender quota, not all 1.
        const w = head.indexOf('weight');
        expect(new Set(rows.map((r) => r[w])).size, name(v)).toBeGreaterThan(1);
      }
      expect((await wideFile(v, true)).equals(reference), name(v)).toBe(true);
    }
  });

  it('the export copies the stored record: a record changed in the table shows in the file', async () => {
    const pool = t.deps.database.pool;
    const { rows } = await pool.query<{ session_id: string; csv_labels: string }>(
      `SELECT session_id, csv_labels FROM respondent_export_rows WHERE survey_id = $1
        ORDER BY session_id LIMIT 1`,
      [surveyId],
    );
    const row = rows[0];
    if (!row) throw new Error('no export row');
    const marked = row.csv_labels.replace(/^[^,]*/, 'marked-by-the-test');
    await pool.query('UPDATE respondent_export_rows SET csv_labels = $2 WHERE session_id = $1', [
      row.session_id,
      marked,
    ]);
    try {
      const labels = await wideFile(VARIANTS[0]!, true);
      expect(labels.includes('marked-by-the-test')).toBe(true);
      // The codes file has its own record, unchanged.
      expect((await wideFile(VARIANTS[1]!, true)).equals(encoded.get(name(VARIANTS[1]!))!)).toBe(
        true,
      );
    } finally {
      await pool.query('UPDATE respondent_export_rows SET csv_labels = $2 WHERE session_id = $1', [
        row.session_id,
        row.csv_labels,
      ]);
    }
  });

  it('rows whose record is missing or of another record format are encoded from their cells: the same bytes', async () => {
    const pool = t.deps.database.pool;
    // A third without records (stored before they existed), a third of an older format whose
    // records say something else: neither may be copied.
    await pool.query(
      `WITH ranked AS (SELECT session_id, row_number() OVER (ORDER BY session_id) AS n
                         FROM respondent_export_rows WHERE survey_id = $1)
       UPDATE respondent_export_rows r
          SET csv_labels = CASE WHEN n % 3 = 0 THEN NULL ELSE 'stale,labels' || E'\\r\\n' END,
              csv_codes = CASE WHEN n % 3 = 0 THEN NULL ELSE 'stale,codes' || E'\\r\\n' END,
              record_format = CASE WHEN n % 3 = 0 THEN NULL ELSE $2::int - 1 END
         FROM ranked WHERE ranked.session_id = r.session_id AND ranked.n % 3 <> 1`,
      [surveyId, WIDE_CSV_RECORD_FORMAT],
    );
    expect(await usableRecords()).toBe(Math.ceil(COMPLETES / 3));
    for (const v of VARIANTS) {
      expect((await wideFile(v, true)).equals(encoded.get(name(v))!), name(v)).toBe(true);
    }
  });

  it('rows stored for another published version (the survey changed after they completed) are worked out again, records with them', async () => {
    const pool = t.deps.database.pool;
    await pool.query(
      `UPDATE respondent_export_rows
          SET published_version = published_version + 1,
              csv_labels = 'another,version' || E'\\r\\n', csv_codes = 'another,version' || E'\\r\\n'
        WHERE survey_id = $1`,
      [surveyId],
    );
    for (const v of VARIANTS) {
      const file = await wideFile(v, true);
      expect(file.includes('another,version'), name(v)).toBe(false);
      expect(file.equals(encoded.get(name(v))!), name(v)).toBe(true);
    }
    // The catch-up stored the current version's rows with their records.
    expect(await usableRecords()).toBe(COMPLETES);
  });
});
