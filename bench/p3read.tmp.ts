import { startBenchDatabase } from './lib/benchDatabase.ts';
import { filledResultsSurvey } from './lib/resultsData.ts';
import { exportCellsPage } from '@survey/server/src/modules/respondent/exportCompletes.store.ts';
import { exportRowKey } from '@survey/server/src/modules/respondent/exportRows.ts';
import { rawDataLayout } from '@survey/domain/exports/rawDataLayout';
import { exportRowCells } from '@survey/domain/exports/exportRow';
import { putCsvRecords } from '@survey/domain/exports/rawDataRows';
import { CsvBytes } from '@survey/server/src/modules/exports/csvBytes.ts';
const N = Number(process.env.N ?? 20000);
const db = await startBenchDatabase();
const { live } = await filledResultsSurvey(db, { email: 'lab@example.com', password: 'lab password 123' }, N);
const key = exportRowKey(live);
const layout = rawDataLayout(live.published);
console.log('variables', layout.variables.length);
for (let rep = 0; rep < 3; rep++) {
  for (const size of [2000, 5000]) {
    let t0 = performance.now(); let after: string | null = null; let n = 0; let bytes = 0; let parseMs = 0; let csvMs = 0;
    const out = new CsvBytes(layout, rep % 2 === 0);
    for (;;) {
      const page = await exportCellsPage(db.database.db, key, after, size);
      const t1 = performance.now();
      const cells = page.map((r) => exportRowCells(layout, r.cells, 1));
      const t2 = performance.now();
      for (const c of cells) putCsvRecords(layout, c, 'WIDE', out);
      bytes += out.take().length;
      csvMs += performance.now() - t2; parseMs += t2 - t1;
      n += page.length; after = page[page.length - 1]?.sessionId ?? null;
      if (page.length < size) break;
    }
    const total = performance.now() - t0;
    console.log(`rep ${rep} page ${size}: ${n} rows, total ${total.toFixed(0)} ms, db ${(total - parseMs - csvMs).toFixed(0)}, parse ${parseMs.toFixed(0)}, csv ${csvMs.toFixed(0)} (${rep % 2 === 0 ? 'encoded' : 'labels'}), ${(bytes / 1e6).toFixed(1)} MB`);
  }
}
await db.stop();
