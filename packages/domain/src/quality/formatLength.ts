/**
 * Interview lengths as the researcher reads them (issue 35 §4): '0.4 s' under 10 s, whole seconds
 * under a minute, minutes and seconds under an hour, hours and minutes beyond. The speeder's
 * sentence compares two lengths: `formatLengthsApart` writes them fine enough that the shorter
 * never reads as long as the longer ('Took 0 s; ... is 0 s' read false on a fast survey).
 */

const tenths = (seconds: number) => {
  const text = (Math.round(seconds * 10) / 10).toFixed(1);
  return text.endsWith('.0') ? text.slice(0, -2) : text;
};

/** '0.4 s', '9.5 s', '41 s', '3 min', '3 min 5 s', '1 h 5 min'; 'under 0.1 s' for less. */
export function formatLength(ms: number): string {
  if (!Number.isFinite(ms) || ms <= 0) return '0 s';
  const exactSeconds = ms / 1000;
  if (exactSeconds < 0.05) return 'under 0.1 s';
  if (exactSeconds < 9.95) return `${tenths(exactSeconds)} s`;
  const seconds = Math.round(exactSeconds);
  if (seconds < 60) return `${String(seconds)} s`;
  if (seconds < 3600) {
    const minutes = Math.floor(seconds / 60);
    const rest = seconds % 60;
    return rest === 0 ? `${String(minutes)} min` : `${String(minutes)} min ${String(rest)} s`;
  }
  const minutes = Math.round(seconds / 60);
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return rest === 0 ? `${String(hours)} h` : `${String(hours)} h ${String(rest)} min`;
}

/** Seconds with `decimals` places, trailing zeros dropped: '59.6 s', '0.33 s'. */
function seconds(ms: number, decimals: number, round: (x: number) => number): string {
  const factor = 10 ** decimals;
  const text = (round((ms / 1000) * factor) / factor).toFixed(decimals);
  return `${decimals > 0 ? text.replace(/\.?0+$/, '') : text} s`;
}

/**
 * `shorter` and `longer` (ms, shorter < longer) as two texts that read in that order: the usual
 * `formatLength` when the two differ, else seconds with as many decimals (up to 3) as tell them
 * apart, else rounded down and up at milliseconds.
 */
export function formatLengthsApart(shorter: number, longer: number): [string, string] {
  const plain: [string, string] = [formatLength(shorter), formatLength(longer)];
  if (plain[0] !== plain[1] || !(shorter < longer)) return plain;
  for (let decimals = 0; decimals <= 3; decimals++) {
    const pair: [string, string] = [
      seconds(shorter, decimals, Math.round),
      seconds(longer, decimals, Math.round),
    ];
    if (pair[0] !== pair[1]) return pair;
  }
  return [seconds(shorter, 3, Math.floor), seconds(longer, 3, Math.ceil)];
}
