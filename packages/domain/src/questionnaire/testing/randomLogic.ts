/**
 * Random display logic, masking and routes on a questionnaire, added through the real commands
 * (property tests of the respondent path engine). Every proposition kind, negation, several
 * clauses and terms per clause, AND/OR/negated masking on options, rows and columns. Conditions a
 * command refuses are skipped, so the result is always a document the editor could produce.
 */
import { QuestionnaireCommandError } from '../errors.ts';
import type { PropositionInput } from '../logicOps.ts';
import type { Entry, MatrixItem, QuestionItem, Questionnaire } from '../model.ts';
import { applyQuestionnaireCommand, type QuestionnaireCommandName } from '../registry.ts';
import { flattenEntries } from '../walk.ts';
import { testContext } from './builders.ts';

type Rnd = () => number;

export interface RandomLogicOptions {
  /** Chance that an entry gets display logic (default 0.35). */
  logic?: number;
  /** Chance that an option, row or column gets masking (default 0.2). */
  masking?: number;
  /** Chance that a basic question gets a route (default 0.15). */
  route?: number;
}

const END = 100000;

function pickOf(rnd: Rnd) {
  return <T>(list: readonly T[]): T | undefined => list[Math.floor(rnd() * list.length)];
}

function subset<T>(rnd: Rnd, list: readonly T[]): T[] {
  const out = list.filter(() => rnd() < 0.4);
  const first = list[Math.floor(rnd() * list.length)];
  return out.length > 0 || first === undefined ? out : [first];
}

interface Earlier {
  basics: QuestionItem[];
  ranked: QuestionItem[];
  matrices: MatrixItem[];
}

function earlierItems(entries: readonly Entry[], before: number): Earlier {
  const out: Earlier = { basics: [], ranked: [], matrices: [] };
  for (const e of entries.slice(0, before)) {
    if (e.entryType === 'matrix') out.matrices.push(e.entryItem);
    if (e.entryType !== 'question') continue;
    if (e.entryItem.questionTypeCode === 'Basic') out.basics.push(e.entryItem);
    if (e.entryItem.questionTypeCode === 'Ranked') out.ranked.push(e.entryItem);
  }
  return out;
}

function randomProposition(q: Questionnaire, e: Earlier, rnd: Rnd): PropositionInput | null {
  const pick = pickOf(rnd);
  const lks = (options: readonly { responseOptionLk: string }[]) =>
    subset(rnd, options).map((o) => o.responseOptionLk);
  const range = (n: number) => {
    const min = Math.floor(rnd() * (n + 1));
    return { min, max: min + Math.floor(rnd() * (n + 1 - min)) };
  };
  const kinds = Math.floor(rnd() * 7);
  const basic = pick(e.basics);
  const ranked = pick(e.ranked);
  const matrix = pick(e.matrices);
  const audience = pick(q.audienceEntries);
  switch (kinds) {
    case 0:
      return basic
        ? {
            questionResponseOption: {
              questionLk: basic.questionLk,
              responseOptionLks: lks(basic.responseOptions),
            },
          }
        : null;
    case 1: {
      const option = ranked && pick(ranked.responseOptions);
      return ranked && option
        ? {
            questionResponseOptionRank: {
              questionLk: ranked.questionLk,
              responseOptionLk: option.responseOptionLk,
              rank: 1 + Math.floor(rnd() * ranked.responseOptions.length),
            },
          }
        : null;
    }
    case 2: {
      const source = rnd() < 0.5 ? basic : ranked;
      return source
        ? {
            questionResponseOptionCount: {
              questionLk: source.questionLk,
              ...range(source.responseOptions.length),
            },
          }
        : null;
    }
    case 3: {
      const row = matrix && pick(matrix.matrixRows);
      return matrix && row
        ? {
            matrixResponseOption: {
              matrixTitleLk: matrix.matrixTitleLk,
              questionLk: row.questionLk,
              responseOptionLks: lks(matrix.responseOptions),
            },
          }
        : null;
    }
    case 4: {
      const column = matrix && pick(matrix.responseOptions);
      return matrix && column
        ? {
            matrixRowCount: {
              matrixTitleLk: matrix.matrixTitleLk,
              responseOptionLk: column.responseOptionLk,
              ...range(matrix.matrixRows.length),
            },
          }
        : null;
    }
    case 5: {
      const row = matrix && pick(matrix.matrixRows);
      return matrix && row
        ? {
            matrixResponseOptionCount: {
              matrixTitleLk: matrix.matrixTitleLk,
              questionLk: row.questionLk,
              ...range(matrix.responseOptions.length),
            },
          }
        : null;
    }
    default:
      return audience
        ? {
            audienceReponseOption: {
              questionLk: audience.entryItem.questionLk,
              responseOptionLks: lks(audience.entryItem.responseOptions),
            },
          }
        : null;
  }
}

