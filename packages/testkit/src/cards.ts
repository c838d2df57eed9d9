import { MULTIPLE_CHOICE, SINGLE_CHOICE } from '@survey/domain/questionnaire/settings';
import { gql } from './http.ts';

/**
 * The cards a test world's questionnaire can hold (what the browser specs read back): questions,
 * a matrix (at least 2 rows and 2 columns, a matrix's minimum) and a text instruction card.
 */
export type QuestionSpec =
  | { type: 'FreeText'; text: string }
  | {
      type: 'Basic';
      text: string;
      options: string[];
      /** A multi select; a single select when absent. */
      multiple?: boolean;
    }
  | { type: 'Ranked'; text: string; options: string[] }
  | { type: 'Matrix'; text: string; rows: string[]; columns: string[] }
  | { type: 'TextCard'; title: string };

interface DraftEntries {
  draftQuestionnaire: {
    entries: {
      entryItem?: {
        questionLk?: string;
        matrixTitleLk?: string;
        responseOptions?: { responseOptionLk: string }[];
      };
    }[];
  };
}

/**
 * Appends `card` to the draft through the editor's API, as the editor's Add menu and typing would:
 * options, rows and columns named as the spec says.
 */
export async function addQuestion(
  caller: { baseUrl: string; accessToken: string },
  survey: { surveyId: string; questionnaireId: string },
  card: QuestionSpec,
): Promise<void> {
  const call = <T>(query: string, vars: Record<string, unknown>) =>
    gql<T>(caller.baseUrl, caller.accessToken, 'questionnaire', query, {
      id: survey.questionnaireId,
      ...vars,
    });
  const read = () =>
    call<DraftEntries>(
      `query ($surveyId: ID!) { draftQuestionnaire(surveyId: $surveyId) { entries {
        ... on QuestionEntry { entryItem { questionLk responseOptions { responseOptionLk } } }
        ... on MatrixEntry { entryItem { matrixTitleLk } } } } }`,
      { surveyId: survey.surveyId },
    );
  const position = (await read()).draftQuestionnaire.entries.length;
  const added = async () => {
    const item = (await read()).draftQuestionnaire.entries[position]?.entryItem;
    if (!item) throw new Error(`the card at ${position} was not added`);
    return item;
  };

  if (card.type === 'TextCard') {
    await call(
      `mutation ($id: ID!, $position: Int!, $title: String!) {
        addTextCard(questionnaireId: $id, position: $position, title: $title) { version } }`,
      { position, title: card.title },
    );
    return;
  }
  if (card.type === 'Matrix') {
    await call(
      `mutation ($id: ID!, $position: Int!, $title: String!) {
        addMatrixQuestion(questionnaireId: $id, position: $position, title: $title) { version } }`,
      { position, title: card.text },
    );
    const m = (await added()).matrixTitleLk;
    // A paste fills the matrix's blank rows and columns first, then adds one per value left.
    await call(
      `mutation ($id: ID!, $m: ID!, $rows: [String!]!) {
        pasteInMatrixRows(questionnaireId: $id, matrixTitleLk: $m, rows: $rows, position: 0) { version } }`,
      { m, rows: card.rows },
    );
    await call(
      `mutation ($id: ID!, $m: ID!, $columns: [String!]!) {
        pasteInMatrixResponses(questionnaireId: $id, matrixTitleLk: $m, responseOptions: $columns, position: 0) { version } }`,
      { m, columns: card.columns },
    );
    return;
  }

  const options = card.type === 'FreeText' ? [] : card.options;
  const setting =
    card.type === 'Basic'
      ? {
          questionSettingCode: 'BasicChoice',
          settingValue: card.multiple ? MULTIPLE_CHOICE : SINGLE_CHOICE,
        }
      : null;
  await call(
    `mutation ($id: ID!, $position: Int!, $text: String!, $count: Int!, $setting: SettingInput) {
      addQuestion(questionnaireId: $id, questionTypeCode: ${card.type}, position: $position,
        text: $text, setting: $setting, defaultOptionsCount: $count) { version } }`,
    { position, text: card.text, count: options.length, setting },
  );
  if (options.length === 0) return;
  const question = await added();
  for (const [index, option] of (question.responseOptions ?? []).entries()) {
    await call(
      `mutation ($id: ID!, $q: ID!, $o: ID!, $v: String!) { updateResponseOption(questionnaireId: $id,
        questionLk: $q, responseOptionLk: $o, responseOptionValue: $v) { version } }`,
      { q: question.questionLk, o: option.responseOptionLk, v: options[index] ?? 'Other' },
    );
  }
}
