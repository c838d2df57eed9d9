/**
 * The registry of questionnaire commands by the spec's mutation names (spec 2 §7), so that the
 * server can dispatch a mutation by name and the editor can apply the same change optimistically.
 */
import { addFork } from './commands/addFork.ts';
import { addForkBranch } from './commands/addForkBranch.ts';
import { addMatrixQuestion } from './commands/addMatrixQuestion.ts';
import { addMatrixQuestionRow } from './commands/addMatrixQuestionRow.ts';
import { addMatrixResponseOption } from './commands/addMatrixResponseOption.ts';
import { addQuestion } from './commands/addQuestion.ts';
import { addResponseOption } from './commands/addResponseOption.ts';
import { addTextCard } from './commands/addTextCard.ts';
import { addSection } from './commands/addSection.ts';
import { deleteSection } from './commands/deleteSection.ts';
import { moveEntryToSection } from './commands/moveEntryToSection.ts';
import { renameSection } from './commands/renameSection.ts';
import { setSectionRotation } from './commands/setSectionRotation.ts';
import { setSectionsShown } from './commands/setSectionsShown.ts';
import { setQuestionQuota } from './commands/setQuestionQuota.ts';

import { setSectionLoop } from './commands/setSectionLoop.ts';
import { clearSectionLoop } from './commands/clearSectionLoop.ts';
import { createOrUpdateMaskingRule } from './commands/createOrUpdateMaskingRule.ts';
import { createOrUpdateMatrixColumnMaskingRule } from './commands/createOrUpdateMatrixColumnMaskingRule.ts';
import { createOrUpdateMatrixRowMaskingRule } from './commands/createOrUpdateMatrixRowMaskingRule.ts';
import { detachMatrixQuestionRow } from './commands/detachMatrixQuestionRow.ts';
import { detachMatrixResponseOption } from './commands/detachMatrixResponseOption.ts';
import { detachQuestionnaireEntry } from './commands/detachQuestionnaireEntry.ts';
import { detachResponseOption } from './commands/detachResponseOption.ts';
import { duplicateMatrixQuestion } from './commands/duplicateMatrixQuestion.ts';
import { duplicateQuestion } from './commands/duplicateQuestion.ts';
import { duplicateTextCard } from './commands/duplicateTextCard.ts';
import { emptyMatrixQuestion } from './commands/emptyMatrixQuestion.ts';
import { emptyQuestionCard } from './commands/emptyQuestionCard.ts';
import { equaliseForkBranches } from './commands/equaliseForkBranches.ts';
import { importQuestionnaireEntries } from './commands/importQuestionnaireEntries.ts';
import { moveMatrixQuestionRow } from './commands/moveMatrixQuestionRow.ts';
import { moveMatrixResponseOption } from './commands/moveMatrixResponseOption.ts';
import { moveQuestionnaireEntry } from './commands/moveQuestionnaireEntry.ts';
import { moveResponseOption } from './commands/moveResponseOption.ts';
import { pasteInMatrixResponses } from './commands/pasteInMatrixResponses.ts';
import { pasteInMatrixRows } from './commands/pasteInMatrixRows.ts';
import { pasteInResponses } from './commands/pasteInResponses.ts';
import { pasteInTitle } from './commands/pasteInTitle.ts';
import { pinOrUnpinMatrixResponseOption } from './commands/pinOrUnpinMatrixResponseOption.ts';
import { pinOrUnpinMatrixRow } from './commands/pinOrUnpinMatrixRow.ts';
import { pinOrUnpinResponseOption } from './commands/pinOrUnpinResponseOption.ts';
import { relocaliseQuestionnaire } from './commands/relocaliseQuestionnaire.ts';
import { removeForkBranch } from './commands/removeForkBranch.ts';
import { removeMatrixLogic } from './commands/removeMatrixLogic.ts';
import { removeMatrixRowMedia } from './commands/removeMatrixRowMedia.ts';
import { removeQuestionLogic } from './commands/removeQuestionLogic.ts';
import { removeQuestionMedia } from './commands/removeQuestionMedia.ts';
import { removeQuestionnaireEntryForkBranch } from './commands/removeQuestionnaireEntryForkBranch.ts';
import { removeQuestionnaireMatrixSettingValue } from './commands/removeQuestionnaireMatrixSettingValue.ts';
import { removeQuestionnaireSettingValue } from './commands/removeQuestionnaireSettingValue.ts';
import { removeResponseOptionMedia } from './commands/removeResponseOptionMedia.ts';
import { removeRoute } from './commands/removeRoute.ts';
import { removeTextCardMedia } from './commands/removeTextCardMedia.ts';
import { removeTextCardQuestionLogic } from './commands/removeTextCardQuestionLogic.ts';
import { setExclusiveMatrixRow } from './commands/setExclusiveMatrixRow.ts';
import { setMatrixLogic } from './commands/setMatrixLogic.ts';
import { setMatrixRowMedia } from './commands/setMatrixRowMedia.ts';
import { setQuestionLogic } from './commands/setQuestionLogic.ts';
import { setQuestionMedia } from './commands/setQuestionMedia.ts';
import { setQuestionScale } from './commands/setQuestionScale.ts';
import { setQuestionScaleLabel } from './commands/setQuestionScaleLabel.ts';
import { setQuestionnaireEntryForkBranch } from './commands/setQuestionnaireEntryForkBranch.ts';
import { setQuestionnaireMatrixSettingValue } from './commands/setQuestionnaireMatrixSettingValue.ts';
import { setQuestionnaireSettingValue } from './commands/setQuestionnaireSettingValue.ts';
import { setResponseOptionMedia } from './commands/setResponseOptionMedia.ts';
import { setRoExclusive } from './commands/setRoExclusive.ts';
import { setRoTextEntryState } from './commands/setRoTextEntryState.ts';
import { setRoute } from './commands/setRoute.ts';
import { setTextCardMedia } from './commands/setTextCardMedia.ts';
import { setTextCardQuestionLogic } from './commands/setTextCardQuestionLogic.ts';
import { updateFork } from './commands/updateFork.ts';
import { updateForkBranch } from './commands/updateForkBranch.ts';
import { updateMatrixQuestion } from './commands/updateMatrixQuestion.ts';
import { updateMatrixQuestionRow } from './commands/updateMatrixQuestionRow.ts';
import { updateMatrixResponseOption } from './commands/updateMatrixResponseOption.ts';
import { updateQuestion } from './commands/updateQuestion.ts';
import { updateResponseOption } from './commands/updateResponseOption.ts';
import { updateTextCard } from './commands/updateTextCard.ts';
import type { CommandContext } from './context.ts';
import { QuestionnaireCommandError } from './errors.ts';
import type { Questionnaire } from './model.ts';