function randomMaskingRules(q: Questionnaire, e: Earlier, rnd: Rnd) {
  const pick = pickOf(rnd);
  const keys = Array.from({ length: 1 + Math.floor(rnd() * 2) }, () => {
    const r = rnd();
    const basic = pick(e.basics);
    const matrix = pick(e.matrices);
    const audience = pick(q.audienceEntries)?.entryItem;
    if (r < 0.5 && basic) {
      const o = pick(basic.responseOptions);
      return (
        o && {
          questionLk: basic.questionLk,
          matrixTitleLk: null,
          responseOptionLk: o.responseOptionLk,
        }
      );
    }
    if (r < 0.8 && matrix) {
      const row = pick(matrix.matrixRows);
      const column = pick(matrix.responseOptions);
      return (
        row &&
        column && {
          questionLk: row.questionLk,
          matrixTitleLk: matrix.matrixTitleLk,
          responseOptionLk: column.responseOptionLk,
        }
      );
    }
    const o = audience && pick(audience.responseOptions);
    return (
      audience &&
      o && {
        questionLk: audience.questionLk,
        matrixTitleLk: null,
        responseOptionLk: o.responseOptionLk,
      }
    );
  }).filter((k) => k !== undefined && k !== null);
  if (keys.length === 0) return null;
  return [{ clause: rnd() < 0.5 ? 'AND' : 'OR', maskingKeys: keys, negated: rnd() < 0.3 }];
}

/** The questionnaire with random logic, masking and routes added (see the module comment). */
export function addRandomLogic(
  q: Questionnaire,
  rnd: Rnd,
  options: RandomLogicOptions = {},
): Questionnaire {
  const { logic = 0.35, masking = 0.2, route = 0.15 } = options;
  const ctx = testContext('logic-');
  let doc = q;
  const tryApply = (name: QuestionnaireCommandName, args: unknown) => {
    try {
      doc = applyQuestionnaireCommand(name, doc, args as never, ctx);
    } catch (error) {
      if (!(error instanceof QuestionnaireCommandError)) throw error;
    }
  };
  const numbers = flattenEntries(q.entries).map((e) => e.number);
  for (const number of numbers) {
    const entries = flattenEntries(doc.entries);
    const at = entries.findIndex((e) => e.number === number);
    const entry = entries[at];
    if (!entry || entry.entryType === 'fork' || entry.entryType === 'section') continue;
    const earlier = earlierItems(entries, at);
    const target =
      entry.entryType === 'question'
        ? { questionLk: entry.entryItem.questionLk }
        : entry.entryType === 'matrix'
          ? { matrixTitleLk: entry.entryItem.matrixTitleLk }
          : { textCardLk: entry.entryItem.textCardLk };
    const logicCommand =
      entry.entryType === 'question'
        ? 'setQuestionLogic'
        : entry.entryType === 'matrix'
          ? 'setMatrixLogic'
          : 'setTextCardQuestionLogic';
    if (rnd() < logic) {
      for (let t = 0; t < 1 + Math.floor(rnd() * 3); t++) {
        const proposition = randomProposition(doc, earlier, rnd);
        if (!proposition) continue;
        const clause = t > 0 && rnd() < 0.5 ? { clauseNumber: 1 } : null;
        tryApply(logicCommand, {
          ...target,
          proposition,
          negated: rnd() < 0.3,
          logicInfoRef: clause,
        });
      }
    }
    if (
      entry.entryType === 'question' &&
      ['Basic', 'Ranked'].includes(entry.entryItem.questionTypeCode)
    ) {
      for (const o of entry.entryItem.responseOptions) {
        const rules = rnd() < masking ? randomMaskingRules(doc, earlier, rnd) : null;
        if (rules)
          tryApply('createOrUpdateMaskingRule', {
            ...target,
            responseOptionLk: o.responseOptionLk,
            maskingRules: rules,
          });
      }
    }
    if (entry.entryType === 'matrix') {
      for (const r of entry.entryItem.matrixRows) {
        const rules = rnd() < masking ? randomMaskingRules(doc, earlier, rnd) : null;
        if (rules)
          tryApply('createOrUpdateMatrixRowMaskingRule', {
            ...target,
            questionLk: r.questionLk,
            maskingRules: rules,
          });
      }
      for (const c of entry.entryItem.responseOptions) {
        const rules = rnd() < masking ? randomMaskingRules(doc, earlier, rnd) : null;
        if (rules)
          tryApply('createOrUpdateMatrixColumnMaskingRule', {
            ...target,
            responseOptionLk: c.responseOptionLk,
            maskingRules: rules,
          });
      }
    }
    if (
      entry.entryType === 'question' &&
      entry.entryItem.questionTypeCode === 'Basic' &&
      rnd() < route
    ) {
      const later = entries
        .slice(at + 1)
        .filter((e) => e.entryType !== 'fork' && e.entryType !== 'section');
      const to = rnd() < 0.2 ? END : pickOf(rnd)(later)?.number;
      const routed = subset(rnd, entry.entryItem.responseOptions);
      for (const o of routed) {
        if (to !== undefined)
          tryApply('setRoute', {
            ...target,
            responseOptionLk: o.responseOptionLk,
            targetNumber: to,
          });
      }
    }
  }
  return doc;
}
