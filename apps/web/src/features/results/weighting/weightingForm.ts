/**
 * The weighting panel's form (issue 38 §5): each weightable question on or off with its target
 * percents as typed, the cap and floor as typed; the scheme it makes and what is wrong with it,
 * by the domain's own rules (`percentsProblem`, `trimProblem`: the server applies the same).
 */
import type {
  WeightingQuestion,
  WeightingScheme,
  WeightingSchemeResponse,
} from '@survey/domain/results/weightingContract';
import {
  DEFAULT_WEIGHT_CAP,
  DEFAULT_WEIGHT_FLOOR,
  percentsProblem,
  trimProblem,
} from '@survey/domain/results/weightingScheme';

export interface QuestionForm {
  on: boolean;
  /** Percent per option id, as typed. */
  percents: Record<string, string>;
}

export interface WeightingForm {
  questions: Record<string, QuestionForm>;
  cap: string;
  floor: string;
}

const typed = (percents: Record<string, number>) =>
  Object.fromEntries(Object.entries(percents).map(([id, p]) => [id, String(p)]));

/** The stored scheme's targets where it has them, else the prefill (census, quotas or sample). */
export function formOf(response: WeightingSchemeResponse): WeightingForm {
  const stored = new Map(response.scheme?.targets.map((t) => [t.questionId, t.percents]));
  return {
    questions: Object.fromEntries(
      response.questions.map((q) => {
        const percents = stored.get(q.questionId);
        return [
          q.questionId,
          { on: percents !== undefined, percents: typed(percents ?? q.prefill) },
        ];
      }),
    ),
    cap: String(response.scheme?.cap ?? DEFAULT_WEIGHT_CAP),
    floor: String(response.scheme?.floor ?? DEFAULT_WEIGHT_FLOOR),
  };
}

/** A typed number; blank or not a number reads as NaN (a problem the rules name). */
const numberOf = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));

function percentsOf(form: QuestionForm): Record<string, number> {
  return Object.fromEntries(Object.entries(form.percents).map(([id, p]) => [id, numberOf(p)]));
}

/** The sum of a question's typed percents, one decimal (shown under its row). */
export function percentSum(form: QuestionForm): number {
  const sum = Object.values(percentsOf(form)).reduce((a, b) => a + (Number.isNaN(b) ? 0 : b), 0);
  return Math.round(sum * 10) / 10;
}

export interface FormProblems {
  /** Per question id: the sentence shown under its row. */
  questions: Record<string, string>;
  trim: string | null;
  /** No question switched on. */
  none: boolean;
}

export function problemsOf(
  form: WeightingForm,
  questions: readonly WeightingQuestion[],
): FormProblems {
  const problems: Record<string, string> = {};
  for (const q of questions) {
    const f = form.questions[q.questionId];
    if (!f?.on) continue;
    const problem = percentsProblem(q, percentsOf(f));
    if (problem) problems[q.questionId] = problem.message;
  }
  return {
    questions: problems,
    trim: trimProblem(numberOf(form.cap), numberOf(form.floor))?.message ?? null,
    none: !questions.some((q) => form.questions[q.questionId]?.on),
  };
}

export const hasProblems = (p: FormProblems) =>
  p.none || p.trim !== null || Object.keys(p.questions).length > 0;

/** The scheme the form makes (only the questions switched on). */
export function schemeOf(
  form: WeightingForm,
  questions: readonly WeightingQuestion[],
): WeightingScheme {
  return {
    targets: questions
      .filter((q) => form.questions[q.questionId]?.on)
      .map((q) => ({
        questionId: q.questionId,
        percents: percentsOf(form.questions[q.questionId] as QuestionForm),
      })),
    cap: numberOf(form.cap),
    floor: numberOf(form.floor),
  };
}
