import {
  audienceEntriesOf,
  type MemberAudienceEntry,
} from '@survey/domain/audience/audienceEntries';
import type { DraftAudience } from '@survey/domain/audience/model';

/**
 * A fieldwork audience entry (spec 2 §3 "Fieldwork audience entries"): the questionnaire's
 * audience entry without its label and kind, its question item (`entryItem`) the same.
 */
export type FieldworkAudienceEntry = Pick<
  MemberAudienceEntry,
  'number' | 'position' | 'contextPosition' | 'entryType' | 'entryItem'
>;

/** Every enabled audience question, standard or custom, as respondents meet them (A1..An). */
export function fieldworkAudienceOf(a: DraftAudience): FieldworkAudienceEntry[] {
  return audienceEntriesOf(a).map(
    ({ number, position, contextPosition, entryType, entryItem }) => ({
      number,
      position,
      contextPosition,
      entryType,
      entryItem,
    }),
  );
}
