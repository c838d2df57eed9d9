import { gql } from './http.ts';

/** Issue 38 §2: a section looping over the options chosen in an earlier multi select. */
export interface LoopSpec {
  /** The section's name. */
  name: string;
  /** The texts of the questions moved into it, in order. */
  cards: string[];
  /** The text of the multi select it loops over. */
  source: string;
  maxIterations?: number;
}

interface DraftNumbers {
  draftQuestionnaire: {
    entries: { number: number; entryItem?: { question?: { text: string } } }[];
  };
}

/**
 * Appends a section to the draft, moves the questions `spec.cards` into it and loops it over the
 * multi select `spec.source`, through the editor's API (addSection, moveEntryToSection,
 * setSectionLoop), as the section card's menus would.
 */
export async function loopSection(
  caller: { baseUrl: string; accessToken: string },
  survey: { surveyId: string; questionnaireId: string },
  spec: LoopSpec,
): Promise<void> {
  const call = <T>(query: string, vars: Record<string, unknown>) =>
    gql<T>(caller.baseUrl, caller.accessToken, 'questionnaire', query, {
      id: survey.questionnaireId,
      ...vars,
    });
  const read = async () =>
    (
      await call<DraftNumbers>(
        `query ($surveyId: ID!) { draftQuestionnaire(surveyId: $surveyId) { entries {
          number ... on QuestionEntry { entryItem { question { text } } } } } }`,
        { surveyId: survey.surveyId },
      )
    ).draftQuestionnaire.entries;
  const numberOf = (entries: Awaited<ReturnType<typeof read>>, text: string) => {
    const n = entries.find((e) => e.entryItem?.question?.text === text)?.number;
    if (n === undefined) throw new Error(`no question '${text}'`);
    return n;
  };
  const before = await read();
  const added = await call<{ addSection: { number: number | null } }>(
    `mutation ($id: ID!, $position: Int!, $name: String!) {
      addSection(questionnaireId: $id, position: $position, name: $name) { number } }`,
    { position: before.length, name: spec.name },
  );
  const section = added.addSection.number;
  if (section === null) throw new Error('the section was not added');
  for (const [toPosition, text] of spec.cards.entries()) {
    await call(
      `mutation ($id: ID!, $n: Int!, $s: Int, $to: Int!) {
        moveEntryToSection(questionnaireId: $id, number: $n, sectionNumber: $s, toPosition: $to) {
          version } }`,
      { n: numberOf(await read(), text), s: section, to: toPosition },
    );
  }
  await call(
    `mutation ($id: ID!, $n: Int!, $source: Int!, $max: Int!) {
      setSectionLoop(questionnaireId: $id, number: $n, sourceQuestionNumber: $source, items: null,
        maxIterations: $max, randomOrder: false) { version } }`,
    { n: section, source: numberOf(await read(), spec.source), max: spec.maxIterations ?? 10 },
  );
}
