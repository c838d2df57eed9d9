import { useEffect, useState } from 'react';

/**
 * Exclusions changed on the data-quality dialog (in the results body): the header reads progress
 * and the survey's state again, since excluding poor-quality completes can reopen fielding for
 * their replacements (issue 38 §4) and the header counts usable completes. One signal per page
 * load; the header and the body are siblings, so it is not passed down through props.
 */
const signal = new EventTarget();

export function announceExclusionsChanged(): void {
  signal.dispatchEvent(new Event('changed'));
}

/** A number that grows each time exclusions changed (0 until then). */
export function useExclusionsChanged(): number {
  const [version, setVersion] = useState(0);
  useEffect(() => {
    const changed = () => setVersion((v) => v + 1);
    signal.addEventListener('changed', changed);
    return () => signal.removeEventListener('changed', changed);
  }, []);
  return version;
}