/** A pure command: returns a new questionnaire, never mutates its input. */
export type QuestionnaireCommand<A> = (
  q: Questionnaire,
  args: A,
  ctx: CommandContext,
) => Questionnaire;

/** Every spec mutation of the questionnaire service, by name. */
export const questionnaireCommands = {
  addFork,
  addForkBranch,
  addMatrixQuestion,
  addMatrixQuestionRow,
  addMatrixResponseOption,
  addQuestion,
  addResponseOption,
  addTextCard,
  createOrUpdateMaskingRule,
  createOrUpdateMatrixColumnMaskingRule,
  createOrUpdateMatrixRowMaskingRule,
  detachMatrixQuestionRow,
  detachMatrixResponseOption,
  detachQuestionnaireEntry,
  detachResponseOption,
  duplicateMatrixQuestion,
  duplicateQuestion,
  duplicateTextCard,
  emptyMatrixQuestion,
  emptyQuestionCard,
  importQuestionnaireEntries,
  moveMatrixQuestionRow,
  moveMatrixResponseOption,
  moveQuestionnaireEntry,
  moveResponseOption,
  pasteInMatrixResponses,
  pasteInMatrixRows,
  pasteInResponses,
  pasteInTitle,
  pinOrUnpinMatrixResponseOption,
  pinOrUnpinMatrixRow,
  pinOrUnpinResponseOption,
  relocaliseQuestionnaire,
  removeForkBranch,
  removeMatrixLogic,
  removeMatrixRowMedia,
  removeQuestionLogic,
  removeQuestionMedia,
  removeQuestionnaireEntryForkBranch,
  removeQuestionnaireMatrixSettingValue,
  removeQuestionnaireSettingValue,
  removeResponseOptionMedia,
  removeRoute,
  removeTextCardMedia,
  removeTextCardQuestionLogic,
  setExclusiveMatrixRow,
  setMatrixLogic,
  setMatrixRowMedia,
  setQuestionLogic,
  setQuestionMedia,
  setQuestionScale,
  setQuestionScaleLabel,
  setQuestionnaireEntryForkBranch,
  setQuestionnaireMatrixSettingValue,
  setQuestionnaireSettingValue,
  setResponseOptionMedia,
  setRoExclusive,
  setRoTextEntryState,
  setRoute,
  setTextCardMedia,
  setTextCardQuestionLogic,
  updateFork,
  updateForkBranch,
  updateMatrixQuestion,
  updateMatrixQuestionRow,
  updateMatrixResponseOption,
  updateQuestion,
  updateResponseOption,
  updateTextCard,
  // Issue 38 §1: sections, rotation, k of n (not spec 2 §7 mutations; added beside them).
  addSection,
  deleteSection,
  moveEntryToSection,
  renameSection,
  setSectionRotation,
  setSectionsShown,
  // Issue 38 §3: quotas on answers in the survey.
  setQuestionQuota,

  // Issue 38 §2: loops.
  setSectionLoop,
  clearSectionLoop,
} as const;

