/**
 * The terms page text, built from spec 3 §1 (what the terms state), §5 "Terms" and every row of
 * §9 "Terms page constants". The spec gives no currency for the fees, so none is invented.
 */
export interface TermsSection {
  heading: string;
  paragraphs: string[];
  list?: string[];
  /** Text after the list. */
  closing?: string;
}

export const TERMS_SECTIONS: TermsSection[] = [
  {
    heading: '1. About these terms',
    paragraphs: [
      'These terms apply when an organisation (the "Customer") uses the survey dashboard and the market research services behind it (the "Service") supplied by the provider (the "Provider").',
      'Customer Users are the Customer’s employees who are authorised to use the Service. The Customer is responsible for what its Customer Users do in the Service.',
    ],
  },
  {
    heading: '2. The Service and how it is charged',
    paragraphs: [
      'The Provider supplies market research services: it finds respondents for the Customer’s surveys and collects their answers.',
      'The Provider charges per delivered survey response. The cost per response is shown before a survey is purchased.',
    ],
  },
  {
    heading: '3. What the Customer provides',
    paragraphs: [
      'For every survey the Customer must input the targeting criteria, the approximate volume of responses wanted and the start dates.',
      'Respondents must be at least 18 years old. The minimum respondent age is 18 for every survey.',
    ],
  },
  {
    heading: '4. Pausing and stopping fieldwork',
    paragraphs: [
      'To protect data quality the Provider may pause a survey’s fieldwork when any of the following happens:',
    ],
    list: [
      'the incidence rate (IR) or the interview length changes by 25% from what was ordered;',
      'the dropout rate is above 25%;',
      'the volume-full rate (respondents turned away because their group is already full) is above 25%;',
      'the conversion rate is under 5%.',
    ],
    closing:
      'The Provider may stop a survey permanently when the dropout rate reaches 40%, the volume-full rate reaches 35%, or the conversion rate falls to 4%.',
  },
  {
    heading: '5. Fees and payment',
    paragraphs: ['Amounts below are in the currency of the Customer’s contract.'],
    list: [
      'Extra fee: 1 (in the contract currency) per respondent, where an extra fee applies.',
      'Cancellation fee: up to 500 (in the contract currency).',
      'A project that stays paused for 30 days without being resumed is billed.',
      'Interest on late payment: 4% above the base rate.',
      'Invoices for consultancy work are due within 30 days.',
    ],
  },
  {
    heading: '6. Ownership of the data',
    paragraphs: [
      'The Provider owns the data collected through the Service. The Provider grants the Customer a licence to use that data.',
    ],
  },
  {
    heading: '7. Records and policies',
    paragraphs: [],
    list: [
      'The Provider keeps records of the Service for 3 years.',
      'Records required by the California Consumer Privacy Act (CCPA) are kept for 2 years.',
      'On request, the Provider provides its policy documents within 10 business days.',
    ],
  },
  {
    heading: '8. Force majeure',
    paragraphs: [
      'Neither party is liable for a delay or failure caused by events beyond its reasonable control. If such an event prevents performance for 6 weeks, either party may end the affected work by giving 14 days’ notice.',
    ],
  },
  {
    heading: '9. Support',
    paragraphs: ['Support is available from 8.30 to 18.00 GMT on business days.'],
  },
];
