/**
 * A researcher's raw-data export calls over HTTP, for the reuse, cap and restart tests: start an
 * export, follow it to its end (every status it was seen in), download its file.
 */
import { parse } from 'csv-parse/sync';
import type { RawDataExportJob } from '@survey/domain/exports/rawDataContract';
import { RAW_DATA_EXPORTS_API } from '../exportLinks.ts';

export interface ExportRequest {
  survey_id: string;
  dimension: 'WIDE' | 'LONG';
  fileformat: 'CSV_ENCODED' | 'CSV_UNENCODED' | 'SPSS';
  weighted?: boolean;
}

export function exportClient(baseUrl: () => string, token: string) {
  const call = async (method: 'GET' | 'POST', url: string, body?: unknown) => {
    const res = await fetch(`${baseUrl()}${url}`, {
      method,
      headers: {
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        authorization: `Bearer ${token}`,
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const text = await res.text();
    return {
      status: res.status,
      body: (text ? JSON.parse(text) : null) as Record<string, unknown>,
    };
  };
  const job = async (exportId: string) => {
    const res = await call('GET', `${RAW_DATA_EXPORTS_API}/${exportId}`);
    if (res.status !== 200) throw new Error(`GET export ${exportId}: ${res.status}`);
    return res.body as unknown as RawDataExportJob;
  };
  return {
    start: (body: ExportRequest) => call('POST', RAW_DATA_EXPORTS_API, body),
    job,
    /** Polls until done or failed (or `timeoutMs`), recording every status seen on the way. */
    async finished(exportId: string, timeoutMs = 60_000, seen: string[] = []) {
      const until = Date.now() + timeoutMs;
      while (Date.now() < until) {
        const j = await job(exportId);
        if (seen.at(-1) !== j.status) seen.push(j.status);
        if (j.status === 'done' || j.status === 'failed') return j;
        await new Promise((r) => setTimeout(r, 100));
      }
      throw new Error(
        `export ${exportId} did not finish in ${timeoutMs} ms (seen: ${seen.join(' > ')})`,
      );
    },
    /** The done job's file through its signed link: the status and, for a CSV, its rows. */
    async download(j: RawDataExportJob) {
      const res = await fetch(`${baseUrl()}${j.url ?? ''}`);
      const bytes = Buffer.from(await res.arrayBuffer());
      const rows =
        res.ok && j.fileformat !== 'SPSS' ? (parse(bytes, { bom: true }) as string[][]) : [];
      return { status: res.status, rows };
    },
  };
}
