import type { DraftAudienceFieldsFragment } from '../../../gql/fieldwork/graphql.ts';
import { isCustomItem } from '../audienceWire.ts';

/** The screening questions as spec 1 §7's adjustIRSlackNotification body lists them. */
export function screeningQuestionsOf(audience: DraftAudienceFieldsFragment) {
  return audience.members.flatMap((m) => {
    const item = m.memberItem;
    if (!isCustomItem(item)) return [];
    const on = (code: string) =>
      item.settingValues.some((s) => s.code === code && s.value === 'enabled');
    return [
      {
        contextPosition: m.contextPosition,
        position: m.position,
        questionText: item.question.text,
        options: item.criterionOptions.map((o) => ({
          position: o.position,
          text: o.responseOption.value,
          quotaPercent: o.quota?.percent ?? null,
          qualification: o.qualification ? ('Qualified' as const) : ('Disqualified' as const),
        })),
        qualifying: !item.settingValues.some(
          (s) => s.code === 'qualifying' && s.value === 'disabled',
        ),
        quotas: on('quotas') ? ('Enabled' as const) : ('Disabled' as const),
      },
    ];
  });
}
