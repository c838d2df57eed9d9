/**
 * The researcher's weighting scheme (issue 38 §5): target percents per audience criterion and per
 * single-choice question of the questionnaire, and the trimming of the weights (cap and floor, as
 * multiples of the mean weight). Stored with the survey; every view and export rakes to it instead
 * of the quota targets. Pure types, the questions a scheme may name, and its validation.
 */
import { DomainCommandError } from '../commandKit.ts';
import type { ResultLayout } from './layout.ts';

export interface WeightingTarget {
  /** A result entry's id (the summary's `questionId`, the filters' too). */
  questionId: string;
  /** Percent of the weighted completes per option id, summing to 100 (within 0.1). */
  percents: Record<string, number>;
}

export interface WeightingScheme {
  targets: WeightingTarget[];
  /** Largest weight, as a multiple of the mean weight (1..100). */
  cap: number;
  /** Smallest weight, as a multiple of the mean weight (0..1; 0 for none). */
  floor: number;
}

/** What the panel offers before the researcher changes anything. */
export const DEFAULT_WEIGHT_CAP = 5;
export const DEFAULT_WEIGHT_FLOOR = 0.2;
export const MAX_WEIGHT_CAP = 100;
/** How far from 100 a question's percents may add up (rounded census shares). */
export const PERCENT_SUM_TOLERANCE = 0.1;
/** More margins than any scheme needs; each costs a pass of the rake. */
export const MAX_WEIGHTING_TARGETS = 20;

export interface WeightableQuestion {
  questionId: string;
  /** A{n} or Q{n}. */
  label: string;
  text: string;
  questionKind: 'Audience' | 'Questionnaire';
  /** The stored answer it reads (`audience:{n}` or `entry:{n}`). */
  pageKey: string;
  /** The options a complete can hold (screen-out options left out). */
  options: { id: string; text: string }[];
}

/** Answers of one page, neither a loop's iteration nor a derived variable. */
const ANSWER_PAGE = /^(audience|entry):\d+$/;

/**
 * The questions a scheme may weight: single-choice questions of the audience and of the
 * questionnaire, each complete in at most one option (a rake puts everyone in one category per
 * margin). Multi selects, matrices, rankings, sliders, loop iterations and derived entries are not.
 */
export function weightableQuestions(layout: ResultLayout): WeightableQuestion[] {
  return layout.entries
    .filter(
      (e) =>
        e.answerKind === 'choice' &&
        e.entryType === 'question' &&
        !e.isMultipleChoice &&
        ANSWER_PAGE.test(e.pageKey),
    )
    .map((e) => ({
      questionId: e.id,
      label: e.label,
      text: e.text,
      questionKind: e.questionKind,
      pageKey: e.pageKey,
      options: e.rows.filter((r) => !r.screensOut).map((r) => ({ id: r.id, text: r.text })),
    }))
    .filter((q) => q.options.length >= 2);
}

export type WeightingSchemeErrorCode =
  | 'NO_TARGETS'
  | 'TOO_MANY_TARGETS'
  | 'UNKNOWN_QUESTION'
  | 'NOT_WEIGHTABLE'
  | 'DUPLICATE_QUESTION'
  | 'UNKNOWN_OPTION'
  | 'MISSING_OPTION'
  | 'INVALID_PERCENT'
  | 'TARGETS_NOT_100'
  | 'INVALID_TRIM';

/** A scheme that cannot be stored; nothing changed. */
export class WeightingSchemeError extends DomainCommandError<WeightingSchemeErrorCode> {
  override readonly name = 'WeightingSchemeError';
}

const fail = (
  code: WeightingSchemeErrorCode,
  message: string,
  details: Record<string, string | number> = {},
): never => {
  throw new WeightingSchemeError(code, message, details);
};

/**
 * The scheme as stored, or a WeightingSchemeError: at least one question; each a weightable
 * question of this survey named once, with a percent above 0 for every option a complete can
 * hold (no others), adding up to 100 within 0.1; 0 <= floor <= 1 <= cap <= 100.
 */
