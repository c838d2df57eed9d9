import type { DraftAudience } from '@survey/domain/audience/model';
import type { Questionnaire } from '@survey/domain/questionnaire/model';
import type { QuestionnaireTranslations } from '@survey/domain/questionnaire/translations/model';
import type { Executor } from '../../db/database.ts';
import { packSnapshot } from '../questionnaire/draftStore/draftStore.ts';
import { insertPublished, latestPublishedVersion } from './publishing.store.ts';

/** The fieldwork facts respondents' sessions need, as bought. */
export interface PublishedFacts {
  countryCode: string;
  language: string;
  samplesNeeded: number;
  softLaunchSamples: number;
  loi: number;
}

/**
 * Publishes the survey's questionnaire (with its audience entries) and audience as its next
 * version (1 at purchase). Inside the purchase's transaction, under the survey lock: two
 * publications never take the same number (the primary key refuses it besides).
 */
export async function publishSurvey(
  db: Executor,
  input: PublishedFacts & {
    surveyId: string;
    questionnaire: Questionnaire;
    audience: DraftAudience;
    /** The questionnaire's languages as bought (none: the base language only). */
    translations?: QuestionnaireTranslations;
    now: Date;
  },
): Promise<number> {
  const version = ((await latestPublishedVersion(db, input.surveyId)) ?? 0) + 1;
  await insertPublished(db, {
    surveyId: input.surveyId,
    version,
    questionnaire: await packSnapshot(input.questionnaire),
    audience: input.audience,
    translations: input.translations?.languages.length ? input.translations : null,
    countryCode: input.countryCode,
    language: input.language,
    samplesNeeded: input.samplesNeeded,
    softLaunchSamples: input.softLaunchSamples,
    loi: input.loi,
    createdAt: input.now,
  });
  return version;
}
