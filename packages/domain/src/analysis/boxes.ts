/**
 * Top-2 / bottom-2 boxes of a crosstab's row (issue 26 §1, issue 35 §1): they follow the scale's
 * labelled points. A matrix row's columns are labelled points in scale order (as the researcher
 * wrote them, defaults such as "Don't know" left out): the top box is the last two, the bottom box
 * the first two, from 4 points on (on 3 points two of them would be most of the scale, on 2 all of
 * it). A slider's points are not labelled (only its ends and middle carry words), so it has no
 * boxes: its bins are a display choice, and 'Top 2 box' of a 0-100 slider was the 95-99 and 100
 * bins. Anything else (choice, ranked) is not a scale. The page's switch says why when there are
 * none (`reason`); the crosstab engine adds exactly `boxes`.
 */

/** A scale needs this many points for its boxes to mean something (2 + 2 would be everything). */
export const MIN_BOX_POINTS = 4;

export interface BoxNet {
  /** 'box:top2' or 'box:bottom2'. */
  id: string;
  label: string;
  optionIds: string[];
}

/** A row's answers as the boxes see them. */
export type BoxScale =
  /** Labelled points from the low end to the high end (a matrix row's columns, no defaults). */
  { kind: 'points'; pointIds: readonly string[] } | { kind: 'slider' } | { kind: 'unordered' };

/** The boxes of a row, or none and why (for the switch's description). */
export type RowBoxes = { boxes: BoxNet[]; reason: null } | { boxes: []; reason: string };

export const BOX_REASONS = {
  unordered: 'Top-2 / Bottom-2 boxes need a rating scale: choose a matrix row.',
  slider:
    'Not for sliders: only their ends and middle are labelled, so there are no top two points (see the mean).',
  fewPoints: (points: number) =>
    `Top-2 / Bottom-2 boxes need a scale of at least ${MIN_BOX_POINTS} points; this row has ${points}.`,
} as const;

/** The top-2 and bottom-2 boxes of a row's scale, or why it has none. */
export function rowBoxes(scale: BoxScale): RowBoxes {
  if (scale.kind === 'unordered') return { boxes: [], reason: BOX_REASONS.unordered };
  if (scale.kind === 'slider') return { boxes: [], reason: BOX_REASONS.slider };
  const points = scale.pointIds;
  if (points.length < MIN_BOX_POINTS) {
    return { boxes: [], reason: BOX_REASONS.fewPoints(points.length) };
  }
  return {
    boxes: [
      { id: 'box:top2', label: 'Top 2 box', optionIds: points.slice(-2) },
      { id: 'box:bottom2', label: 'Bottom 2 box', optionIds: points.slice(0, 2) },
    ],
    reason: null,
  };
}
