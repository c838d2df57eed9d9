import {
  estimateInterviewMinutes,
  estimateInterviewSeconds,
  LOI_TIERS,
  loiTierIndex,
} from '@survey/domain/questionnaire/interviewLength';
import type { Proposition } from '@survey/domain/questionnaire/logicModel';
import type { Entry, Questionnaire } from '@survey/domain/questionnaire/model';
import { validateQuestionnaire } from '@survey/domain/questionnaire/validate';
import type { Affected } from './editorAffected.ts';
import type { ResolversParentTypes } from './questionnaire.generated.ts';

/**
 * Domain model -> GraphQL shape. The document's field names are the spec's, so entries pass
 * through as they are (the interface and union resolvers name their types); what is derived
 * (validation errors, interview length, the whole draft of a change) is computed in getters, so
 * only when a client asks for it.
 */

type Shape = ResolversParentTypes;

const ENTRY_TYPENAME = {
  question: 'QuestionEntry',
  matrix: 'MatrixEntry',
  textCard: 'TextCardEntry',
  fork: 'ForkEntry',
  section: 'SectionEntry',
} as const;

const PROPOSITION_TYPENAME = {
  questionResponseOption: 'QuestionResponseOptionProposition',
  questionResponseOptionRank: 'QuestionResponseOptionRankProposition',
  questionResponseOptionCount: 'QuestionResponseOptionCountProposition',
  matrixResponseOption: 'MatrixResponseOptionProposition',
  matrixRowCount: 'MatrixRowCountProposition',
  matrixResponseOptionCount: 'MatrixResponseOptionCountProposition',
  audienceResponseOption: 'AudienceResponseOptionProposition',
} as const;

/** GraphQL type of an entry (for the QuestionnaireEntry interface). */
export const entryTypename = (e: Pick<Entry, 'entryType'>) => ENTRY_TYPENAME[e.entryType];

/** GraphQL type of a proposition (for the Proposition union). */
export const propositionTypename = (p: Pick<Proposition, 'kind'>) => PROPOSITION_TYPENAME[p.kind];

export function presentEntry(e: Entry): Shape['QuestionnaireEntry'] {
  return e;
}

/** Validation errors grouped by entry, in document order (spec: each with a list of errors). */
export function presentValidationErrors(q: Questionnaire): Shape['EntryValidationErrors'][] {
  const byEntry = new Map<number, Shape['EntryValidationErrors']>();
  for (const e of validateQuestionnaire(q)) {
    let group = byEntry.get(e.entryNumber);
    if (!group) {
      group = {
        entryNumber: e.entryNumber,
        entryId: e.entryId,
        questionTypeCode: e.questionTypeCode,
        errors: [],
      };
      byEntry.set(e.entryNumber, group);
    }
    group.errors.push({
      field: e.field,
      itemId: e.itemId ?? null,
      code: e.code,
      message: e.message,
    });
  }
  return [...byEntry.values()];
}

export function presentInterviewLength(q: Questionnaire): Shape['InterviewLength'] {
  const minutes = estimateInterviewMinutes(q);
  const index = loiTierIndex(minutes);
  const tier = LOI_TIERS[index] ?? { minMinutes: 0, maxMinutes: 0, questions: 0 };
  return { seconds: estimateInterviewSeconds(q), minutes, tier: { index, ...tier } };
}

/** The draft as the editor reads it; validation and length are computed only when selected. */
export function presentDraft(draft: {
  surveyId: string;
  version: number;
  document: Questionnaire;
}): Shape['DraftQuestionnaire'] {
  const q = draft.document;
  return {
    questionnaireId: q.questionnaireId,
    surveyId: draft.surveyId,
    version: draft.version,
    locale: q.locale,
    entries: q.entries.map(presentEntry),
    audienceEntries: q.audienceEntries,
    lastEntryNumber: q.lastEntryNumber,
    sectionsShown: q.sectionsShown ?? null,
    answerQuotas: q.answerQuotas ?? [],
    sectionCards: q.entries.flatMap((e) =>
      e.entryType === 'section' ? e.entryItem.entries.map(presentEntry) : [],
    ),
    get validationErrors() {
      return presentValidationErrors(q);
    },
    get interviewLength() {
      return presentInterviewLength(q);
    },
  };
}

/** A mutation's answer: the new version, what it touched, and (lazily) the whole draft. */
export function presentChange(
  change: {
    surveyId: string;
    version: number;
    after: Questionnaire;
    appliedAt: string;
    clientMutationId: string | null;
    replayed: boolean;
  },
  affected: Affected,
): Shape['QuestionnaireChange'] {
  const { entry, logic } = affected;
  return {
    questionnaireId: change.after.questionnaireId,
    surveyId: change.surveyId,
    version: change.version,
    appliedAt: change.appliedAt,
    clientMutationId: change.clientMutationId,
    replayed: change.replayed,
    number: entry?.number ?? null,
    entry: entry ? presentEntry(entry) : null,
    entries: affected.created.map(presentEntry),
    responseOption: affected.responseOption ?? null,
    matrixRow: affected.matrixRow ?? null,
    logic: logic ?? null,
    propositionRef: logic
      ? { clauseNumber: logic.clauseNumber, propositionId: logic.propositionId }
      : null,
    get questionnaire() {
      return presentDraft({ ...change, document: change.after });
    },
  };
}
