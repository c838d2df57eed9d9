import { useEffect, useState } from 'react';
import { reportError } from '../../../lib/errorReporting.ts';
import { createExportPoller, type ExportState } from './exportPoller.ts';
import { getRawDataExport, startRawDataExport } from './requestsApi.ts';

/** The export poller for a dialog's lifetime: unmounting (closing) stops polling. */
export function useExportPoller() {
  const [state, setState] = useState<ExportState>({ phase: 'idle' });
  const [poller] = useState(() =>
    createExportPoller({
      start: startRawDataExport,
      get: getRawDataExport,
      onChange: setState,
      report: (error) => reportError(error, { action: 'rawDataExport' }),
    }),
  );
  useEffect(() => () => poller.stop(), [poller]);
  return { state, start: poller.start, stop: poller.stop };
}
