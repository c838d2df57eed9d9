import { NO_ANALYTICS } from '@survey/server/src/platform/ports.ts';
import { randomUUID } from 'node:crypto';
import { NATIONALLY_REPRESENTATIVE } from '@survey/domain/audience/presets/presets';
import type { Questionnaire, QuestionEntry } from '@survey/domain/questionnaire/model';
import {
  emptyQuestionnaire,
  QuestionnaireBuilder,
  testContext,
} from '@survey/domain/questionnaire/testing/builders';
import { seededRandom } from '@survey/domain/random';
import type { Viewer } from '@survey/server/src/platform/viewer.ts';
import { systemClock } from '@survey/server/src/lib/clock.ts';
import { getCostQuote } from '@survey/server/src/modules/fieldwork/costQuote.service.ts';
import { applyAudienceMutation } from '@survey/server/src/modules/fieldwork/draftAudience.service.ts';
import { createSurveyOrder } from '@survey/server/src/modules/orders/purchase.service.ts';
import type { SimulatedPanel } from '@survey/server/src/modules/panel/panelSupplier.ts';
import { replaceDraft } from '@survey/server/src/modules/questionnaire/questionnaire.store.ts';
import type { BenchDatabase } from './benchDatabase.ts';
import { benchSurvey } from './benchSurvey.ts';

/** The questionnaire's 40 questions by kind (matrices count once, however many rows). */
export const QUESTION_MIX = {
  single: 14,
  multi: 6,
  matrix: 6,
  ranked: 4,
  scale: 5,
  freeText: 5,
} as const;

const WORDS = ['brand', 'price', 'store', 'online', 'quality', 'service', 'family', 'coffee'];

/**
 * The bench questionnaire: the QUESTION_MIX kinds shuffled (seeded), two text cards, and the logic
 * real surveys carry so that not every complete answers every question: display logic on four
 * questions (shown to those who picked an earlier single select's first option) and a route
 * from an early single select that skips two questions.
 */
export function resultsQuestionnaire(seed = 12): Questionnaire {
  const rnd = seededRandom(seed);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(rnd() * list.length)] as T;
  const text = (k: number) => Array.from({ length: k }, () => pick(WORDS)).join(' ');
  const kinds = Object.entries(QUESTION_MIX).flatMap(([kind, n]) =>
    Array.from({ length: n }, () => kind),
  );
  for (let i = kinds.length - 1; i > 0; i--) {
    const j = Math.floor(rnd() * (i + 1));
    [kinds[i], kinds[j]] = [kinds[j] as string, kinds[i] as string];
  }
  const b = new QuestionnaireBuilder(emptyQuestionnaire(), testContext('rb-'));
  const singles: QuestionEntry[] = [];
  for (const [i, kind] of kinds.entries()) {
    if (i === 10 || i === 25) b.textCard(`About ${text(2)}`, text(10));
    const options = (n: number) => Array.from({ length: n }, (_, j) => `${text(2)} ${j + 1}`);
    switch (kind) {
      case 'single':
        b.question(`Which ${text(3)}?`, options(3 + Math.floor(rnd() * 5)), 'Basic');
        singles.push(b.last() as QuestionEntry);
        break;
      case 'multi':
        b.question(`Which ${text(3)} apply?`, options(4 + Math.floor(rnd() * 5)), 'Basic', true);
        break;
      case 'matrix':
        b.matrix(
          `How do you rate ${text(2)}?`,
          Array.from({ length: 3 + Math.floor(rnd() * 6) }, (_, j) => `${text(2)} ${j + 1}`),
          ['Very good', 'Good', 'Neutral', 'Poor', 'Very poor'],
        );
        break;
      case 'ranked':
        b.question(`Rank ${text(2)}`, options(4 + Math.floor(rnd() * 2)), 'Ranked');
        break;
      case 'scale':
        b.question(`How likely is ${text(2)}?`, [], 'Scale');
        break;
      default:
        b.question(`Tell us about ${text(3)}`, [], 'FreeText');
    }
  }
  const [first, second] = singles;
  const questions = b.build().entries.filter((e) => e.entryType !== 'textCard');
  if (first && second) {
    // Display logic on the four questions after the second single select.
    const at = questions.findIndex((e) => e.number === second.number);
    const lk = first.entryItem.responseOptions[0]?.responseOptionLk ?? '';
    const proposition = {
      questionResponseOption: { questionLk: first.entryItem.questionLk, responseOptionLks: [lk] },
    };
    for (const e of questions.slice(at + 1, at + 5)) {
      if (e.entryType === 'question')
        b.apply('setQuestionLogic', { questionLk: e.entryItem.questionLk, proposition });
      if (e.entryType === 'matrix')
        b.apply('setMatrixLogic', { matrixTitleLk: e.entryItem.matrixTitleLk, proposition });
    }
    // The second single select's last option skips the next two questions.
    const target = questions[at + 3];
    const option = second.entryItem.responseOptions.at(-1);
    if (target && option) {
      b.apply('setRoute', {
        questionLk: second.entryItem.questionLk,
        responseOptionLk: option.responseOptionLk,
        targetNumber: target.number,
      });
    }
  }
  return b.build();
}

