/**
 * The audience a questionnaire command sees. Audience entries (A1..An) are the fieldwork
 * module's, edited on the audience page; display logic and masking may point at them (spec 2 §5),
 * and logic on the first question is refused only when there are none. So every command runs on
 * the draft with the survey's current audience entries, in the browser (whose copy holds them) and
 * on the server (which reads them beside the draft) alike.
 */
import { entryFacts } from './entryFacts.ts';
import type { AudienceEntry, Questionnaire } from './model.ts';
import { brokenReferences, pruneReferences } from './prune.ts';
import { renumber } from './renumber.ts';
import { flattenEntries } from './walk.ts';

/** The commands whose checks look at the audience entries (display logic and masking). */
const AUDIENCE_READERS: ReadonlySet<string> = new Set([
  'setQuestionLogic',
  'setMatrixLogic',
  'setTextCardQuestionLogic',
  'createOrUpdateMaskingRule',
  'createOrUpdateMatrixColumnMaskingRule',
  'createOrUpdateMatrixRowMaskingRule',
]);

/** Whether two audience entry lists are the same (they are small: compared as JSON). */
export function sameAudienceEntries(
  a: readonly AudienceEntry[],
  b: readonly AudienceEntry[],
): boolean {
  return a === b || JSON.stringify(a) === JSON.stringify(b);
}

/**
 * The draft with these audience entries. A reference to an audience question or option that is
 * gone (the criterion was removed or its options changed since) is dropped, as a deletion in the
 * questionnaire drops the references to what it deleted; everything else is kept as it is. The same
 * draft when its audience entries already are these.
 */
export function withAudienceEntries(
  q: Questionnaire,
  audienceEntries: readonly AudienceEntry[],
): Questionnaire {
  if (sameAudienceEntries(q.audienceEntries, audienceEntries)) return q;
  const next = renumber({ ...q, audienceEntries: [...audienceEntries] });
  // A healthy draft's only broken references can be to audience items (commands prune the rest).
  return brokenReferences(next).length === 0 ? next : pruneReferences(next);
}

/** Whether display logic or masking of the draft points at one of its audience questions. */
export function referencesAudience(q: Questionnaire): boolean {
  if (q.audienceEntries.length === 0) return false;
  const lks = new Set(q.audienceEntries.map((a) => a.entryItem.questionLk));
  return flattenEntries(q.entries).some((e) =>
    entryFacts(e).references.some((ref) => {
      if (ref.kind === 'logic') return ref.proposition.kind === 'audienceResponseOption';
      return (
        ref.kind === 'masking' && ref.key?.matrixTitleLk === null && lks.has(ref.key.questionLk)
      );
    }),
  );
}

/**
 * Whether command `name` on draft `q` can come out differently with other audience entries than
 * the draft's own: it checks logic or masking against them, or the draft refers to them (an
 * audience question removed since must be dropped first). Any other command gives the same
 * result whatever the audience, so the server need not read it (one database round trip less per
 * edit, QUALITY P4) and may apply it to the draft with the audience entries it holds.
 */
export function commandReadsAudience(name: string, q: Questionnaire): boolean {
  return AUDIENCE_READERS.has(name) || referencesAudience(q);
}
