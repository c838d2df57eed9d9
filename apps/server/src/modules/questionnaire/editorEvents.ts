import type { SurveyEventName } from '@survey/domain/analytics/events';
import type { Analytics } from '../../platform/ports.ts';
import type { Viewer } from '../../platform/viewer.ts';
import type { EditorMutationName } from './editor.schemas.ts';

type SurveyEvent = SurveyEventName;
type EntryType = 'question' | 'matrix' | 'textCard';

type EditorEvent =
  | { event: SurveyEvent }
  | { event: 'Added Question'; questionType: 'Matrix' | 'fromArgs' }
  | { event: 'Duplicated Question' | 'Edited Question'; entryType: EntryType }
  | { event: 'Imported Questions' };

const plain = (event: SurveyEvent): EditorEvent => ({ event });
const onEntry = (event: 'Duplicated Question' | 'Edited Question', entryType: EntryType) => ({
  event,
  entryType,
});

/**
 * The analytics event of each editing mutation (the catalogue's questionnaire area). Every
 * mutation is listed (compile-time): a new one must say which event it is, or null for none (the
 * relocalise that follows a country change is not the researcher's edit).
 */
const EDITOR_EVENTS: Record<EditorMutationName, EditorEvent | null> = {
  relocaliseQuestionnaire: null,
  addQuestion: { event: 'Added Question', questionType: 'fromArgs' },
  addMatrixQuestion: { event: 'Added Question', questionType: 'Matrix' },
  addTextCard: plain('Added Text Card'),
  addFork: plain('Added Fork'),
  duplicateQuestion: onEntry('Duplicated Question', 'question'),
  duplicateMatrixQuestion: onEntry('Duplicated Question', 'matrix'),
  duplicateTextCard: onEntry('Duplicated Question', 'textCard'),
  moveQuestionnaireEntry: plain('Moved Question'),
  detachQuestionnaireEntry: plain('Deleted Question'),
  importQuestionnaireEntries: { event: 'Imported Questions' },
  updateQuestion: onEntry('Edited Question', 'question'),
  updateMatrixQuestion: onEntry('Edited Question', 'matrix'),
  updateTextCard: onEntry('Edited Question', 'textCard'),
  setQuestionnaireSettingValue: plain('Changed Question Setting'),
  setQuestionnaireMatrixSettingValue: plain('Changed Question Setting'),
  removeQuestionnaireSettingValue: plain('Changed Question Setting'),
  removeQuestionnaireMatrixSettingValue: plain('Changed Question Setting'),
  setQuestionScale: plain('Changed Scale'),
  setQuestionScaleLabel: plain('Changed Scale'),
  addResponseOption: plain('Added Answer Option'),
  addMatrixResponseOption: plain('Added Answer Option'),
  addMatrixQuestionRow: plain('Added Answer Option'),
  updateResponseOption: plain('Edited Answer Option'),
  updateMatrixResponseOption: plain('Edited Answer Option'),
  updateMatrixQuestionRow: plain('Edited Answer Option'),
  detachResponseOption: plain('Deleted Answer Option'),
  detachMatrixResponseOption: plain('Deleted Answer Option'),
  detachMatrixQuestionRow: plain('Deleted Answer Option'),
  moveResponseOption: plain('Moved Answer Option'),
  moveMatrixResponseOption: plain('Moved Answer Option'),
  moveMatrixQuestionRow: plain('Moved Answer Option'),
  setRoExclusive: plain('Changed Option Behaviour'),
  setExclusiveMatrixRow: plain('Changed Option Behaviour'),
  setRoTextEntryState: plain('Changed Option Behaviour'),
  pinOrUnpinResponseOption: plain('Changed Option Behaviour'),
  pinOrUnpinMatrixResponseOption: plain('Changed Option Behaviour'),
  pinOrUnpinMatrixRow: plain('Changed Option Behaviour'),
  setRoute: plain('Set Skip Logic'),
  removeRoute: plain('Removed Skip Logic'),
  setResponseOptionMedia: plain('Added Media'),
  setQuestionMedia: plain('Added Media'),
  setTextCardMedia: plain('Added Media'),
  setMatrixRowMedia: plain('Added Media'),
  removeResponseOptionMedia: plain('Removed Media'),
  removeQuestionMedia: plain('Removed Media'),
  removeTextCardMedia: plain('Removed Media'),
  removeMatrixRowMedia: plain('Removed Media'),
  createOrUpdateMaskingRule: plain('Set Masking Rule'),
  createOrUpdateMatrixRowMaskingRule: plain('Set Masking Rule'),
  createOrUpdateMatrixColumnMaskingRule: plain('Set Masking Rule'),
  setQuestionLogic: plain('Set Display Logic'),
  setMatrixLogic: plain('Set Display Logic'),
  setTextCardQuestionLogic: plain('Set Display Logic'),
  removeQuestionLogic: plain('Removed Display Logic'),
  removeMatrixLogic: plain('Removed Display Logic'),
  removeTextCardQuestionLogic: plain('Removed Display Logic'),
  addForkBranch: plain('Changed Fork'),
  removeForkBranch: plain('Changed Fork'),
  updateFork: plain('Changed Fork'),
  updateForkBranch: plain('Changed Fork'),
  equaliseForkBranches: plain('Changed Fork'),
  setQuestionnaireEntryForkBranch: plain('Changed Fork'),
  removeQuestionnaireEntryForkBranch: plain('Changed Fork'),
  emptyQuestionCard: plain('Emptied Question'),
  emptyMatrixQuestion: plain('Emptied Question'),
  pasteInTitle: plain('Pasted Into Question'),
  pasteInResponses: plain('Pasted Into Question'),
  pasteInMatrixResponses: plain('Pasted Into Question'),
  pasteInMatrixRows: plain('Pasted Into Question'),
  // Issue 38: the catalogue has no section events yet; a card moved in or out is a move.
  addSection: null,
  renameSection: null,
  deleteSection: null,
  moveEntryToSection: plain('Moved Question'),
  setSectionRotation: null,
  setSectionsShown: null,
  // Issue 38 §3: no catalogue event for quotas on answers yet.
  setQuestionQuota: null,

  setSectionLoop: null,
  clearSectionLoop: null,
};

