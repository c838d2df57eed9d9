import { assertQuestionnaireInvariants } from '@survey/domain/questionnaire/invariants';
import type { Questionnaire } from '@survey/domain/questionnaire/model';
import type { DraftQuestionnaireQuery } from '../gql/questionnaire/graphql.ts';

export type DraftPayload = DraftQuestionnaireQuery['draftQuestionnaire'];

/** The server's draft as the editor holds it: the domain document and its version. */
export interface ConfirmedDraft {
  surveyId: string;
  version: number;
  document: Questionnaire;
}

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/** A copy without Apollo's `__typename` keys (the GraphQL and domain shapes are otherwise 1:1). */
function stripTypename(value: unknown): Json {
  if (Array.isArray(value)) return value.map(stripTypename);
  if (value !== null && typeof value === 'object') {
    const out: { [key: string]: Json } = {};
    for (const [k, v] of Object.entries(value)) if (k !== '__typename') out[k] = stripTypename(v);
    return out;
  }
  return value as Json;
}

/**
 * Turns the draft query's answer into the domain document. The invariant check makes a draft the
 * browser could not edit with the domain's commands (a shape this build does not know, or a
 * section with nested entries, which the query lists only by number) fail loudly here instead
 * of diverging from the server later.
 */
export function toConfirmedDraft(payload: DraftPayload): ConfirmedDraft {
  const { surveyId, version, ...rest } = payload;
  const document = stripTypename(rest) as unknown as Questionnaire;
  assertQuestionnaireInvariants(document);
  return { surveyId, version, document };
}
