/** Display logic, masking and fork membership (spec 2 §3 "Masking rule", "Logic proposition kinds"). */
import type { Id } from './primitives.ts';

/**
 * One masking key: an option of an earlier basic or audience question (questionLk +
 * responseOptionLk), or one cell of an earlier matrix (matrixTitleLk + row questionLk + column
 * responseOptionLk).
 */
export interface MaskingKey {
  questionLk: Id;
  matrixTitleLk: Id | null;
  responseOptionLk: Id;
}

/** Show the masked item only if the keys were chosen (all for AND, any for OR), or not if negated. */
export interface MaskingRule {
  clause: 'AND' | 'OR';
  maskingKeys: MaskingKey[];
  negated: boolean;
}

/** The entry is shown only to respondents on this branch of this fork. */
export interface EntryForkRef {
  forkId: Id;
  branchNumber: number;
}

/** Chose one of these options of an earlier basic question. */
export interface QuestionResponseOptionProposition {
  kind: 'questionResponseOption';
  questionLk: Id;
  responseOptionLks: Id[];
}
/** Ranked this option of an earlier ranked question within the top `rank` places. */
export interface QuestionResponseOptionRankProposition {
  kind: 'questionResponseOptionRank';
  questionLk: Id;
  responseOptionLk: Id;
  rank: number;
}
/** Chose between min and max options (inclusive) of an earlier basic or ranked question. */
export interface QuestionResponseOptionCountProposition {
  kind: 'questionResponseOptionCount';
  questionLk: Id;
  min: number;
  max: number;
}
/** Chose one of these columns in this row of an earlier matrix. */
export interface MatrixResponseOptionProposition {
  kind: 'matrixResponseOption';
  matrixTitleLk: Id;
  questionLk: Id;
  responseOptionLks: Id[];
}
/** Chose this column in between min and max rows of an earlier matrix. */
export interface MatrixRowCountProposition {
  kind: 'matrixRowCount';
  matrixTitleLk: Id;
  responseOptionLk: Id;
  min: number;
  max: number;
}
/** Chose between min and max columns in this row of an earlier matrix. */
export interface MatrixResponseOptionCountProposition {
  kind: 'matrixResponseOptionCount';
  matrixTitleLk: Id;
  questionLk: Id;
  min: number;
  max: number;
}
/** Chose one of these options of an audience question. */
export interface AudienceResponseOptionProposition {
  kind: 'audienceResponseOption';
  questionLk: Id;
  responseOptionLks: Id[];
}

export type Proposition =
  | QuestionResponseOptionProposition
  | QuestionResponseOptionRankProposition
  | QuestionResponseOptionCountProposition
  | MatrixResponseOptionProposition
  | MatrixRowCountProposition
  | MatrixResponseOptionCountProposition
  | AudienceResponseOptionProposition;

export type PropositionKind = Proposition['kind'];

/** One condition of display logic; terms with the same clauseNumber are ORed, clauses are ANDed. */
export interface LogicTerm {
  clauseNumber: number;
  propositionId: Id;
  negated: boolean;
  proposition: Proposition;
}
