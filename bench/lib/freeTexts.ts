import { seededRandom } from '@survey/domain/random';

/**
 * Free-text answers of realistic variety for the themes bench (issue 26 §4): what customers write
 * about an online shop, from a seed. Each answer takes one or two topics (some far more common
 * than others), each said in one of several ways with words that vary (plurals, tenses, synonyms,
 * the odd typo and capitals), with openers and fillers between, and one in ten is a short
 * non-answer ('ok', 'n/a', 'nothing'). About 2,000 distinct words over 100k answers.
 */
const TOPICS: { weight: number; phrases: string[] }[] = [
  {
    weight: 10,
    phrases: [
      'the delivery was {late}',
      'my parcel arrived {days} days late',
      '{late} delivery again',
      'the courier was {late} and did not call',
      'deliveries take too long',
      'delivery times are {bad}',
    ],
  },
  {
    weight: 8,
    phrases: [
      'prices are {high}',
      'the price is {high} for what you get',
      'too expensive compared to {shop}',
      'good value for money',
      'cheaper at {shop}',
      'I wish prices were lower',
    ],
  },
  {
    weight: 6,
    phrases: [
      'customer service was {good}',
      'the staff on the phone were {good}',
      'support answered my email {speed}',
      'customer support never replied',
      'the service team was {bad}',
    ],
  },
  {
    weight: 5,
    phrases: [
      'the app keeps crashing',
      'the app is {speed} and {good}',
      'the website crashed at checkout',
      'login does not work on my phone',
      'the website is easy to use',
    ],
  },
  {
    weight: 4,
    phrases: [
      'the {product} quality is {good}',
      'my {product} broke after {days} weeks',
      'the {product} looked different from the photos',
      'quality of the {product} is {bad}',
    ],
  },
  {
    weight: 3,
    phrases: [
      'returns are a hassle',
      'the refund took {days} weeks',
      'easy returns and a quick refund',
      'I returned the {product} and still wait for my refund',
    ],
  },
  {
    weight: 2,
    phrases: [
      'packaging was {bad}',
      'too much plastic in the packaging',
      'the box was damaged',
      'nice packaging',
    ],
  },
  {
    weight: 1,
    phrases: [
      'more sizes please',
      'the {product} in my size was out of stock',
      'sizes run small',
      'wider choice of colours',
    ],
  },
];

const SLOTS: Record<string, string[]> = {
  late: ['late', 'very late', 'slow', 'delayed', 'really late', 'so late'],
  days: ['two', 'three', 'four', 'five', '2', '3', '10'],
  bad: ['bad', 'poor', 'terrible', 'awful', 'disappointing', 'not great'],
  good: ['good', 'great', 'excellent', 'helpful', 'friendly', 'fine', 'amazing'],
  high: ['high', 'too high', 'steep', 'higher than before', 'crazy'],
  shop: ['amazon', 'the supermarket', 'other shops', 'the high street', 'ebay'],
  speed: ['quickly', 'fast', 'slowly', 'within a day', 'after a week'],
  product: ['shoes', 'jacket', 'shirt', 'dress', 'bag', 'phone case', 'lamp', 'sofa', 'kettle'],
};

const OPENERS = ['', '', '', 'Overall ', 'Honestly ', 'Basically ', 'Well, ', 'I think '];
const JOINS = [' and ', '. Also ', ', but ', '; ', ' - '];
const CLOSERS = ['', '', '', '.', '!', ' though.', ' as usual.', ', thanks.'];
const NON_ANSWERS = ['ok', 'n/a', 'nothing', 'no', 'fine', 'nothing to add', 'all good', '-'];

/** Rare words, so the vocabulary is as wide as real answers' (names, places, typos). */
function rareWord(rnd: () => number): string {
  const letters = 'abcdefghijklmnoprstuvwy';
  const length = 4 + Math.floor(rnd() * 6);
  let word = '';
  for (let i = 0; i < length; i++) word += letters[Math.floor(rnd() * letters.length)];
  return word;
}

export function freeTexts(count: number, seed: number): string[] {
  const rnd = seededRandom(seed);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(rnd() * list.length)] as T;
  const totalWeight = TOPICS.reduce((sum, t) => sum + t.weight, 0);
  const topic = () => {
    let r = rnd() * totalWeight;
    for (const t of TOPICS) {
      r -= t.weight;
      if (r < 0) return t;
    }
    return TOPICS[0] as (typeof TOPICS)[number];
  };
  const phrase = () =>
    pick(topic().phrases).replace(/\{(\w+)\}/g, (_, slot: string) => pick(SLOTS[slot] ?? ['']));
  const rare = Array.from({ length: 1500 }, () => rareWord(rnd));
  const out: string[] = [];
  for (let i = 0; i < count; i++) {
    if (rnd() < 0.1) {
      out.push(pick(NON_ANSWERS));
      continue;
    }
    let text = pick(OPENERS) + phrase();
    if (rnd() < 0.4) text += pick(JOINS) + phrase();
    if (rnd() < 0.15) text += ` ${pick(rare)}`;
    text += pick(CLOSERS);
    if (rnd() < 0.3) text = text.charAt(0).toUpperCase() + text.slice(1);
    out.push(text);
  }
  return out;
}
