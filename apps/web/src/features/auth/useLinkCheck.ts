import { useEffect, useState } from 'react';
import { ApiError } from '../../lib/apiError.ts';

export type LinkCheck<T> =
  | { status: 'checking' }
  | { status: 'valid'; data: T }
  | { status: 'invalid' }
  | { status: 'failed' };

/**
 * Checks an e-mailed link's id with the server once. 400, 404 and 410 mean the link is invalid or
 * expired; other failures (network, 5xx) are reported separately so the user can retry.
 */
export function useLinkCheck<T>(
  id: string | null,
  check: (id: string) => Promise<T>,
): LinkCheck<T> {
  const [result, setResult] = useState<{ id: string; check: LinkCheck<T> } | null>(null);

  useEffect(() => {
    if (!id) return;
    let cancelled = false;
    check(id).then(
      (data) => {
        if (!cancelled) setResult({ id, check: { status: 'valid', data } });
      },
      (error: unknown) => {
        if (cancelled) return;
        const invalid = error instanceof ApiError && [400, 404, 410].includes(error.status);
        setResult({ id, check: { status: invalid ? 'invalid' : 'failed' } });
      },
    );
    return () => {
      cancelled = true;
    };
  }, [id, check]);

  if (!id) return { status: 'invalid' };
  return result && result.id === id ? result.check : { status: 'checking' };
}
