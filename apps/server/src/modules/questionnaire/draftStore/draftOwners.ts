/**
 * Which account owns a draft, remembered by the process once a full check found it, so that the
 * editor's stream of small edits to one draft does not look the owner up twice per edit (two
 * database round trips out of a 10 ms budget, QUALITY P4). Safe to remember: a survey never moves
 * to another account, and a draft that was deleted or re-created under another questionnaireId
 * is caught by the edit (its statement finds no row, or the document's id differs). One per app:
 * a field of the app's QuestionnaireDrafts.
 */
export class DraftOwners {
  private readonly questionnaires = new Map<string, { surveyId: string; accountId: string }>();
  private readonly surveys = new Map<string, string>();

  constructor(private readonly capacity: number) {}

  /** The survey of `questionnaireId` and its account, if known. */
  questionnaire(questionnaireId: string): { surveyId: string; accountId: string } | undefined {
    return this.questionnaires.get(questionnaireId);
  }

  /** The account of `surveyId`, if known. */
  survey(surveyId: string): string | undefined {
    return this.surveys.get(surveyId);
  }

  rememberQuestionnaire(questionnaireId: string, surveyId: string, accountId: string): void {
    bounded(this.questionnaires, this.capacity).set(questionnaireId, { surveyId, accountId });
    this.rememberSurvey(surveyId, accountId);
  }

  rememberSurvey(surveyId: string, accountId: string): void {
    bounded(this.surveys, this.capacity).set(surveyId, accountId);
  }

  /** The draft is gone or carries another id now: look it up again next time. */
  forgetQuestionnaire(questionnaireId: string): void {
    this.questionnaires.delete(questionnaireId);
  }
}

/** Makes room for one more entry by dropping the oldest (Map keeps insertion order). */
function bounded<K, V>(map: Map<K, V>, capacity: number): Map<K, V> {
  while (map.size >= capacity) {
    const oldest = map.keys().next();
    if (oldest.done) break;
    map.delete(oldest.value);
  }
  return map;
}
