/** The 15 standard categories in position order (spec 2 §9 "Expanded standard categories"). */
import { CATEGORY_CODES, type CategoryCode } from './types.ts';

export interface CategoryDefinition {
  code: CategoryCode;
  name: string;
  position: number;
}

const NAMES: Record<CategoryCode, string> = {
  demographic: 'Demographic',
  geographic: 'Geographic',
  household: 'Household',
  mobile: 'Mobile',
  finance: 'Finance',
  automotive: 'Automotive',
  travel: 'Travel',
  smoking: 'Smoking',
  healthcare: 'Healthcare',
  electronics: 'Electronics',
  'hobbies_&_interests': 'Hobbies & interests',
  'business_&_occupation': 'Business & occupation',
  'food_&_beverage': 'Food & beverage',
  media: 'Media',
  'mother_&_baby': 'Mother & baby',
};

export const CATEGORIES: readonly CategoryDefinition[] = CATEGORY_CODES.map((code, position) => ({
  code,
  name: NAMES[code],
  position,
}));

/** Categories shown before 'Show advanced criteria' is clicked (spec 2 §2). */
export const VISIBLE_CATEGORY_COUNT = 2;
