import { useSnackbar } from 'notistack';
import { useCallback, useRef, useState } from 'react';
import { reportError } from '../../lib/errorReporting.ts';
import { trackFileSaved } from './exportEvents.ts';
import { EXPORT_TEXTS } from './exportTexts.ts';
import type { ExportFileKind } from './files/saveFile.ts';

/** A refusal whose message the user should read as it is (e.g. no chart data yet). */
export class ExportRefusal extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ExportRefusal';
  }
}

export interface FileExport {
  /** The file being built, or null. */
  busy: ExportFileKind | null;
  /** Builds the file and saves it; answers whether it was saved. A failure shows an error and changes nothing. */
  run: (kind: ExportFileKind, build: () => Promise<void>) => Promise<boolean>;
}

/** One client-side file at a time, its button busy while it is built (spec 3 §7 "Client-side files"). */
export function useFileExport(surveyId: string): FileExport {
  const { enqueueSnackbar } = useSnackbar();
  const [busy, setBusy] = useState<ExportFileKind | null>(null);
  const running = useRef(false);

  const run = useCallback(
    async (kind: ExportFileKind, build: () => Promise<void>) => {
      if (running.current) return false;
      running.current = true;
      setBusy(kind);
      try {
        await build();
        trackFileSaved(kind, surveyId);
        return true;
      } catch (error) {
        if (!(error instanceof ExportRefusal)) reportError(error, { operation: `export:${kind}` });
        const message = error instanceof ExportRefusal ? error.message : EXPORT_TEXTS.failed[kind];
        enqueueSnackbar(message, { variant: 'error' });
        return false;
      } finally {
        running.current = false;
        setBusy(null);
      }
    },
    [enqueueSnackbar, surveyId],
  );

  return { busy, run };
}
