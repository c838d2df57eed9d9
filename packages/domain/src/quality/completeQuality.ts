/**
 * The data-quality flags a complete carries on its own (issue 26 §3), worked out once when it
 * completes: straight-lining and gibberish free text. It also gives the normalised long free-text
 * answers, which the server hashes and stores so duplicates can be found later without the text.
 */
import type { MatrixEntry } from '../questionnaire/model.ts';
import type { Answer, MatrixAnswer } from '../respondent/answers.ts';
import { DEFAULT_OPTIONS } from '../respondent/respondentItems.ts';
import type { PublishedSurvey } from '../respondent/engine/published.ts';
import { surveySteps } from '../respondent/engine/steps.ts';
import type { QualityFlag } from '../results/analysisContract.ts';
import { GIBBERISH_WORDING, gibberishReason } from './gibberish.ts';

/** Rows a matrix needs before the same answer on every row looks like straight-lining. */
export const STRAIGHTLINE_MIN_ROWS = 4;
/** Characters a normalised answer needs before two equal ones count as copied, not as 'No idea'. */
export const DUPLICATE_TEXT_MIN_LENGTH = 20;
/** Characters of an answer quoted in a flag's sentence. */
const QUOTE_LENGTH = 40;

/** A normalised long free-text answer of a complete (the server stores its hash, not the text). */
export interface CompleteText {
  /** The question's label, 'Q5'. */
  label: string;
  normalised: string;
}

export interface CompleteQuality {
  flags: QualityFlag[];
  texts: CompleteText[];
}

const sameKey = (picks: readonly string[]) => [...picks].sort().join('\u0000');

/** The picks every row shares when the answer straight-lines a matrix of 4+ rows, else null. */
export function straightLinedPicks(answer: MatrixAnswer): readonly string[] | null {
  const rows = Object.values(answer.rows);
  const first = rows[0];
  if (rows.length < STRAIGHTLINE_MIN_ROWS || first === undefined || first.length === 0) return null;
  const key = sameKey(first);
  return rows.every((picks) => sameKey(picks) === key) ? first : null;
}

/**
 * Free text as compared for duplicates: accents kept apart from case and spacing, so 'Great
 * value, fast delivery!' equals 'great value fast delivery'. Null when shorter than
 * DUPLICATE_TEXT_MIN_LENGTH characters afterwards.
 */
export function normaliseForDuplicate(text: string): string | null {
  const normalised = text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\p{M}]+/gu, ' ')
    .trim();
  return [...normalised].length >= DUPLICATE_TEXT_MIN_LENGTH ? normalised : null;
}

const quote = (text: string) => {
  const oneLine = text.replace(/\s+/g, ' ').trim();
  const chars = [...oneLine];
  return chars.length > QUOTE_LENGTH ? `${chars.slice(0, QUOTE_LENGTH).join('')}…` : oneLine;
};

function columnTexts(entry: MatrixEntry, picks: readonly string[]): string {
  const text = (id: string) =>
    entry.entryItem.responseOptions.find((o) => o.responseOptionLk === id)?.responseOption.value ??
    DEFAULT_OPTIONS.find((d) => id === `default:${d.code}`)?.label ??
    id;
  return picks.map((id) => `"${text(id)}"`).join(' and ');
}

function flagsOf(step: { label: string; entry: MatrixEntry | null }, answer: Answer, lang: string) {
  const flags: QualityFlag[] = [];
  if (answer.kind === 'matrix' && step.entry !== null) {
    const picks = straightLinedPicks(answer);
    if (picks !== null) {
      flags.push({
        reason: 'STRAIGHT_LINER',
        detail: `Answered every row of ${step.label} with ${columnTexts(step.entry, picks)}.`,
      });
    }
  }
  if (answer.kind === 'text') {
    const reason = gibberishReason(answer.text, lang);
    if (reason !== null) {
      flags.push({
        reason: 'GIBBERISH_TEXT',
        detail: `The answer to ${step.label}, "${quote(answer.text)}", ${GIBBERISH_WORDING[reason]}.`,
      });
    }
  }
  return flags;
}

/** The flags and long texts of a complete's answers, in the order the respondent met them. */
export function completeQuality(
  published: PublishedSurvey,
  answers: Readonly<Record<string, Answer | null>>,
): CompleteQuality {
  const lang = published.questionnaire.locale.language;
  const flags: QualityFlag[] = [];
  const texts: CompleteText[] = [];
  for (const step of surveySteps(published).steps) {
    const answer = answers[step.key];
    if (step.kind !== 'entry' || answer === undefined || answer === null) continue;
    const entry = step.entry.entryType === 'matrix' ? step.entry : null;
    flags.push(...flagsOf({ label: step.entry.label, entry }, answer, lang));
    if (answer.kind === 'text') {
      const normalised = normaliseForDuplicate(answer.text);
      if (normalised !== null) texts.push({ label: step.entry.label, normalised });
    }
  }
  return { flags, texts };
}

/**
 * The raw-data export's flag columns a complete's own flags set (rawDataLayout's
 * DATA_QUALITY_FLAGS: flag_straightliner, flag_gibberish; flag_speeder is the server's, at
 * completion).
 */
export function exportFlagsOf(flags: readonly QualityFlag[]): ('STRAIGHTLINER' | 'GIBBERISH')[] {
  const out: ('STRAIGHTLINER' | 'GIBBERISH')[] = [];
  if (flags.some((f) => f.reason === 'STRAIGHT_LINER')) out.push('STRAIGHTLINER');
  if (flags.some((f) => f.reason === 'GIBBERISH_TEXT')) out.push('GIBBERISH');
  return out;
}
