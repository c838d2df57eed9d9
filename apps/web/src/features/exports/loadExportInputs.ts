import type { ApolloClient } from '@apollo/client';
import type { FieldworkInfo } from '@survey/domain/exports/slides';
import type { Questionnaire } from '@survey/domain/questionnaire/model';
import { CountriesDocument, ResultsFieldworkDocument } from '../../gql/fieldwork/graphql.ts';
import type { QuestionnaireTranslations } from '@survey/domain/questionnaire/translations/model';
import {
  DraftQuestionnaireDocument,
  QuestionnaireTranslationsDocument,
} from '../../gql/questionnaire/graphql.ts';
import { reportError } from '../../lib/errorReporting.ts';
import { serviceContext } from '../../lib/graphqlServices.ts';
import { toConfirmedDraft } from '../../lib/toQuestionnaire.ts';

/**
 * The draft questionnaire for the script (spec 3 §7: "fetched without cache for export"): always
 * from the server, and not normalised into the cache (the editor's store holds its own copy).
 */
export async function loadDraftForExport(
  client: ApolloClient,
  surveyId: string,
): Promise<Questionnaire> {
  const { data } = await client.query({
    query: DraftQuestionnaireDocument,
    variables: { surveyId },
    fetchPolicy: 'no-cache',
    context: serviceContext.questionnaire,
  });
  if (!data) throw new Error('The draft questionnaire was not answered');
  return toConfirmedDraft(data.draftQuestionnaire).document;
}

/**
 * The questionnaire's translations for the script (issue 37 §3: it shows every language), fetched
 * without cache like the draft.
 */
export async function loadTranslationsForExport(
  client: ApolloClient,
  surveyId: string,
): Promise<QuestionnaireTranslations> {
  const { data } = await client.query({
    query: QuestionnaireTranslationsDocument,
    variables: { surveyId },
    fetchPolicy: 'no-cache',
    context: serviceContext.questionnaire,
  });
  const t = data?.questionnaireTranslations;
  if (!t) throw new Error('The translations were not answered');
  return { languages: t.languages, texts: t.texts as QuestionnaireTranslations['texts'] };
}

interface FieldworkFacts {
  countryCode: string;
  countryName: string | null;
  startDate: string | null;
  endDate: string | null;
  samplesWanted: number;
}

/** The fieldwork's country name, dates and sample; null when the fieldwork could not be read. */
export async function loadFieldworkFacts(
  client: ApolloClient,
  surveyId: string,
): Promise<FieldworkFacts | null> {
  try {
    const [fieldwork, countries] = await Promise.all([
      client.query({
        query: ResultsFieldworkDocument,
        variables: { surveyId },
        context: serviceContext.fieldwork,
      }),
      client
        .query({ query: CountriesDocument, context: serviceContext.fieldwork })
        .catch(() => ({ data: undefined })),
    ]);
    const f = fieldwork.data?.fieldwork;
    if (!f) return null;
    const code = f.locale.country;
    const name = countries.data?.countries.find((c) => c.countryCode === code)?.name ?? null;
    return {
      countryCode: code,
      countryName: name,
      startDate: f.duration?.startDate ?? null,
      endDate: f.duration?.endDate ?? null,
      samplesWanted: f.samplesNeeded.unadjusted,
    };
  } catch (error) {
    // Spec 3 §5: the script falls back to 'UK'; the PowerPoint export refuses without it.
    reportError(error, { operation: 'exportFieldwork' });
    return null;
  }
}

/** The PowerPoint's title-slide facts, or null when the fieldwork could not be read. */
export function fieldworkInfo(
  projectName: string,
  facts: FieldworkFacts | null,
  samplesCollected: number,
): FieldworkInfo | null {
  if (!facts) return null;
  return {
    projectName,
    country: facts.countryName ?? facts.countryCode,
    startDate: facts.startDate,
    endDate: facts.endDate,
    samplesCollected,
    samplesWanted: facts.samplesWanted,
  };
}