export interface BoughtSurvey {
  viewer: Viewer;
  surveyId: string;
}

/**
 * A bought GB survey of `samplesNeeded` completes, made through the services the dashboard calls:
 * the 'Nationally representative' audience (age, gender and region with quotas) plus one custom
 * screening question, the bench questionnaire as the draft, and the purchase at the quoted price
 * (publication v1, order Live). `panel` must be big enough for the purchase's feasibility check.
 */
export async function buyResultsSurvey(
  db: BenchDatabase,
  panel: SimulatedPanel,
  opts: {
    email: string;
    password: string;
    samplesNeeded: number;
    /** The questionnaire bought; the 40-question bench questionnaire when absent. */
    questionnaire?: Questionnaire;
  },
): Promise<BoughtSurvey> {
  const { viewer, surveyId } = await benchSurvey(db, {
    email: opts.email,
    password: opts.password,
    projectName: 'Results bench',
    samplesNeeded: opts.samplesNeeded,
  });
  const ctx = { db: db.database.db, clock: systemClock, panel, analytics: NO_ANALYTICS };
  const audience = (name: Parameters<typeof applyAudienceMutation>[2], args: object) =>
    applyAudienceMutation(ctx, viewer, name, { surveyId, ...args });
  await audience('presetAudience', { name: NATIONALLY_REPRESENTATIVE });
  const custom = await audience('addCustomCriterion', {
    position: 3,
    text: 'How often do you buy coffee?',
    defaultOptionsCount: 4,
  });
  const member = custom.row.document.members.find((m) => m.number === custom.number);
  if (member?.memberType !== 'Custom') throw new Error('results bench: custom criterion missing');
  const texts = ['Every day', 'Every week', 'Now and then', 'Never'];
  for (const [i, option] of member.memberItem.criterionOptions.entries()) {
    await audience('updateCustomCriterionOption', {
      questionLk: member.memberItem.questionLk,
      responseOptionLk: option.responseOptionLk,
      responseOptionValue: texts[i] ?? `Option ${i + 1}`,
    });
  }
  const questionnaire = {
    ...(opts.questionnaire ?? resultsQuestionnaire()),
    questionnaireId: randomUUID(),
  };
  await replaceDraft(db.database.db, surveyId, questionnaire, new Date());
  // Priced as the purchase prices it (the questionnaire bought sets the length of interview).
  const quote = await getCostQuote(ctx, viewer, surveyId, null, {
    draft: () => Promise.resolve(questionnaire),
  });
  const order = await createSurveyOrder(ctx, viewer, {
    surveyId,
    feasibility: 1,
    customerCPI: quote.cpi.amount,
    baseCPI: quote.cpi.baseAmount,
  });
  if (order.order.status !== 'Live')
    throw new Error(`results bench: order is ${order.order.status}`);
  return { viewer, surveyId };
}
