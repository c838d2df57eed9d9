import type { Entry, Questionnaire } from '@survey/domain/questionnaire/model';
import { MULTIPLE_CHOICE } from '@survey/domain/questionnaire/settings';

/**
 * The P5 peer's copy of the bench questionnaire: the same cards in SurveyJS's JSON, card for
 * card (single and multiple choice, ranking, rating, comment, matrix, text cards as html), with
 * the same display logic as `visibleIf`, option masking as `choicesVisibleIf` and routes as
 * `triggers` (skip). A fork has no SurveyJS element: it becomes an html element so both editors
 * open the same number of cards.
 */
export interface SurveyJsElement {
  type: string;
  name: string;
  title?: string;
  html?: string;
  choices?: { value: string; text: string }[];
  rows?: { value: string; text: string }[];
  columns?: { value: string; text: string }[];
  rateMin?: number;
  rateMax?: number;
  visibleIf?: string;
  choicesVisibleIf?: string;
}

export interface SurveyJsJson {
  title: string;
  pages: { name: string; elements: SurveyJsElement[] }[];
  triggers: { type: 'skip'; expression: string; gotoName: string }[];
}

const nameOf = (entry: Entry) => `e${entry.number}`;

function visibleIf(entry: Entry, byLk: Map<string, Entry>): string | undefined {
  const clauses = new Map<number, string[]>();
  for (const term of entry.questionLogic) {
    const p = term.proposition;
    if (p.kind !== 'questionResponseOption') continue;
    const source = byLk.get(p.questionLk);
    if (!source) continue;
    const values = p.responseOptionLks.map((lk) => `'${lk}'`).join(', ');
    const test = `{${nameOf(source)}} anyof [${values}]`;
    clauses.set(term.clauseNumber, [
      ...(clauses.get(term.clauseNumber) ?? []),
      term.negated ? `!(${test})` : test,
    ]);
  }
  if (clauses.size === 0) return undefined;
  return [...clauses.values()].map((c) => `(${c.join(' or ')})`).join(' and ');
}

function element(entry: Entry, byLk: Map<string, Entry>): SurveyJsElement {
  const base = { name: nameOf(entry), visibleIf: visibleIf(entry, byLk) };
  switch (entry.entryType) {
    case 'question': {
      const item = entry.entryItem;
      const title = item.question.text;
      const choices = item.responseOptions.map((o) => ({
        value: o.responseOptionLk,
        text: o.responseOption.value,
      }));
      if (item.questionTypeCode === 'Ranked') return { ...base, type: 'ranking', title, choices };
      if (item.questionTypeCode === 'Scale') {
        const range = item.questionScale?.range;
        return {
          ...base,
          type: 'rating',
          title,
          rateMin: range?.min ?? 1,
          rateMax: range?.max ?? 5,
        };
      }
      if (item.questionTypeCode === 'FreeText') return { ...base, type: 'comment', title };
      const multiple = item.settingValues.some((s) => s.value === MULTIPLE_CHOICE);
      return { ...base, type: multiple ? 'checkbox' : 'radiogroup', title, choices };
    }
    case 'matrix':
      return {
        ...base,
        type: 'matrix',
        title: entry.entryItem.matrixTitle.title,
        rows: entry.entryItem.matrixRows.map((r) => ({
          value: r.questionLk,
          text: r.question.text,
        })),
        columns: entry.entryItem.responseOptions.map((o) => ({
          value: o.responseOptionLk,
          text: o.responseOption.value,
        })),
      };
    case 'textCard':
      return {
        ...base,
        type: 'html',
        html: `<h3>${entry.entryItem.textCard.title}</h3><p>${entry.entryItem.textCard.body}</p>`,
      };
    case 'fork':
      return { ...base, type: 'html', html: `<p>Fork ${entry.entryItem.fork.name}</p>` };
    case 'section':
      return { ...base, type: 'html', html: `<p>${entry.entryItem.name}</p>` };
  }
}

/** The questionnaire's cards in order, on one page (as the editor shows them: one list). */
export function toSurveyJs(questionnaire: Questionnaire): SurveyJsJson {
  const byLk = new Map<string, Entry>();
  for (const e of questionnaire.entries)
    if (e.entryType === 'question') byLk.set(e.entryItem.questionLk, e);
  const byNumber = new Map(questionnaire.entries.map((e) => [e.number, e]));
  const elements = questionnaire.entries.map((e) => element(e, byLk));
  const masked = new Map<string, string[]>();
  const triggers: SurveyJsJson['triggers'] = [];
  for (const e of questionnaire.entries) {
    if (e.entryType !== 'question') continue;
    for (const option of e.entryItem.responseOptions) {
      const target = option.route ? byNumber.get(option.route.targetNumber) : undefined;
      if (target)
        triggers.push({
          type: 'skip',
          expression: `{${nameOf(e)}} anyof ['${option.responseOptionLk}']`,
          gotoName: nameOf(target),
        });
      for (const rule of option.maskingRules)
        for (const key of rule.maskingKeys) {
          const source = byLk.get(key.questionLk);
          if (!source) continue;
          const shown = `{${nameOf(source)}} anyof ['${key.responseOptionLk}']`;
          masked.set(nameOf(e), [
            ...(masked.get(nameOf(e)) ?? []),
            rule.negated ? `!(${shown})` : shown,
          ]);
        }
    }
  }
  for (const el of elements) {
    const rules = masked.get(el.name);
    if (rules) el.choicesVisibleIf = rules.join(' or ');
  }
  return { title: 'Editor bench', pages: [{ name: 'page1', elements }], triggers };
}
