import { useCallback, useEffect, useState } from 'react';

/** A REST read with its loading and error states, and `reload` after a change. */
export function useLoaded<T>(load: () => Promise<T>, key: string) {
  const [state, setState] = useState<{ key: string; data?: T; error?: unknown }>({ key });
  const [version, setVersion] = useState(0);
  useEffect(() => {
    let current = true;
    load().then(
      (data) => current && setState({ key, data }),
      (error: unknown) => current && setState({ key, error }),
    );
    return () => {
      current = false;
    };
    // `load` is a new closure each render; `key` and `version` say when to load again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, version]);
  const reload = useCallback(() => setVersion((v) => v + 1), []);
  const fresh = state.key === key;
  return {
    data: fresh ? state.data : undefined,
    error: fresh ? state.error : undefined,
    reload,
  };
}
