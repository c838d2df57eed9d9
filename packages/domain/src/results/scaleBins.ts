/**
 * Slider results are shown as a histogram of at most ~25 bars: one per value while the slider has
 * that few, otherwise bins of a whole-number width (0–4, 5–9, …) so that the labels stay readable.
 */

export const MAX_SCALE_BINS = 25;

export interface ScaleRange {
  min: number;
  max: number;
  step: number;
}

export interface ScaleBin {
  /** 'bin:{k}', k from 0 at the slider's minimum. */
  id: string;
  /** The value when the bin holds one, otherwise 'lo–hi'. */
  text: string;
  /** Smallest and largest slider value in the bin. */
  lo: number;
  hi: number;
}

export interface ScaleBins {
  bins: ScaleBin[];
  /** Index of the bin holding a value; values outside the range go to the nearest end. */
  binOf(value: number): number;
}

// Slider values are sums of decimal steps (0.1 + 0.2): round away the float noise before labels.
const clean = (v: number) => Math.round(v * 1e9) / 1e9;

/** The bins of a slider's range (a range with no valid step gives one bin per whole value). */
export function scaleBins(range: ScaleRange): ScaleBins {
  const step = range.step > 0 ? range.step : 1;
  const span = Math.max(0, range.max - range.min);
  const values = Math.floor(span / step + 1e-9) + 1;
  const width = values <= MAX_SCALE_BINS ? step : Math.ceil((span + step) / MAX_SCALE_BINS);
  const count = Math.floor(span / width + 1e-9) + 1;
  const bins: ScaleBin[] = [];
  for (let k = 0; k < count; k++) {
    const lo = clean(range.min + k * width);
    // The largest step value below the next bin's start, and never past the maximum.
    const lastStep = Math.ceil((lo + width - range.min) / step - 1e-9) - 1;
    const hi = clean(Math.min(range.max, range.min + lastStep * step));
    bins.push({ id: `bin:${k}`, text: lo === hi ? String(lo) : `${lo}–${hi}`, lo, hi });
  }
  return {
    bins,
    binOf(value: number) {
      const k = Math.floor((value - range.min) / width + 1e-9);
      return Math.min(count - 1, Math.max(0, k));
    },
  };
}
