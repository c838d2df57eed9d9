import { z } from 'zod';
import { TEXT_LIMITS } from '@survey/domain/questionnaire/constants';
import { requireStyling } from '@survey/domain/questionnaire/guards';
import type { CommandArgs, QuestionnaireMutationName } from '@survey/domain/questionnaire/registry';
import { QUESTION_SETTING_CODES } from '@survey/domain/questionnaire/settings';
import { edgeSchemas, type ResolverArgs } from '../../lib/edgeSchemas.ts';
import type { MutationResolvers } from './questionnaire.generated.ts';

/**
 * Edge schemas of the editor's mutations, by the domain registry's names. GraphQL has already
 * checked the types; these bound sizes (so that no request is expensive) and turn GraphQL's nulls
 * into the domain's optional arguments. The domain keeps the precise rules (TEXT_TOO_LONG,
 * positions, references) and answers them with its own codes.
 */

/** Every editing mutation: the spec's, plus Equalise (a domain command the editor uses). */
export type EditorMutationName = QuestionnaireMutationName | 'equaliseForkBranches';

/** What the import mutation takes at the edge; the service loads the source draft. */
export interface ImportEdgeArgs {
  sourceQuestionnaireId: string;
  entryNumbers: number[];
  position: number;
}

export type EdgeArgs<N extends EditorMutationName> = N extends 'importQuestionnaireEntries'
  ? ImportEdgeArgs
  : CommandArgs<N>;

// Twice the longest domain text (the domain cuts at twice the limit before cleaning).
const MAX_TEXT = TEXT_LIMITS.body * 2;
const MAX_LIST = 1000;

const id = z.string().min(1).max(TEXT_LIMITS.id);
const text = z.string().max(MAX_TEXT);
const int = z.number().int();
const opt = <T extends z.ZodType>(schema: T) =>
  schema.nullish().transform((v): NonNullable<z.output<T>> | undefined => v ?? undefined);
const lines = z.array(text).max(MAX_LIST);
const styling = z.json().nullish();
const setting = z.object({
  questionSettingCode: z.enum(QUESTION_SETTING_CODES),
  settingValue: text,
});

const qk = { questionLk: id };
const mk = { matrixTitleLk: id };
const tk = { textCardLk: id };
const ro = { responseOptionLk: id };
const media = {
  mediaName: text,
  mediaUrl: text,
  mediaType: z.enum(['image', 'video']),
  renderedMediaUrl: text.nullish(),
};
const maskingRules = z
  .array(
    z.object({
      clause: z.enum(['AND', 'OR']),
      maskingKeys: z
        .array(
          z.object({
            questionLk: id,
            matrixTitleLk: id.nullish().transform((v) => v ?? null),
            responseOptionLk: id,
          }),
        )
        .max(MAX_LIST),
      negated: z.boolean(),
    }),
  )
  .max(100);
const logicInfoRef = z
  .object({ clauseNumber: int, propositionId: id.nullish() })
  .nullish()
  .transform((v) => v ?? null);
const ids = z.array(id).max(MAX_LIST);
const range = { min: int, max: int };
const proposition = z.object({
  questionResponseOption: opt(z.object({ ...qk, responseOptionLks: ids })),
  questionResponseOptionRank: opt(z.object({ ...qk, ...ro, rank: int })),
  questionResponseOptionCount: opt(z.object({ ...qk, ...range })),
  matrixResponseOption: opt(z.object({ ...mk, ...qk, responseOptionLks: ids })),
  matrixRowCount: opt(z.object({ ...mk, ...ro, ...range })),
  matrixResponseOptionCount: opt(z.object({ ...mk, ...qk, ...range })),
  audienceReponseOption: opt(z.object({ ...qk, responseOptionLks: ids })),
});
const logic = { logicInfoRef, proposition, negated: opt(z.boolean()) };
const forkBranch = { forkId: id, branchNumber: int };

/** Schema arguments that address the draft or belong to the optimistic protocol. */
type AddressAndProtocol =
  'questionnaireId' | 'surveyId' | 'clientMutationId' | 'baseVersion' | 'clientIds';

/**
 * Edge schema of every editing mutation, checked against the domain command's arguments: a field
 * the two (or the schema mutation) do not share, or the edge types differently, fails typecheck.
 */
