// Completes that fit a survey's quotas, through the public respondent API (issue 36 §2: the
// respondent API where the simulated panel used to fill a survey). A quota-targeting panel sends
// members whose profile fits an open cell (panelTraffic/quotaTargeting.ts); these members answer
// the quota questions so that every one of them fits, so each test gets exactly the completes it
// asks for, deterministically, with no member screened out by a full cell.
import { expect, type Page } from '@playwright/test';
import type { Answer } from '@survey/domain/respondent/answers';
import type { QuotasResponse } from '@survey/domain/results/contract';
import { completes, type AnswerPattern } from '@survey/testkit/completes';
import { E2E_PANEL_LINK_SECRET } from './paths.ts';
import { readQuotas } from './results.ts';
import { E2E_BASE_URL } from './world.ts';

/** Per quota question: the option id member i picks (`[question][i]`). */
export type Allocation = Map<string, string[]>;

/**
 * Spreads places over cells round by round (each cell with a place left takes one per round), so
 * that the first members spread over the cells as a panel's would, and no cell gets more than it
 * wants. `cells[k]` is a cell's option ids by question; `left[k]` its open places.
 */
function roundRobin(
  questionIds: readonly string[],
  cells: readonly { optionIds: readonly string[]; left: number }[],
  allocation: Allocation,
): void {
  const lists = questionIds.map(() => [] as string[]);
  const rounds = Math.max(0, ...cells.map((c) => c.left));
  for (let round = 0; round < rounds; round += 1) {
    for (const cell of cells) {
      if (cell.left <= round) continue;
      cell.optionIds.forEach((id, q) => lists[q]?.push(id));
    }
  }
  questionIds.forEach((questionId, q) => allocation.set(questionId, lists[q] ?? []));
}

/** Which option of each quota question member i picks, so that every member fits an open cell. */
export function quotaAllocation(quotas: QuotasResponse): Allocation {
  const allocation: Allocation = new Map();
  const interlocked = new Set<string>();
  for (const interlock of quotas.interlocks ?? []) {
    interlock.questionIds.forEach((id) => interlocked.add(id));
    roundRobin(
      interlock.questionIds,
      interlock.cells.map((cell) => ({
        optionIds: cell.optionIds,
        left: cell.progress.samplesWanted - cell.progress.samplesCollected,
      })),
      allocation,
    );
  }
  for (const quota of quotas.quotas) {
    if (interlocked.has(quota.questionId)) continue;
    roundRobin(
      [quota.questionId],
      quota.options.map((option) => {
        if (!option.id) throw new Error(`quota option '${option.text}' has no id`);
        return {
          optionIds: [option.id],
          left: option.progress.samplesWanted - option.progress.samplesCollected,
        };
      }),
      allocation,
    );
  }
  return allocation;
}

/**
 * Member i answers each quota question with its allocated option, and the other pages as `others`
 * says (null: a random valid answer, as panel members give).
 */
export function withinQuotas(
  allocation: Allocation,
  others: AnswerPattern = () => null,
): AnswerPattern {
  return (page, index) => {
    const questionLk = page.entry.entryType === 'question' ? page.entry.entryItem.questionLk : '';
    const options = allocation.get(questionLk);
    if (page.questionKind !== 'audience' || !options) return others(page, index);
    const id = options[index];
    if (id === undefined) throw new Error(`no open ${questionLk} quota place for member ${index}`);
    const answer: Answer = { kind: 'choice', selected: [id], texts: {} };
    return answer;
  };
}

/**
 * `n` members complete the survey of `page`'s researcher within its quotas (read from the results
 * API first), answering other pages as `others` says (given the quotas and each member's
 * allocated options, so that an answer can follow them). Each must complete.
 */
export async function completesWithinQuotas(
  page: Page,
  surveyId: string,
  n: number,
  others?: (quotas: QuotasResponse, allocation: Allocation) => AnswerPattern,
): Promise<void> {
  const quotas = await readQuotas(page, surveyId);
  const allocation = quotaAllocation(quotas);
  const pattern = withinQuotas(allocation, others?.(quotas, allocation));
  const outcomes = await completes(
    { baseUrl: E2E_BASE_URL, panelLinkSecret: E2E_PANEL_LINK_SECRET },
    surveyId,
    n,
    pattern,
  );
  expect(
    outcomes.filter((o) => o !== 'complete'),
    'members who did not complete',
  ).toEqual([]);
}