export function checkWeightingScheme(
  scheme: WeightingScheme,
  layout: ResultLayout,
): WeightingScheme {
  if (scheme.targets.length === 0) fail('NO_TARGETS', 'Choose at least one question to weight.');
  if (scheme.targets.length > MAX_WEIGHTING_TARGETS) {
    fail('TOO_MANY_TARGETS', `Weight to at most ${MAX_WEIGHTING_TARGETS} questions.`);
  }
  const trim = trimProblem(scheme.cap, scheme.floor);
  if (trim) throw trim;
  const weightable = new Map(weightableQuestions(layout).map((q) => [q.questionId, q]));
  const seen = new Set<string>();
  for (const target of scheme.targets) {
    const id = target.questionId;
    const question = weightable.get(id);
    if (!question) {
      if (layout.byId.has(id)) {
        fail(
          'NOT_WEIGHTABLE',
          `Question ${id} cannot be weighted: only single-choice questions can.`,
          {
            questionId: id,
          },
        );
      }
      fail('UNKNOWN_QUESTION', `The survey has no question ${id}.`, { questionId: id });
    }
    if (seen.has(id))
      fail('DUPLICATE_QUESTION', `Question ${id} is named twice.`, { questionId: id });
    seen.add(id);
    const problem = percentsProblem(question as WeightableQuestion, target.percents);
    if (problem) throw problem;
  }
  return {
    targets: scheme.targets.map((t) => ({ questionId: t.questionId, percents: { ...t.percents } })),
    cap: scheme.cap,
    floor: scheme.floor,
  };
}

/**
 * What is wrong with the cap and floor (times the mean weight), or null: 0 <= floor <= 1 <= cap
 * <= 100. The panel shows it beside the inputs; the server refuses the scheme with it.
 */
export function trimProblem(cap: number, floor: number): WeightingSchemeError | null {
  const ok =
    Number.isFinite(cap) &&
    Number.isFinite(floor) &&
    cap >= 1 &&
    cap <= MAX_WEIGHT_CAP &&
    floor >= 0 &&
    floor <= 1;
  return ok
    ? null
    : new WeightingSchemeError(
        'INVALID_TRIM',
        `The largest weight must be between 1 and ${MAX_WEIGHT_CAP} and the smallest between 0 and 1 (times the mean weight).`,
      );
}

/**
 * What is wrong with one question's targets, or null: a percent above 0 (at most 100) for every
 * option a complete can hold and no other, adding up to 100 within 0.1. The panel shows it under
 * the question's row; the server refuses the scheme with it.
 */
export function percentsProblem(
  question: WeightableQuestion,
  percents: Record<string, number>,
): WeightingSchemeError | null {
  const known = new Set(question.options.map((o) => o.id));
  const at = { questionId: question.questionId };
  for (const [optionId, percent] of Object.entries(percents)) {
    if (!known.has(optionId)) {
      return new WeightingSchemeError(
        'UNKNOWN_OPTION',
        `${question.label} has no option ${optionId}.`,
        {
          ...at,
          optionId,
        },
      );
    }
    if (!Number.isFinite(percent) || percent <= 0 || percent > 100) {
      return new WeightingSchemeError(
        'INVALID_PERCENT',
        `Each target of ${question.label} must be above 0 and at most 100.`,
        { ...at, optionId },
      );
    }
  }
  const missing = question.options.find((o) => !Object.hasOwn(percents, o.id));
  if (missing) {
    return new WeightingSchemeError(
      'MISSING_OPTION',
      `${question.label} needs a target for '${missing.text}'.`,
      { ...at, optionId: missing.id },
    );
  }
  const sum = Object.values(percents).reduce((a, b) => a + b, 0);
  if (Math.abs(sum - 100) > PERCENT_SUM_TOLERANCE) {
    return new WeightingSchemeError(
      'TARGETS_NOT_100',
      `The targets of ${question.label} add up to ${round1(sum)}%, not 100%.`,
      { ...at, sum: round1(sum) },
    );
  }
  return null;
}

const round1 = (x: number) => Math.round(x * 10) / 10;
