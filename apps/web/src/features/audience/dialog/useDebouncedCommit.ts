import { useEffect, useRef, useState } from 'react';

/**
 * A text field's local value that is sent `delayMs` after the last keystroke (and at once on
 * blur). A new value from the server replaces the local one only while the user is not typing.
 */
export function useDebouncedCommit(
  serverValue: string,
  delayMs: number,
  commit: (value: string) => void,
) {
  const [value, setValue] = useState(serverValue);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const dirty = useRef(false);
  const commitRef = useRef(commit);
  useEffect(() => {
    commitRef.current = commit;
  }, [commit]);

  useEffect(() => {
    if (!dirty.current) setValue(serverValue);
  }, [serverValue]);
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  const flush = (next: string) => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    if (!dirty.current) return;
    dirty.current = false;
    commitRef.current(next);
  };
  const onChange = (next: string) => {
    setValue(next);
    dirty.current = true;
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(() => flush(next), delayMs);
  };
  return { value, onChange, onBlur: () => flush(value) };
}
