/**
 * A problem with an answer in the respondent's language. The domain's `validateAnswer` (and the
 * server, which runs the same rule) names the problem with a stable code and an English sentence;
 * the sentence's numbers and names come from the entry itself, so the runner words it again here
 * from the code, the kind of question and the answer.
 */
import type { Entry } from '@survey/domain/questionnaire/model';
import type { ContentStructure } from '@survey/domain/questionnaire/settings';
import { getIntSetting } from '@survey/domain/questionnaire/settings';
import type { Answer } from '@survey/domain/respondent/answers';
import { choiceRule } from '@survey/domain/respondent/choiceRule';
import { characterLimit, contentStructure } from '@survey/domain/respondent/freeTextFormat';
import { answerKind, respondentOptions } from '@survey/domain/respondent/respondentItems';
import type { AnswerProblem } from '@survey/domain/respondent/validateAnswer';
import { DEFAULT_CHARACTER_LIMIT } from '@survey/domain/questionnaire/constants';
import { localOptions } from './defaultOptions.ts';
import type { RunnerTexts } from './i18n/messages.ts';
import type { Translator } from './i18n/translator.ts';

const FORMAT_TEXTS: Record<ContentStructure, keyof RunnerTexts | null> = {
  unstructured: null,
  numeric: 'formatNumeric',
  positive_integer: 'formatPositiveInteger',
  integer: 'formatInteger',
  postcode_sector: 'formatPostcodeSector',
  postcode_full: 'formatPostcodeFull',
  alphanumeric: 'formatAlphanumeric',
  email: 'formatEmail',
};

const REQUIRED: Record<NonNullable<ReturnType<typeof answerKind>>, keyof RunnerTexts> = {
  choice: 'requiredChoice',
  ranked: 'requiredRanked',
  matrix: 'requiredMatrix',
  text: 'requiredText',
  scale: 'requiredScale',
};

/** The exclusive option an EXCLUSIVE problem is about (in a matrix, among the row's picks). */
function exclusiveLabel(
  entry: Entry,
  answer: Answer | null,
  problem: AnswerProblem,
  t: Translator,
): string {
  const options = localOptions(respondentOptions(entry), t);
  const picks =
    answer?.kind === 'matrix' ? (answer.rows[problem.itemId ?? ''] ?? []) : [problem.itemId];
  return options.find((o) => o.exclusive && picks.includes(o.id))?.label ?? '';
}

function rankedTop(entry: Entry): { top: number; needed: number } {
  const options = respondentOptions(entry);
  const rankable = options.filter((o) => !o.exclusive).length;
  const top =
    entry.entryType === 'question'
      ? getIntSetting(entry.entryItem.settingValues, 'RankChoiceRequisite')
      : 0;
  return { top, needed: top > 0 ? Math.min(top, rankable) : rankable };
}

function tooMany(entry: Entry, t: Translator): string {
  const kind = answerKind(entry);
  if (kind === 'matrix') return t.text('tooManyPerRow');
  if (kind === 'ranked') {
    const { needed } = rankedTop(entry);
    return t.plural('rankOnlyTop', needed, { n: needed });
  }
  const rule = choiceRule(entry);
  if (rule.type === 'upTo') return t.plural('tooManyUpTo', rule.max, { max: rule.max });
  if (rule.type === 'between') {
    return t.plural('betweenProblem', rule.max, { min: rule.min, max: rule.max });
  }
  return t.text('tooManySingle');
}

function tooFew(entry: Entry, t: Translator): string {
  if (answerKind(entry) === 'ranked') {
    const { top, needed } = rankedTop(entry);
    return top > 0 ? t.plural('rankTop', needed, { n: needed }) : t.text('rankAll');
  }
  const rule = choiceRule(entry);
  return rule.type === 'between'
    ? t.plural('betweenProblem', rule.max, { min: rule.min, max: rule.max })
    : t.text('requiredChoice');
}

/** The sentence the respondent reads for `problem` with their `answer` to `entry`. */
export function problemText(
  entry: Entry,
  answer: Answer | null,
  problem: AnswerProblem,
  t: Translator,
): string {
  const kind = answerKind(entry);
  switch (problem.code) {
    case 'REQUIRED':
      return t.text(answer === null || kind === null ? 'answerQuestion' : REQUIRED[kind]);
    case 'TOO_MANY':
      return tooMany(entry, t);
    case 'TOO_FEW':
      return tooFew(entry, t);
    case 'EXCLUSIVE':
      return t.text('exclusive', { label: exclusiveLabel(entry, answer, problem, t) });
    case 'TEXT_REQUIRED':
      return t.text('textRequired');
    case 'TOO_LONG':
      // An 'Other' option's text has the default limit; a free-text answer its question's.
      return problem.itemId === undefined
        ? t.plural('tooLongText', characterLimit(entry), { limit: characterLimit(entry) })
        : t.plural('tooLongOption', DEFAULT_CHARACTER_LIMIT, { limit: DEFAULT_CHARACTER_LIMIT });
    case 'FORMAT': {
      const key = FORMAT_TEXTS[contentStructure(entry)];
      return key === null ? t.text('requiredText') : t.text(key);
    }
    case 'OUT_OF_RANGE': {
      const scale = entry.entryType === 'question' ? entry.entryItem.questionScale : null;
      return scale === null
        ? t.text('requiredScale')
        : t.text('outOfRange', { min: scale.range.min, max: scale.range.max });
    }
    case 'UNKNOWN_OPTION':
      return t.text('notAnOption');
    case 'WRONG_KIND':
      return t.text('wrongKind');
  }
}
