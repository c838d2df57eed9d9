/** Standard criteria of the demographic, geographic and household categories. */
import { incomeOptions } from './income.ts';
import { REGIONS } from './regions.data.ts';
import { options, type CatalogueOption, type CriterionDefinition } from './types.ts';

const ageBucket = (min: number, max: number | null): CatalogueOption => ({
  code: max === null ? `${min}_plus` : `${min}_${max}`,
  text: max === null ? `${min}+` : `${min}-${max}`,
  range: { min, max },
});

export const PEOPLE_CRITERIA: readonly CriterionDefinition[] = [
  {
    code: 'age',
    name: 'Age',
    category: 'demographic',
    questionText: 'How old are you?',
    choice: 'single_choice',
    gapsNeedQuotas: true,
    options: [
      ageBucket(18, 24),
      ageBucket(25, 34),
      ageBucket(35, 44),
      ageBucket(45, 54),
      ageBucket(55, 64),
      ageBucket(65, null),
    ],
  },
  {
    code: 'gender',
    name: 'Gender',
    category: 'demographic',
    questionText: 'Which of the following best describes your gender?',
    choice: 'single_choice',
    options: options([
      ['male', 'Male'],
      ['female', 'Female'],
      ['another', 'In another way'],
      ['prefer_not_to_say', 'Prefer not to say'],
    ]),
  },
  {
    code: 'marital_status',
    name: 'Marital status',
    category: 'demographic',
    questionText: 'What is your marital status?',
    choice: 'single_choice',
    options: options([
      ['single', 'Single, never married'],
      ['married', 'Married or in a civil partnership'],
      ['cohabiting', 'Living with a partner'],
      ['separated', 'Separated'],
      ['divorced', 'Divorced'],
      ['widowed', 'Widowed'],
    ]),
  },
  {
    code: 'education',
    name: 'Education',
    category: 'demographic',
    questionText: 'What is the highest level of education you have completed?',
    choice: 'single_choice',
    options: options([
      ['none', 'No formal qualifications'],
      ['primary', 'Primary school'],
      ['secondary', 'Secondary school'],
      ['vocational', 'Vocational or technical qualification'],
      ['bachelor', "Bachelor's degree or equivalent"],
      ['master', "Master's degree or equivalent"],
      ['doctorate', 'Doctorate'],
    ]),
  },
  {
    code: 'region',
    name: 'Region',
    category: 'geographic',
    questionText: 'In which region do you live?',
    choice: 'single_choice',
    // Codes are ISO 3166-2 codes; countries without subdivisions (HK) have no region criterion.
    options: (countryCode) => options(REGIONS[countryCode] ?? []),
  },
  {
    code: 'urbanicity',
    name: 'Area type',
    category: 'geographic',
    questionText: 'Which best describes the area you live in?',
    choice: 'single_choice',
    options: options([
      ['urban', 'Urban (a city or large town)'],
      ['suburban', 'Suburban'],
      ['rural', 'Rural (a village or the countryside)'],
    ]),
  },
  {
    code: 'household_size',
    name: 'Household size',
    category: 'household',
    questionText: 'How many people live in your household, including yourself?',
    choice: 'single_choice',
    options: [1, 2, 3, 4, 5]
      .map((n): CatalogueOption => ({
        code: String(n),
        text: String(n),
        range: { min: n, max: n },
      }))
      .concat([{ code: '6_plus', text: '6 or more', range: { min: 6, max: null } }]),
  },
  {
    code: 'children_in_household',
    name: 'Children in household',
    category: 'household',
    questionText: 'How many children under 18 live in your household?',
    choice: 'single_choice',
    options: options([
      ['0', 'None'],
      ['1', '1'],
      ['2', '2'],
      ['3_plus', '3 or more'],
    ]),
  },
  {
    code: 'household_income',
    name: 'Household income',
    category: 'household',
    questionText: "What is your household's total annual income before tax?",
    choice: 'single_choice',
    options: incomeOptions,
  },
  {
    code: 'home_ownership',
    name: 'Home ownership',
    category: 'household',
    questionText: 'Which of the following best describes your home?',
    choice: 'single_choice',
    options: options([
      ['own_outright', 'Owned outright'],
      ['own_mortgage', 'Owned with a mortgage or loan'],
      ['rent', 'Rented'],
      ['family', 'Living with family or rent-free'],
      ['other', 'Other'],
    ]),
  },
  {
    code: 'pets',
    name: 'Pets',
    category: 'household',
    questionText: 'Which pets live in your household?',
    choice: 'multiple_choice',
    options: options([
      ['dog', 'Dog'],
      ['cat', 'Cat'],
      ['fish', 'Fish'],
      ['bird', 'Bird'],
      ['small_mammal', 'Rabbit, hamster or other small mammal'],
      ['reptile', 'Reptile'],
      ['other', 'Other pet'],
      ['none', 'No pets'],
    ]),
  },
];
