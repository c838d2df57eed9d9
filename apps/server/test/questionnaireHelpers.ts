import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { Questionnaire } from '@survey/domain/questionnaire/model';
import { buildSchema, type GraphQLField } from 'graphql';
import { loadDraft, type LockedDraft } from '../src/modules/questionnaire/draftStore/draftStore.ts';
import { replaceDraft } from '../src/modules/questionnaire/questionnaire.store.ts';
import type { SignedUpUser } from './authHelpers.ts';
import { gql, gqlOk, type GraphQLResponse } from './graphqlHelpers.ts';
import { createTestProject, surveyIdOf } from './projectHelpers.ts';
import type { TestApp } from './testApp.ts';

/** The questionnaire service's schema, read from the module (for generated cases and documents). */
export const questionnaireSchema = buildSchema(
  readFileSync(
    new URL('../src/modules/questionnaire/questionnaire.schema.graphql', import.meta.url),
    'utf8',
  ),
);

/** Every field of the service's Query and Mutation types. */
export function questionnaireOperations(): { kind: 'query' | 'mutation'; name: string }[] {
  const query = Object.keys(questionnaireSchema.getQueryType()?.getFields() ?? {});
  const mutation = Object.keys(questionnaireSchema.getMutationType()?.getFields() ?? {});
  return [
    ...query.map((name) => ({ kind: 'query' as const, name })),
    ...mutation.map((name) => ({ kind: 'mutation' as const, name })),
  ];
}

const ENTRY_COMMON = `__typename number position contextPosition label entryType questionKind
  forks { forkId branchNumber } createdDate sinceDate
  questionLogic { clauseNumber propositionId negated proposition {
    __typename
    ... on QuestionResponseOptionProposition { kind questionLk responseOptionLks }
    ... on QuestionResponseOptionRankProposition { kind questionLk responseOptionLk rank }
    ... on QuestionResponseOptionCountProposition { kind questionLk min max }
    ... on MatrixResponseOptionProposition { kind matrixTitleLk questionLk responseOptionLks }
    ... on MatrixRowCountProposition { kind matrixTitleLk responseOptionLk min max }
    ... on MatrixResponseOptionCountProposition { kind matrixTitleLk questionLk min max }
    ... on AudienceResponseOptionProposition { kind questionLk responseOptionLks }
  } }`;
const MEDIA = 'mediaName mediaUrl mediaType renderedMediaUrl';
const MASKING =
  'maskingRules { clause negated maskingKeys { questionLk matrixTitleLk responseOptionLk } }';
const OPTION = `responseOptionLk position pinned exclusive textEntryState route { targetNumber }
  ${MASKING} media { ${MEDIA} }
  responseOption { responseOptionId value rotype createdDate }`;
const SETTINGS = 'settingValues { code value createdDate sinceDate }';
const ITEMS = `
  ... on QuestionEntry { entryItem { questionLk questionTypeCode
    question { questionId text textStyling createdDate } questionMedia { ${MEDIA} }
    questionScale { range { min max step startingPosition } labels { position label { text language country } } }
    responseOptions { ${OPTION} } ${SETTINGS} } }
  ... on MatrixEntry { entryItem { matrixTitleLk matrixTitle { matrixTitleId title titleStyling }
    matrixRows { questionLk question { questionId text } position createdDate pinned ${MASKING} questionMedia { ${MEDIA} } }
    responseOptions { ${OPTION} } ${SETTINGS} } }
  ... on TextCardEntry { entryItem { textCardLk textCard { textCardId title titleStyling subtitle body } questionMedia { ${MEDIA} } } }
  ... on ForkEntry { entryItem { fork { forkId name branches { branchNumber label percentage } } } }`;

/** Every field of an entry (of a section's entries, the common ones: the cost limit). */
export const ENTRY_FIELDS = `${ENTRY_COMMON} ${ITEMS}
  ... on SectionEntry { entryItem { sectionId name entries { number label entryType } } }`;