/**
 * The version of what the commands do. The server logs it with every command and replays only
 * logged commands of a version this build knows, so an old draft is never silently rebuilt
 * differently. Raise it whenever a change makes any command give a different result for the same
 * document and arguments (and keep the old behaviour for the old version, or snapshot every
 * draft with a log tail before deploying).
 */
export const COMMAND_SCHEMA_VERSION = 2;

/**
 * The logged versions this build replays. 2 (issue 34): a command runs with the survey's audience
 * entries, recorded with it when they changed; 1 is the same without any recorded (its commands ran
 * without audience entries, so they replay as they ran).
 */
export const REPLAYABLE_COMMAND_SCHEMA_VERSIONS: readonly number[] = [1, 2];

/** Commands the editor uses that are not spec mutations. */
export const extraQuestionnaireCommands = { equaliseForkBranches } as const;

export type QuestionnaireMutationName = keyof typeof questionnaireCommands;
type AllCommands = typeof questionnaireCommands & typeof extraQuestionnaireCommands;
export type QuestionnaireCommandName = keyof AllCommands;
export type CommandArgs<N extends QuestionnaireCommandName> = Parameters<AllCommands[N]>[1];

const ALL: Record<string, QuestionnaireCommand<never>> = {
  ...questionnaireCommands,
  ...extraQuestionnaireCommands,
};

/** True when `name` is a known command. */
export function isQuestionnaireCommandName(name: string): name is QuestionnaireCommandName {
  return Object.prototype.hasOwnProperty.call(ALL, name);
}

/** Applies a command by name; unknown names fail with UNKNOWN_COMMAND. */
export function applyQuestionnaireCommand<N extends QuestionnaireCommandName>(
  name: N,
  q: Questionnaire,
  args: CommandArgs<N>,
  ctx: CommandContext,
): Questionnaire {
  if (!isQuestionnaireCommandName(name)) {
    throw new QuestionnaireCommandError('UNKNOWN_COMMAND', `Unknown command ${String(name)}`);
  }
  const command = ALL[name] as QuestionnaireCommand<CommandArgs<N>>;
  if (typeof args !== 'object' || args === null) {
    throw new QuestionnaireCommandError('INVALID_ARGUMENT', 'Arguments must be an object');
  }
  return command(q, args, ctx);
}
