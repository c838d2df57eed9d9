/** Spec 2 §9 debounces, in ms. */
export const DEBOUNCE_MS = {
  title: 500,
  option: 500,
  matrixItem: 400,
  fork: 500,
  scale: 500,
  textCardBody: 1500,
} as const;

/** Spec 2 §3: the Agree1To5 scale's labels. */
export const AGREE_1_TO_5 = [
  'Strongly disagree',
  'Somewhat disagree',
  'Neutral',
  'Somewhat agree',
  'Strongly agree',
] as const;