/** Every field of the draft. */
export const DRAFT_FIELDS = `questionnaireId surveyId version lastEntryNumber locale { language country }
  entries { ${ENTRY_FIELDS} }
  audienceEntries { number position contextPosition label questionKind entryType
    entryItem { questionLk questionTypeCode question { questionId text } settingValues { code value }
      responseOptions { responseOptionLk position qualification route { targetNumber } responseOption { responseOptionId value rotype } } } }
  validationErrors { entryNumber entryId questionTypeCode errors { field itemId code message } }
  interviewLength { seconds minutes tier { index minMinutes maxMinutes questions } }`;

/** What mutations select by default. */
export const CHANGE_FIELDS = `questionnaireId surveyId version number entry { ${ENTRY_FIELDS} }
  entries { number } responseOption { ${OPTION} } matrixRow { questionLk position pinned question { text } }
  logic { clauseNumber propositionId negated } propositionRef { clauseNumber propositionId }`;

function typeOfArgs(field: GraphQLField<unknown, unknown>): string {
  return field.args.map((a) => `$${a.name}: ${a.type.toString()}`).join(', ');
}

/** A document calling one operation of the service with every argument as a variable. */
export function operationDocument(name: string, selection = CHANGE_FIELDS): string {
  const mutation = questionnaireSchema.getMutationType()?.getFields()[name];
  const field = mutation ?? questionnaireSchema.getQueryType()?.getFields()[name];
  if (!field) throw new Error(`no operation ${name}`);
  const vars = typeOfArgs(field);
  const call = field.args.map((a) => `${a.name}: $${a.name}`).join(', ');
  return `${mutation ? 'mutation' : 'query'} Op${vars ? `(${vars})` : ''} { ${name}${call ? `(${call})` : ''} { ${selection} } }`;
}

/** Calls an editing mutation by name over HTTP. */
export function mutate<T = Record<string, unknown>>(
  t: TestApp,
  user: SignedUpUser,
  name: string,
  variables: Record<string, unknown>,
  selection?: string,
): Promise<GraphQLResponse<Record<string, T>>> {
  return gql(t, 'questionnaire', user.accessToken, operationDocument(name, selection), variables);
}

export interface TestDraft {
  surveyId: string;
  questionnaireId: string;
}

/** A project of `user` whose survey has an empty draft (created through the API). */
export async function createTestDraft(t: TestApp, user: SignedUpUser): Promise<TestDraft> {
  const surveyId = surveyIdOf(await createTestProject(t, user, `Questionnaire ${randomUUID()}`));
  await gqlOk(
    t,
    'questionnaire',
    user.accessToken,
    `mutation { addQuestionnaire(surveyId: "${surveyId}") { version } }`,
  );
  const data = await gqlOk<{ draftQuestionnaire: { questionnaireId: string } }>(
    t,
    'questionnaire',
    user.accessToken,
    `{ draftQuestionnaire(surveyId: "${surveyId}") { questionnaireId } }`,
  );
  return { surveyId, questionnaireId: data.draftQuestionnaire.questionnaireId };
}

/** Replaces a draft's document (test setup: a generated questionnaire under a fresh id). */
export async function storeTestDocument(
  t: TestApp,
  surveyId: string,
  document: Questionnaire,
): Promise<TestDraft> {
  const questionnaireId = randomUUID();
  await replaceDraft(
    t.deps.database.db,
    surveyId,
    { ...document, questionnaireId },
    t.deps.clock(),
  );
  return { surveyId, questionnaireId };
}

/**
 * The stored draft as a fresh process sees it: the snapshot with the command log replayed, no
 * cache (the `document` column alone is a possibly older snapshot).
 */
export async function storedDraft(t: TestApp, surveyId: string): Promise<LockedDraft> {
  const draft = await loadDraft({ db: t.deps.database.db }, surveyId);
  if (!draft) throw new Error(`no draft for survey ${surveyId}`);
  return draft;
}

