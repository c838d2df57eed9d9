/** Entries of every kind, built through the real commands, for respondent-side tests. */
import type {
  MatrixEntry,
  Questionnaire,
  QuestionEntry,
  QuestionTypeCode,
} from '../../questionnaire/model.ts';
import {
  QuestionnaireBuilder,
  matrixAt,
  questionAt,
} from '../../questionnaire/testing/builders.ts';

export type Settings = Record<string, string>;

/** A one-question questionnaire with the given options and settings applied in order. */
export function sampleQuestion(
  type: QuestionTypeCode,
  options: string[] = [],
  settings: Settings = {},
  text = 'Which do you prefer?',
): { q: Questionnaire; entry: QuestionEntry } {
  const b = new QuestionnaireBuilder().question(text, options, type);
  const lk = questionAt(b.q, 0).entryItem.questionLk;
  for (const [code, value] of Object.entries(settings)) {
    b.apply('setQuestionnaireSettingValue', {
      questionLk: lk,
      setting: { questionSettingCode: code, settingValue: value },
    });
  }
  return { q: b.q, entry: questionAt(b.q, 0) };
}

/** The question with option `index` made exclusive, or given text entry. */
export function withOptionFlags(
  entry: QuestionEntry,
  index: number,
  flags: { exclusive?: boolean; textEntry?: boolean },
): QuestionEntry {
  const item = entry.entryItem;
  return {
    ...entry,
    entryItem: {
      ...item,
      responseOptions: item.responseOptions.map((o, i) =>
        i !== index
          ? o
          : {
              ...o,
              exclusive: flags.exclusive ?? o.exclusive,
              textEntryState: flags.textEntry ? 'enabled' : o.textEntryState,
            },
      ),
    },
  };
}

/** A matrix with rows and columns, and settings (MatrixChoice, ...) applied in order. */
export function sampleMatrix(
  rows: string[],
  columns: string[],
  settings: Settings = {},
): MatrixEntry {
  const b = new QuestionnaireBuilder().matrix('How do you rate them?', rows, columns);
  const lk = matrixAt(b.q, 0).entryItem.matrixTitleLk;
  for (const [code, value] of Object.entries(settings)) {
    b.apply('setQuestionnaireMatrixSettingValue', {
      matrixTitleLk: lk,
      setting: { questionSettingCode: code, settingValue: value },
    });
  }
  return matrixAt(b.q, 0);
}