export const EDITOR_ARGS = edgeSchemas<
  { [N in EditorMutationName]: EdgeArgs<N> },
  { [N in EditorMutationName]: Omit<ResolverArgs<MutationResolvers[N]>, AddressAndProtocol> }
>()({
  relocaliseQuestionnaire: z.object({
    newLocale: z.object({ language: z.string().max(10), country: z.string().max(10) }),
  }),
  addQuestion: z.object({
    questionTypeCode: z.enum(['Basic', 'Ranked', 'Scale', 'FreeText']),
    position: int,
    text: opt(text),
    textStyling: styling,
    setting: setting.nullish(),
    defaultOptionsCount: opt(int),
  }),
  addMatrixQuestion: z.object({
    position: int,
    title: opt(text),
    titleStyling: styling,
    setting: setting.nullish(),
  }),
  addTextCard: z.object({ position: int, title: opt(text), subtitle: opt(text), body: opt(text) }),
  addFork: z.object({ position: int, name: opt(text), defaultBranchCount: opt(int) }),
  duplicateQuestion: z.object({ ...qk, position: int }),
  duplicateMatrixQuestion: z.object({ ...mk, position: int }),
  duplicateTextCard: z.object({ ...tk, position: int }),
  moveQuestionnaireEntry: z.object({ number: int, toPosition: int }),
  addSection: z.object({ position: int, name: text }),
  renameSection: z.object({ number: int, name: text }),
  moveEntryToSection: z.object({ number: int, sectionNumber: int.nullable(), toPosition: int }),
  deleteSection: z.object({ number: int, keepCards: z.boolean() }),
  setSectionRotation: z.object({
    number: int,
    rotate: z.boolean(),
    randomiseCards: z.boolean(),
    pinnedCards: z.array(int).max(MAX_LIST),
  }),
  setSectionsShown: z.object({ count: int.nullable() }),
  setQuestionQuota: z.object({
    ...qk,
    cells: z
      .array(
        z.object({
          optionLks: z.array(id).max(MAX_LIST),
          targetKind: z.enum(['count', 'percent']),
          target: z.number(),
        }),
      )
      .max(MAX_LIST),
  }),

  setSectionLoop: z.object({
    number: int,
    sourceQuestionNumber: int.nullable(),
    items: z.array(z.string().max(MAX_TEXT)).max(MAX_LIST).nullable(),
    maxIterations: int,
    randomOrder: z.boolean(),
  }),
  clearSectionLoop: z.object({ number: int }),
  detachQuestionnaireEntry: z.object({ number: int }),
  importQuestionnaireEntries: z.object({
    sourceQuestionnaireId: z.guid(),
    entryNumbers: z.array(int).max(MAX_LIST),
    position: int,
  }),
  updateQuestion: z.object({
    ...qk,
    questionTypeCode: z.enum(['Basic', 'Ranked', 'Scale', 'FreeText']),
    text,
    textStyling: styling,
  }),
  updateMatrixQuestion: z.object({ ...mk, title: text, titleStyling: styling }),
  updateTextCard: z.object({
    ...tk,
    title: opt(text),
    titleStyling: styling,
    subtitle: opt(text),
    body: opt(text),
  }),
  setQuestionnaireSettingValue: z.object({ ...qk, setting }),
  setQuestionnaireMatrixSettingValue: z.object({ ...mk, setting }),
  removeQuestionnaireSettingValue: z.object({
    ...qk,
    questionSettingCode: z.enum(QUESTION_SETTING_CODES),
  }),
  removeQuestionnaireMatrixSettingValue: z.object({
    ...mk,
    questionSettingCode: z.enum(QUESTION_SETTING_CODES),
  }),
  setQuestionScale: z.object({ ...qk, min: int, max: int, step: int, startingPosition: int }),
  setQuestionScaleLabel: z.object({ ...qk, labelText: text, position: int }),
  addResponseOption: z.object({ ...qk, position: int, responseOptionValue: opt(text) }),
  updateResponseOption: z.object({ ...qk, ...ro, responseOptionValue: text }),
  detachResponseOption: z.object({ ...qk, ...ro }),
  moveResponseOption: z.object({ ...qk, ...ro, toPosition: int }),
  addMatrixResponseOption: z.object({ ...mk, position: int, responseOptionValue: opt(text) }),
  updateMatrixResponseOption: z.object({ ...mk, ...ro, responseOptionValue: text }),
  detachMatrixResponseOption: z.object({ ...mk, ...ro }),
  moveMatrixResponseOption: z.object({ ...mk, ...ro, toPosition: int }),
  addMatrixQuestionRow: z.object({ ...mk, position: int, text: opt(text) }),
  updateMatrixQuestionRow: z.object({ ...mk, ...qk, text }),
  detachMatrixQuestionRow: z.object({ ...mk, ...qk }),
  moveMatrixQuestionRow: z.object({ ...mk, ...qk, toPosition: int }),
  setRoExclusive: z.object({ ...qk, ...ro, exclusive: z.boolean() }),
  setExclusiveMatrixRow: z.object({ ...mk, ...ro, exclusive: z.boolean() }),
  setRoTextEntryState: z.object({
    ...qk,
    ...ro,
    textEntryState: z.enum(['enabled', 'disabled']),
  }),
  pinOrUnpinResponseOption: z.object({ ...qk, ...ro, pinned: z.boolean() }),
  pinOrUnpinMatrixResponseOption: z.object({ ...mk, ...ro, pinned: z.boolean() }),
  pinOrUnpinMatrixRow: z.object({ ...mk, ...qk, pinned: z.boolean() }),
  setRoute: z.object({ ...qk, ...ro, targetNumber: int }),
  removeRoute: z.object({ ...qk, ...ro }),
  setResponseOptionMedia: z.object({ ...qk, ...ro, ...media }),
  removeResponseOptionMedia: z.object({ ...qk, ...ro }),
  setQuestionMedia: z.object({ ...qk, ...media }),
  removeQuestionMedia: z.object(qk),
  setTextCardMedia: z.object({ ...tk, ...media }),
  removeTextCardMedia: z.object(tk),
  setMatrixRowMedia: z.object({ ...mk, ...qk, ...media }),
  removeMatrixRowMedia: z.object({ ...mk, ...qk }),
  createOrUpdateMaskingRule: z.object({ ...qk, ...ro, maskingRules }),
  createOrUpdateMatrixRowMaskingRule: z.object({ ...mk, ...qk, maskingRules }),
  createOrUpdateMatrixColumnMaskingRule: z.object({ ...mk, ...ro, maskingRules }),
  setQuestionLogic: z.object({ ...qk, ...logic }),
  setMatrixLogic: z.object({ ...mk, ...logic }),
  setTextCardQuestionLogic: z.object({ ...tk, ...logic }),
  removeQuestionLogic: z.object({ ...qk, logicInfoRef }),
  removeMatrixLogic: z.object({ ...mk, logicInfoRef }),
  removeTextCardQuestionLogic: z.object({ ...tk, logicInfoRef }),
  addForkBranch: z.object({ forkId: id, percentage: z.number().nullish() }),
  removeForkBranch: z.object(forkBranch),
  updateFork: z.object({ forkId: id, name: text }),
  updateForkBranch: z.object({ ...forkBranch, percentage: z.number() }),
  equaliseForkBranches: z.object({ forkId: id }),
  setQuestionnaireEntryForkBranch: z.object({ number: int, ...forkBranch }),
  removeQuestionnaireEntryForkBranch: z.object({ number: int, ...forkBranch }),
  emptyQuestionCard: z.object(qk),
  emptyMatrixQuestion: z.object(mk),
  pasteInTitle: z.object({ ...qk, text, textStyling: styling, responseOptions: lines }),
  pasteInResponses: z.object({ ...qk, responseOptions: lines, position: int }),
  pasteInMatrixResponses: z.object({ ...mk, responseOptions: lines, position: int }),
  pasteInMatrixRows: z.object({ ...mk, rows: lines, position: int }),
});

/** The mutation names, in the table's order. */
export const EDITOR_MUTATIONS = Object.keys(EDITOR_ARGS) as EditorMutationName[];

const STYLING_ARGS = ['textStyling', 'titleStyling'] as const;

/**
 * The arguments with their title styling sanitised by the domain's own rule (R8; the command
 * applies it again, to the same result), so that the command log keeps what the document stores
 * and never the payload as sent. Throws the domain's refusal (too large, too deep).
 */
export function withSanitisedStyling<A extends object>(args: A): A {
  const out: Record<string, unknown> = { ...(args as Record<string, unknown>) };
  for (const key of STYLING_ARGS) {
    if (out[key] !== undefined) out[key] = requireStyling(out[key], key);
  }
  return out as A;
}