/** The draft as the owner reads it over HTTP (every field). */
export async function readDraft<T = DraftView>(
  t: TestApp,
  user: SignedUpUser,
  surveyId: string,
  selection = DRAFT_FIELDS,
): Promise<T> {
  const data = await gqlOk<{ draftQuestionnaire: T }>(
    t,
    'questionnaire',
    user.accessToken,
    `query Read($surveyId: ID!) { draftQuestionnaire(surveyId: $surveyId) { ${selection} } }`,
    { surveyId },
  );
  return data.draftQuestionnaire;
}

/** The parts of a draft tests look at. */
export interface DraftView {
  questionnaireId: string;
  version: number;
  entries: EntryView[];
  validationErrors: { entryNumber: number; errors: { code: string; message: string }[] }[];
  interviewLength: { minutes: number; tier: { maxMinutes: number } };
}

export interface EntryView {
  __typename: string;
  number: number;
  position: number;
  label: string;
  questionLogic: { clauseNumber: number; propositionId: string }[];
  forks: { forkId: string; branchNumber: number }[];
  entryItem: Record<string, unknown> & {
    questionLk?: string;
    matrixTitleLk?: string;
    textCardLk?: string;
    fork?: { forkId: string; branches: { branchNumber: number; percentage: number }[] };
    question?: { text: string };
    responseOptions?: OptionView[];
    matrixRows?: { questionLk: string; question: { text: string } }[];
  };
}

export interface OptionView {
  responseOptionLk: string;
  pinned: boolean;
  exclusive: boolean;
  route: { targetNumber: number } | null;
  media: { mediaUrl: string } | null;
  responseOption: { value: string };
}

/** What the tests read of a mutation's answer (CHANGE_FIELDS). */
export interface ChangeView {
  questionnaireId: string;
  version: number;
  number: number | null;
  entry: EntryView | null;
  entries: { number: number }[];
  responseOption: OptionView | null;
  matrixRow: {
    questionLk: string;
    position: number;
    pinned: boolean;
    question: { text: string };
  } | null;
  logic: { clauseNumber: number; propositionId: string; negated: boolean } | null;
  propositionRef: { clauseNumber: number; propositionId: string } | null;
}

/** An editor for one draft: `ok` applies a mutation (throwing on errors), `fails` returns the code. */
export function draftEditor(t: TestApp, user: SignedUpUser, draft: TestDraft) {
  const call = (name: string, vars: Record<string, unknown>) =>
    mutate<ChangeView>(t, user, name, { questionnaireId: draft.questionnaireId, ...vars });
  return {
    async ok(name: string, vars: Record<string, unknown> = {}): Promise<ChangeView> {
      const r = await call(name, vars);
      const change = r.data?.[name];
      if (r.errors?.length || !change) throw new Error(`${name}: ${JSON.stringify(r.errors)}`);
      return change;
    },
    async fails(name: string, vars: Record<string, unknown> = {}): Promise<string | undefined> {
      const r = await call(name, vars);
      if (!r.errors?.length) throw new Error(`${name} succeeded unexpectedly`);
      return r.errors[0]?.extensions?.code;
    },
  };
}

/** A snapshot row exactly as stored (packed or, from before migration 0008, plain). */
export interface RawSnapshot {
  packed: Buffer | null;
  document: unknown;
  version: number;
}

/** The survey's snapshot row as stored, to put back later (a crash, an older snapshot). */
export async function rawSnapshot(t: TestApp, surveyId: string): Promise<RawSnapshot> {
  const { rows } = await t.deps.database.pool.query<RawSnapshot>(
    'SELECT packed, document, version FROM draft_questionnaire_snapshots WHERE survey_id = $1',
    [surveyId],
  );
  if (!rows[0]) throw new Error(`no snapshot for survey ${surveyId}`);
  return rows[0];
}

/** Puts a snapshot row taken with rawSnapshot back (its version too, unless given). */
export async function restoreRawSnapshot(
  t: TestApp,
  surveyId: string,
  raw: RawSnapshot,
  version = raw.version,
): Promise<void> {
  await t.deps.database.pool.query(
    'UPDATE draft_questionnaire_snapshots SET packed = $2, document = $3, version = $4 WHERE survey_id = $1',
    [surveyId, raw.packed, raw.document === null ? null : JSON.stringify(raw.document), version],
  );
}
