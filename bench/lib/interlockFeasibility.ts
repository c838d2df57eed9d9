/**
 * P8 with interlocked quotas (issue 25): the bench audience with age x region x education
 * interlocked, timed over HTTP and at 1,000,000 members in process, and each joint cell's count
 * checked against a brute-force count (every member, every cell, every targeting criterion).
 */
import type { DraftAudience, StandardCriterionItem } from '@survey/domain/audience/model';
import { choiceOf, qualifies } from '@survey/domain/audience/normalise';
import { isOn, MULTIPLE_CHOICE, responseLimit } from '@survey/domain/audience/settings';
import { audienceQuotaCells } from '@survey/domain/respondent/engine/quotaCells';
import { countAudience } from '@survey/server/src/modules/panel/audienceCount.ts';
import { SimulatedPanel } from '@survey/server/src/modules/panel/panelSupplier.ts';
import type { Population } from '@survey/server/src/modules/panel/population.ts';
import { summarise, type BenchRow } from './stats.ts';

export const INTERLOCKED = ['age', 'region', 'education'];
export const MIN_CELLS = 60;

/** Members per joint cell counted the slow way: every member against every cell. */
export function bruteForceCounts(population: Population, audience: DraftAudience) {
  const targeting = audience.members.flatMap((m) =>
    m.memberType === 'Standard' && isOn(m.memberItem.settingValues, 'qualifying')
      ? [m.memberItem]
      : [],
  );
  const codesOf = (code: string) => population.criteria.get(code)?.options.map((o) => o.code) ?? [];
  // A single-select column holds the option's index; a multi-select one a bitmask of the picks.
  const picksOf = (item: StandardCriterionItem, i: number): string[] => {
    const codes = codesOf(item.criterion.code);
    const value = population.columns.get(item.criterion.code)?.[i] ?? 0;
    if (choiceOf(item) !== MULTIPLE_CHOICE) return [codes[value] ?? ''];
    return codes.filter((_, k) => k < 32 && (value & (1 << k)) !== 0);
  };
  const passes = (i: number) =>
    targeting.every((item) => {
      const qualifying = picksOf(item, i).filter((code) => {
        const o = item.standardCriterionOptions.find((x) => x.criterionOption.code === code);
        return o !== undefined && qualifies(item.settingValues, o);
      });
      const need =
        choiceOf(item) === MULTIPLE_CHOICE ? Math.max(1, responseLimit(item.settingValues)) : 1;
      return qualifying.length >= need;
    });
  const counts = new Map<string, number>();
  for (const cell of audienceQuotaCells(audience).filter((c) => c.parts.length > 1)) {
    let n = 0;
    for (let i = 0; i < population.size; i++) {
      const inCell = cell.parts.every(
        (p) =>
          codesOf(p.criterionKey)[population.columns.get(p.criterionKey)?.[i] ?? 0] === p.optionKey,
      );
      if (inCell && passes(i)) n += 1;
    }
    counts.set(cell.key, n);
  }
  return counts;
}

/** The 1M in-process row and the brute-force check (logged; throws when a count differs). */
export function interlockRowsInProcess(audience: DraftAudience, bench: string): BenchRow[] {
  const gb = new SimulatedPanel();
  const population = gb.population(audience.countryCode);
  const fast = countAudience(population, audience).quotaCells.filter((c) =>
    c.cellKey.includes('&'),
  );
  const start = performance.now();
  const brute = bruteForceCounts(population, audience);
  const bruteMs = performance.now() - start;
  const wrong = fast.filter((c) => c.available !== (brute.get(c.cellKey) ?? -1));
  console.log(
    `P8 interlocked: ${fast.length} cells; brute-force count of every cell over ${population.size} members in ${bruteMs.toFixed(0)} ms; ${wrong.length} cells differ from the joint count`,
  );
  if (fast.length < MIN_CELLS || wrong.length > 0) {
    throw new Error(`interlocked P8: ${fast.length} cells, ${wrong.length} wrong`);
  }
  const million = new SimulatedPanel(1_000_000);
  million.feasibility(audience, 1000, 10);
  const times: number[] = [];
  for (let i = 0; i < 30; i++) {
    const t0 = performance.now();
    million.feasibility(audience, 1000, 10);
    times.push(performance.now() - t0);
  }
  return [
    {
      bench,
      case: `feasibility, ${fast.length} interlocked cells, 1,000,000 members (in process)`,
      ...summarise(times),
      target: 'P8 report only',
    },
  ];
}
