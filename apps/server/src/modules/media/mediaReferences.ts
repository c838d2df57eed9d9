import type { Executor } from '../../db/database.ts';
import { publishedQuestionnairesOf } from '../orders/orders.queries.ts';
import { accountSurveyIds } from '../projects/surveys.service.ts';
import { loadDraft, unpackSnapshot } from '../questionnaire/draftStore/draftStore.ts';

/**
 * How many of the account's surveys use the image `name`, in their draft questionnaire or in a
 * published one (what respondents are shown). The name is 128 random bits, so finding it in a
 * document's JSON is finding its address (`…/images/{name}`, any size suffix). Reads every survey
 * of the account: a delete is a rare, deliberate click, and only the account's own surveys count.
 */
export async function surveysUsingMedia(
  db: Executor,
  accountId: string,
  name: string,
): Promise<number> {
  const ids = await accountSurveyIds({ db }, accountId);
  if (ids.length === 0) return 0;
  const using = new Set<string>();
  for (const id of ids) {
    const draft = await loadDraft({ db }, id);
    if (draft && JSON.stringify(draft.document).includes(name)) using.add(id);
  }
  const published = await publishedQuestionnairesOf(db, ids);
  for (const p of published) {
    if (using.has(p.surveyId)) continue;
    if (JSON.stringify(await unpackSnapshot(p.questionnaire)).includes(name)) using.add(p.surveyId);
  }
  return using.size;
}