/** What an applied edit says of itself (editor.service.ts's EditorOutcome). */
interface EditedDraft {
  operation: EditorMutationName;
  surveyId: string;
  args: Record<string, unknown>;
  replayed: boolean;
}

const QUESTION_TYPES = ['Basic', 'Ranked', 'Scale', 'FreeText'] as const;

/** Sends the event of a committed edit; a retry answered from its first application sends none. */
export function trackEdit(analytics: Analytics, viewer: Viewer, outcome: EditedDraft): void {
  const spec = EDITOR_EVENTS[outcome.operation];
  if (!spec || outcome.replayed) return;
  const { surveyId } = outcome;
  switch (spec.event) {
    case 'Added Question': {
      const code = outcome.args.questionTypeCode;
      const fromArgs = QUESTION_TYPES.find((t) => t === code) ?? 'Basic';
      const questionType = spec.questionType === 'Matrix' ? 'Matrix' : fromArgs;
      return analytics.track(spec.event, viewer, { surveyId, questionType });
    }
    case 'Duplicated Question':
    case 'Edited Question':
      return analytics.track(spec.event, viewer, { surveyId, entryType: spec.entryType });
    case 'Imported Questions': {
      const numbers = outcome.args.entryNumbers;
      const entries = Array.isArray(numbers) ? numbers.length : 0;
      return analytics.track(spec.event, viewer, { surveyId, entries });
    }
    default:
      return analytics.track(spec.event, viewer, { surveyId });
  }
}
