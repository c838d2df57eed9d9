import { seededRandom } from '../../random.ts';
/** A realistic generated questionnaire (benchmarks use n = 300), built through the commands. */
import type { QuestionEntry } from '../model.ts';
import type { Questionnaire } from '../model.ts';
import {
  QuestionnaireBuilder,
  audienceEntry,
  emptyQuestionnaire,
  testContext,
} from './builders.ts';

const WORDS = [
  'brand',
  'price',
  'store',
  'online',
  'quality',
  'service',
  'family',
  'weekly',
  'travel',
  'coffee',
];

/**
 * n entries: mostly single/multi select, some ranked, slider, free text, matrices, text cards and
 * a fork every ~40 entries; with display logic, masking, routes and fork groups on some cards.
 */
export function makeQuestionnaire(n: number, seed = 1): Questionnaire {
  const rnd = seededRandom(seed);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(rnd() * list.length)] as T;
  const text = (k: number) => Array.from({ length: k }, () => pick(WORDS)).join(' ');
  const b = new QuestionnaireBuilder(emptyQuestionnaire(), testContext(`s${seed}-`));
  b.audience(audienceEntry(90001, 'What is your age?', ['18-34', '35-54', '55+']));
  const basics: QuestionEntry[] = [];
  let lastFork: { forkId: string } | null = null;
  for (let i = 0; i < n; i++) {
    const r = rnd();
    if (i % 40 === 20) {
      b.fork();
      const f = b.last();
      if (f.entryType === 'fork') lastFork = { forkId: f.entryItem.fork.forkId };
    } else if (r < 0.55) {
      const count = 2 + Math.floor(rnd() * 6);
      const opts = Array.from({ length: count }, (_, j) => `${text(2)} ${j + 1}`);
      b.question(`Q about ${text(4)}?`, opts, 'Basic', rnd() < 0.3);
      basics.push(b.last() as QuestionEntry);
    } else if (r < 0.63) b.question(`Rank ${text(3)}`, ['A', 'B', 'C', 'D'], 'Ranked');
    else if (r < 0.7) b.question(`Rate ${text(3)}`, [], 'Scale');
    else if (r < 0.78) b.question(`Tell us about ${text(3)}`, [], 'FreeText');
    else if (r < 0.92) {
      const rows = Array.from(
        { length: 2 + Math.floor(rnd() * 12) },
        (_, j) => `Row ${j + 1} ${pick(WORDS)}`,
      );
      b.matrix(`Matrix ${text(3)}`, rows, ['Agree', 'Neutral', 'Disagree']);
    } else b.textCard(`Now ${text(3)}`, text(12));
    const e = b.last();
    if (e.entryType === 'fork') continue;
    if (lastFork && rnd() < 0.2) {
      b.apply('setQuestionnaireEntryForkBranch', {
        number: e.number,
        forkId: lastFork.forkId,
        branchNumber: 1 + Math.floor(rnd() * 2),
      });
    }
    const earlier = basics.filter((x) => x.number !== e.number);
    if (earlier.length > 0 && rnd() < 0.2) {
      const src = pick(earlier).entryItem;
      const lk = src.responseOptions[0]?.responseOptionLk ?? '';
      const proposition = {
        questionResponseOption: { questionLk: src.questionLk, responseOptionLks: [lk] },
      };
      if (e.entryType === 'question')
        b.apply('setQuestionLogic', { questionLk: e.entryItem.questionLk, proposition });
      if (e.entryType === 'matrix')
        b.apply('setMatrixLogic', { matrixTitleLk: e.entryItem.matrixTitleLk, proposition });
      if (e.entryType === 'textCard')
        b.apply('setTextCardQuestionLogic', { textCardLk: e.entryItem.textCardLk, proposition });
    }
    if (
      earlier.length > 0 &&
      e.entryType === 'question' &&
      e.entryItem.questionTypeCode === 'Basic' &&
      rnd() < 0.1
    ) {
      const src = pick(earlier).entryItem;
      const key = {
        questionLk: src.questionLk,
        matrixTitleLk: null,
        responseOptionLk: src.responseOptions[1]?.responseOptionLk ?? '',
      };
      b.apply('createOrUpdateMaskingRule', {
        questionLk: e.entryItem.questionLk,
        responseOptionLk: e.entryItem.responseOptions[0]?.responseOptionLk ?? '',
        maskingRules: [{ clause: 'OR', maskingKeys: [key], negated: false }],
      });
    }
  }
  // Routes: some basic questions skip forward to a later non-fork card or the end.
  const q = b.build();
  const cards = q.entries.filter((e) => e.entryType !== 'fork');
  for (const src of basics) {
    if (rnd() >= 0.15) continue;
    const later = cards.filter(
      (e) => e.position > (q.entries.find((x) => x.number === src.number)?.position ?? 0),
    );
    const target = later.length > 0 && rnd() < 0.8 ? pick(later).number : 100000;
    const option = src.entryItem.responseOptions[0];
    if (option)
      b.apply('setRoute', {
        questionLk: src.entryItem.questionLk,
        responseOptionLk: option.responseOptionLk,
        targetNumber: target,
      });
  }
  return b.build();
}
