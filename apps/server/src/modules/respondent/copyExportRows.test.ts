import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { EXPORT_ROW_FORMAT } from '@survey/domain/exports/exportRow';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpUser } from '../../../test/authHelpers.ts';
import { TEST_PANEL_SECRET } from '../../../test/respondentDriver.ts';
import { startTestApp, type TestApp } from '../../../test/testApp.ts';
import { hostileSurvey } from '../exports/testing/exportFixture.ts';
import { sql } from 'drizzle-orm';
import { copyTextRows } from '../../db/copyRows.ts';
import { copyExportRows, type ExportRowKey } from './exportCompletes.store.ts';

/**
 * Raw-data exports read the stored export rows by binary COPY (issue 40 §2): every row once, in
 * session-id order, whatever the page size; and a reader that stops in the middle (the file
 * could not be written) leaves a transaction that rolls back and a connection that works.
 */
describe('export rows read by COPY', () => {
  let t: TestApp;
  let dataDir: string;
  let key: ExportRowKey;

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'copyrows-'));
    t = await startTestApp({ PANEL_LINK_SECRET: TEST_PANEL_SECRET, DATA_DIR: dataDir });
    const surveyId = await hostileSurvey(t, await signUpUser(t), 12);
    const { rows } = await t.deps.database.pool.query<{ v: number }>(
      'SELECT published_version AS v FROM respondent_export_rows WHERE survey_id = $1 LIMIT 1',
      [surveyId],
    );
    key = { surveyId, publishedVersion: rows[0]?.v ?? 0, format: EXPORT_ROW_FORMAT };
  }, 240_000);

  afterAll(async () => {
    await t?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const readAll = (pageSize: number) =>
    t.deps.database.db.transaction(
      async (tx) => {
        const pages: string[][] = [];
        for await (const page of copyExportRows(tx, key, [], pageSize)) {
          pages.push(page.map((r) => r.cells));
        }
        return pages;
      },
      { isolationLevel: 'repeatable read', accessMode: 'read only' },
    );

  it('hands out every stored row once, in session-id order, in pages of the size asked', async () => {
    const { rows } = await t.deps.database.pool.query<{ cells: string }>(
      `SELECT cells FROM respondent_export_rows
        WHERE survey_id = $1 AND published_version = $2 AND format = $3 ORDER BY session_id`,
      [key.surveyId, key.publishedVersion, key.format],
    );
    expect(rows.length).toBeGreaterThan(5);
    const expected = rows.map((r) => r.cells);
    for (const size of [1, 5, 1000]) {
      const pages = await readAll(size);
      expect(pages.flat(), `pages of ${size}`).toEqual(expected);
      expect(
        pages.slice(0, -1).every((p) => p.length === size),
        `pages of ${size}`,
      ).toBe(true);
    }
  });

  it('a reader that stops mid-way fails its transaction, which rolls back; the pool reads on', async () => {
    // ~40 MB of rows: most of them are still on their way when the reader stops.
    const big = sql`SELECT repeat('x', 2000), NULL::text FROM generate_series(1, 20000)`;
    const stopped = t.deps.database.db.transaction(async (tx) => {
      for await (const page of copyTextRows(tx, big, 2, 10)) {
        if (page.length > 0) throw new Error('the file could not be written');
      }
    });
    await expect(stopped).rejects.toThrow('the file could not be written');
    // The connection that held the COPY (the pool hands out the one released last first) reads on.
    expect((await readAll(2)).flat().length).toBeGreaterThan(5);
  });
});
