import type { DraftAudienceFieldsFragment } from '../../../gql/fieldwork/graphql.ts';

type ValidationError = DraftAudienceFieldsFragment['validationErrors'][number];

/** A member's problems: about the member as a whole, and per option (by code or lk). */
export function memberErrors(audience: DraftAudienceFieldsFragment, memberNumber: number) {
  const own = audience.validationErrors.filter((e) => e.memberNumber === memberNumber);
  const byItem = new Map<string, ValidationError[]>();
  for (const e of own) {
    if (!e.itemId) continue;
    byItem.set(e.itemId, [...(byItem.get(e.itemId) ?? []), e]);
  }
  return {
    member: own.filter((e) => !e.itemId),
    forItem: (itemId: string) => byItem.get(itemId) ?? [],
  };
}

export function hasSetting(
  settings: readonly { code: string; value: string }[],
  code: string,
  value: string,
): boolean {
  return settings.some((s) => s.code === code && s.value === value);
}
