/** Standard criteria of the mobile, finance, automotive, travel, smoking and healthcare categories. */
import { options, type CategoryCode, type CriterionDefinition } from './types.ts';
import type { AudienceChoice } from '../settings.ts';

type Row = [
  code: string,
  name: string,
  question: string,
  choice: AudienceChoice,
  [string, string][],
];

const rows = (category: CategoryCode, list: Row[]): CriterionDefinition[] =>
  list.map(([code, name, questionText, choice, pairs]) => ({
    code,
    name,
    category,
    questionText,
    choice,
    options: options(pairs),
  }));

const S: AudienceChoice = 'single_choice';
const M: AudienceChoice = 'multiple_choice';

export const LIFESTYLE_CRITERIA: readonly CriterionDefinition[] = [
  ...rows('mobile', [
    [
      'smartphone_os',
      'Smartphone operating system',
      'Which operating system does your main smartphone use?',
      S,
      [
        ['ios', 'iOS (iPhone)'],
        ['android', 'Android'],
        ['other', 'Other'],
        ['no_smartphone', "I don't have a smartphone"],
      ],
    ],
    [
      'mobile_plan',
      'Mobile plan',
      'Which type of mobile phone plan do you have?',
      S,
      [
        ['contract', 'Pay monthly contract with a handset'],
        ['sim_only', 'SIM-only contract'],
        ['prepaid', 'Pay as you go (prepaid)'],
        ['none', "I don't have a mobile phone"],
      ],
    ],
    [
      'mobile_usage',
      'Daily smartphone use',
      'On a typical day, how many hours do you spend on your smartphone?',
      S,
      [
        ['under_1', 'Less than 1 hour'],
        ['1_2', '1 to 2 hours'],
        ['3_4', '3 to 4 hours'],
        ['5_plus', '5 hours or more'],
      ],
    ],
  ]),
  ...rows('finance', [
    [
      'financial_products',
      'Financial products',
      'Which of these financial products do you currently have?',
      M,
      [
        ['current_account', 'Current account'],
        ['savings', 'Savings account'],
        ['credit_card', 'Credit card'],
        ['mortgage', 'Mortgage'],
        ['loan', 'Personal loan'],
        ['investments', 'Stocks, shares or funds'],
        ['pension', 'Private pension'],
        ['none', 'None of these'],
      ],
    ],
    [
      'financial_decisions',
      'Financial decision maker',
      'Who makes the financial decisions in your household?',
      S,
      [
        ['me', 'Mainly me'],
        ['shared', 'Me and someone else jointly'],
        ['someone_else', 'Mainly someone else'],
      ],
    ],
    [
      'cryptocurrency',
      'Cryptocurrency ownership',
      'Do you own any cryptocurrency?',
      S,
      [
        ['current', 'Yes, currently'],
        ['past', 'Not now, but I have in the past'],
        ['never', 'No, never'],
      ],
    ],
  ]),
  ...rows('automotive', [
    [
      'cars_in_household',
      'Cars in household',
      'How many cars does your household own or lease?',
      S,
      [
        ['0', 'None'],
        ['1', '1'],
        ['2', '2'],
        ['3_plus', '3 or more'],
      ],
    ],
    [
      'car_fuel',
      'Main car fuel type',
      'What fuel does your main car use?',
      S,
      [
        ['petrol', 'Petrol'],
        ['diesel', 'Diesel'],
        ['hybrid', 'Hybrid'],
        ['plug_in_hybrid', 'Plug-in hybrid'],
        ['electric', 'Fully electric'],
        ['other', 'Other'],
        ['no_car', "I don't have a car"],
      ],
    ],
    [
      'car_purchase_intent',
      'Car purchase intent',
      'Do you plan to buy or lease a car in the next 12 months?',
      S,
      [
        ['new', 'Yes, a new car'],
        ['used', 'Yes, a used car'],
        ['no', 'No'],
        ['unsure', 'Not sure'],
      ],
    ],
  ]),
  ...rows('travel', [
    [
      'trips_per_year',
      'Trips per year',
      'How many trips with at least one overnight stay have you taken in the past 12 months?',
      S,
      [
        ['0', 'None'],
        ['1', '1'],
        ['2_3', '2 to 3'],
        ['4_5', '4 to 5'],
        ['6_plus', '6 or more'],
      ],
    ],
    [
      'trip_purpose',
      'Trip purpose',
      'For which purposes have you travelled in the past 12 months?',
      M,
      [
        ['holiday', 'Holiday or leisure'],
        ['business', 'Business'],
        ['family', 'Visiting friends or family'],
        ['none', "I haven't travelled"],
      ],
    ],
    [
      'flights_per_year',
      'Flights per year',
      'How many return flights have you taken in the past 12 months?',
      S,
      [
        ['0', 'None'],
        ['1_2', '1 to 2'],
        ['3_5', '3 to 5'],
        ['6_plus', '6 or more'],
      ],
    ],
  ]),
  ...rows('smoking', [
    [
      'smoking_status',
      'Smoking status',
      'Which of the following best describes you?',
      S,
      [
        ['daily', 'I smoke every day'],
        ['occasional', 'I smoke occasionally'],
        ['former', 'I used to smoke'],
        ['never', 'I have never smoked'],
      ],
    ],
    [
      'vaping_status',
      'Vaping status',
      'Do you use e-cigarettes or vapes?',
      S,
      [
        ['daily', 'Yes, every day'],
        ['occasional', 'Yes, occasionally'],
        ['former', 'I used to'],
        ['never', 'No, never'],
      ],
    ],
    [
      'nicotine_products',
      'Nicotine products',
      'Which of these products have you used in the past 30 days?',
      M,
      [
        ['cigarettes', 'Cigarettes'],
        ['roll_your_own', 'Hand-rolled tobacco'],
        ['cigars', 'Cigars'],
        ['heated_tobacco', 'Heated tobacco'],
        ['e_cigarettes', 'E-cigarettes or vapes'],
        ['pouches', 'Nicotine pouches'],
        ['none', 'None of these'],
      ],
    ],
  ]),
  ...rows('healthcare', [
    [
      'general_health',
      'General health',
      'How would you describe your health in general?',
      S,
      [
        ['excellent', 'Excellent'],
        ['very_good', 'Very good'],
        ['good', 'Good'],
        ['fair', 'Fair'],
        ['poor', 'Poor'],
      ],
    ],
    [
      'health_conditions',
      'Health conditions',
      'Have you been diagnosed with any of these conditions?',
      M,
      [
        ['diabetes', 'Diabetes'],
        ['hypertension', 'High blood pressure'],
        ['asthma', 'Asthma'],
        ['arthritis', 'Arthritis'],
        ['heart_disease', 'Heart disease'],
        ['mental_health', 'Depression or anxiety'],
        ['allergies', 'Allergies'],
        ['none', 'None of these'],
      ],
    ],
    [
      'health_insurance',
      'Private health insurance',
      'Do you have private health insurance?',
      S,
      [
        ['employer', 'Yes, through my employer'],
        ['private', 'Yes, I pay for it myself'],
        ['no', 'No'],
      ],
    ],
  ]),
];
