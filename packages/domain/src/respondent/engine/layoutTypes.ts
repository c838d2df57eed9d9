/**
 * The shapes of a session's section layout (issue 38 §1), apart from `sectionLayout.ts` so that
 * the state and the steps can name them without an import cycle.
 */

export interface SessionLayout {
  /** The rotating sections shown to this respondent (entry numbers), in the order shown. */
  sections: number[];
  /** Section entry number -> its cards' entry numbers in the order shown (shuffled sections). */
  cards: Record<string, number[]>;
}

/** The steps of one session in the order it walks them, and each step's place in that order. */
export interface SessionOrder {
  /** Step indexes (into SurveySteps.steps) in the order this session walks them. */
  order: readonly number[];
  /** Place in `order` by step index; a step the session never shows has none. */
  placeOf: ReadonlyMap<number, number>;
}
