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
 * Issue 38: the query lists a section's cards by number and sends the cards flat in
 * `sectionCards`; this puts them back in their sections. GraphQL answers every section setting,
 * the domain stores only those that are on (a section without them reads as before issue 38), so
 * off settings are left out here too: the browser's document equals the server's. So are
 * quotas on answers (issue 38 §3) when there are none.
 */
/** Issue 38 §2: a section's loop as the domain stores it (no null source, randomOrder only when on). */
function sparseLoop(loop: Json): Json {
  const { sourceQuestionLk, items, randomOrder, ...rest } = loop as Record<string, Json>;
  return {
    ...(typeof sourceQuestionLk === 'string' ? { sourceQuestionLk } : {}),
    ...(Array.isArray(items) ? { items } : {}),
    ...rest,
    ...(randomOrder === true ? { randomOrder } : {}),
  };
}

function nestSections(doc: Record<string, Json>): Questionnaire {
  const { sectionCards, sectionsShown, answerQuotas, ...rest } = doc as {
    sectionCards?: Json[];
    sectionsShown?: Json;
    answerQuotas?: Json;
  } & Record<string, Json>;
  const cards = new Map<number, Json>();
  for (const card of sectionCards ?? []) {
    if (card && typeof card === 'object' && !Array.isArray(card))
      cards.set(card.number as number, card);
  }
  const entries = (rest.entries as { entryType: string; entryItem: Record<string, Json> }[]).map(
    (e) => {
      if (e.entryType !== 'section') return e;
      const { rotate, randomiseCards, pinnedCards, loop, entries: listed, ...item } = e.entryItem;
      const pins = Array.isArray(pinnedCards) ? pinnedCards : [];
      const nested = (Array.isArray(listed) ? listed : []).map(
        (c) => cards.get((c as { number: number }).number) ?? c,
      );
      return {
        ...e,
        entryItem: {
          ...item,
          entries: nested,
          ...(rotate === true ? { rotate } : {}),
          ...(randomiseCards === true ? { randomiseCards } : {}),
          ...(pins.length > 0 ? { pinnedCards: pins } : {}),
          ...(loop && typeof loop === 'object' ? { loop: sparseLoop(loop) } : {}),
        },
      };
    },
  );
  const shown = typeof sectionsShown === 'number' ? { sectionsShown } : {};
  // Issue 38 §3: stored only when there are quotas on answers (GraphQL answers an empty list).
  const quotas = Array.isArray(answerQuotas) && answerQuotas.length > 0 ? { answerQuotas } : {};
  return { ...rest, ...shown, ...quotas, entries } as unknown as Questionnaire;
}

/**
 * Turns the draft query's answer into the domain document. The invariant check makes a draft the
 * browser could not edit with the domain's commands (a shape this build does not know) fail
 * loudly here instead of diverging from the server later.
 */
export function toConfirmedDraft(payload: DraftPayload): ConfirmedDraft {
  const { surveyId, version, ...rest } = payload;
  const document = nestSections(stripTypename(rest) as Record<string, Json>);
  assertQuestionnaireInvariants(document);
  return { surveyId, version, document };
}
