import {
  RAW_DATA_DIMENSIONS,
  RAW_DATA_FORMATS,
  RAW_DATA_MARKETS,
} from '@survey/domain/exports/rawDataContract';
import { z } from 'zod';

/** POST body (spec 3 §7 field names); SPSS has no encoded variant, so no such value exists. */
export const StartExportInput = z.object({
  survey_id: z.guid(),
  dimension: z.enum(RAW_DATA_DIMENSIONS),
  fileformat: z.enum(RAW_DATA_FORMATS),
  weighted: z.boolean().default(true),
  /** Issue 37 §3: one file of every market of a multi-market project. */
  markets: z.enum(RAW_DATA_MARKETS).optional(),
});

export const ExportIdParams = z.object({ exportId: z.guid() });

export const DownloadQuery = z.object({
  expires: z.coerce.number().int().min(0).max(Number.MAX_SAFE_INTEGER),
  signature: z.string().min(1).max(200),
});
