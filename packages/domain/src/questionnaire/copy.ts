/** Copies of entries with fresh ids (duplicate and import), and re-pointing of their references. */
import type { LogicTerm, MaskingRule, Proposition } from './logicModel.ts';
import type { Entry, IsoDateTime, MatrixRow, ResponseOption } from './model.ts';

/** Old id -> new id, old entry number -> new entry number, filled while copying. */
export interface CopyMaps {
  ids: Map<string, string>;
  numbers: Map<number, number>;
}

interface Fresh {
  newId: () => string;
  nextNumber: () => number;
  now: IsoDateTime;
  maps: CopyMaps;
}

function fresh(old: string, f: Fresh): string {
  const id = f.newId();
  f.maps.ids.set(old, id);
  return id;
}

function copyOption(o: ResponseOption, f: Fresh): ResponseOption {
  return {
    ...o,
    responseOptionLk: fresh(o.responseOptionLk, f),
    responseOption: {
      ...o.responseOption,
      responseOptionId: fresh(o.responseOption.responseOptionId, f),
      createdDate: f.now,
    },
  };
}

function copyRow(r: MatrixRow, f: Fresh): MatrixRow {
  return {
    ...r,
    questionLk: fresh(r.questionLk, f),
    question: { ...r.question, questionId: fresh(r.question.questionId, f) },
    createdDate: f.now,
  };
}

function copyLogic(terms: LogicTerm[], f: Fresh): LogicTerm[] {
  return terms.map((t) => ({ ...t, propositionId: f.newId() }));
}

/** A copy of an entry (sections with their nested entries) with fresh ids and numbers. */
export function copyEntry(e: Entry, f: Fresh): Entry {
  const number = f.nextNumber();
  f.maps.numbers.set(e.number, number);
  const base = {
    number,
    createdDate: f.now,
    sinceDate: f.now,
    questionLogic: copyLogic(e.questionLogic, f),
  };
  switch (e.entryType) {
    case 'question': {
      const item = e.entryItem;
      return {
        ...e,
        ...base,
        entryItem: {
          ...item,
          questionLk: fresh(item.questionLk, f),
          question: {
            ...item.question,
            questionId: fresh(item.question.questionId, f),
            createdDate: f.now,
          },
          responseOptions: item.responseOptions.map((o) => copyOption(o, f)),
        },
      };
    }
    case 'matrix': {
      const item = e.entryItem;
      return {
        ...e,
        ...base,
        entryItem: {
          ...item,
          matrixTitleLk: fresh(item.matrixTitleLk, f),
          matrixTitle: {
            ...item.matrixTitle,
            matrixTitleId: fresh(item.matrixTitle.matrixTitleId, f),
          },
          matrixRows: item.matrixRows.map((r) => copyRow(r, f)),
          responseOptions: item.responseOptions.map((o) => copyOption(o, f)),
        },
      };
    }
    case 'textCard': {
      const item = e.entryItem;
      return {
        ...e,
        ...base,
        entryItem: {
          ...item,
          textCardLk: fresh(item.textCardLk, f),
          textCard: { ...item.textCard, textCardId: fresh(item.textCard.textCardId, f) },
        },
      };
    }
    case 'fork':
      return {
        ...e,
        ...base,
        entryItem: { fork: { ...e.entryItem.fork, forkId: fresh(e.entryItem.fork.forkId, f) } },
      };
    case 'section': {
      const entries = e.entryItem.entries.map((x) => copyEntry(x, f));
      const pinned = e.entryItem.pinnedCards;
      return {
        ...e,
        ...base,
        entryItem: {
          ...e.entryItem,
          sectionId: fresh(e.entryItem.sectionId, f),
          entries,
          // Pins name the copies' numbers (the children were copied just above).
          ...(pinned ? { pinnedCards: pinned.map((n) => f.maps.numbers.get(n) ?? n) } : {}),
        },
      };
    }
  }
}

function mapId(id: string, maps: CopyMaps): string | null {
  return maps.ids.get(id) ?? null;
}

function remapProposition(p: Proposition, maps: CopyMaps): Proposition | null {
  const lks = (list: string[]) => {
    const out = list.map((lk) => mapId(lk, maps)).filter((x): x is string => x !== null);
    return out.length === list.length ? out : null;
  };
  if (p.kind === 'audienceResponseOption') return null;
  if ('matrixTitleLk' in p) {
    const matrixTitleLk = mapId(p.matrixTitleLk, maps);
    if (matrixTitleLk === null) return null;
    if (p.kind === 'matrixRowCount') {
      const col = mapId(p.responseOptionLk, maps);
      return col === null ? null : { ...p, matrixTitleLk, responseOptionLk: col };
    }
    const row = mapId(p.questionLk, maps);
    if (row === null) return null;
    if (p.kind === 'matrixResponseOptionCount') return { ...p, matrixTitleLk, questionLk: row };
    const cols = lks(p.responseOptionLks);
    return cols === null ? null : { ...p, matrixTitleLk, questionLk: row, responseOptionLks: cols };
  }
  const questionLk = mapId(p.questionLk, maps);
  if (questionLk === null) return null;
  if (p.kind === 'questionResponseOptionCount') return { ...p, questionLk };
  if (p.kind === 'questionResponseOptionRank') {
    const lk = mapId(p.responseOptionLk, maps);
    return lk === null ? null : { ...p, questionLk, responseOptionLk: lk };
  }
  const opts = lks(p.responseOptionLks);
  return opts === null ? null : { ...p, questionLk, responseOptionLks: opts };
}

function remapMasking(rules: MaskingRule[], maps: CopyMaps): MaskingRule[] {
  return rules
    .map((r) => ({
      ...r,
      maskingKeys: r.maskingKeys.flatMap((k) => {
        const questionLk = mapId(k.questionLk, maps);
        const responseOptionLk = mapId(k.responseOptionLk, maps);
        const matrixTitleLk = k.matrixTitleLk === null ? null : mapId(k.matrixTitleLk, maps);
        if (questionLk === null || responseOptionLk === null) return [];
        if (k.matrixTitleLk !== null && matrixTitleLk === null) return [];
        return [{ questionLk, matrixTitleLk, responseOptionLk }];
      }),
    }))
    .filter((r) => r.maskingKeys.length > 0);
}

function remapOptions(options: ResponseOption[], maps: CopyMaps, end: number): ResponseOption[] {
  return options.map((o) => {
    const target = o.route?.targetNumber;
    const mapped =
      target === end ? end : target === undefined ? undefined : maps.numbers.get(target);
    return {
      ...o,
      route: mapped === undefined ? null : { targetNumber: mapped },
      maskingRules: remapMasking(o.maskingRules, maps),
    };
  });
}

/**
 * Re-points a copied entry's logic, masking and routes at the copies; anything pointing outside
 * the copied set is dropped, and so is fork membership (forks are never copied along).
 */
export function remapCopiedEntry(e: Entry, maps: CopyMaps, endOfSurvey: number): Entry {
  const questionLogic = e.questionLogic.flatMap((t) => {
    const proposition = remapProposition(t.proposition, maps);
    return proposition === null ? [] : [{ ...t, proposition }];
  });
  const base = { ...e, questionLogic, forks: [] };
  switch (base.entryType) {
    case 'question':
      return {
        ...base,
        entryItem: {
          ...base.entryItem,
          responseOptions: remapOptions(base.entryItem.responseOptions, maps, endOfSurvey),
        },
      };
    case 'matrix':
      return {
        ...base,
        entryItem: {
          ...base.entryItem,
          responseOptions: remapOptions(base.entryItem.responseOptions, maps, endOfSurvey),
          matrixRows: base.entryItem.matrixRows.map((r) => ({
            ...r,
            maskingRules: remapMasking(r.maskingRules, maps),
          })),
        },
      };
    case 'section':
      return {
        ...base,
        entryItem: {
          ...base.entryItem,
          entries: base.entryItem.entries.map((x) => remapCopiedEntry(x, maps, endOfSurvey)),
        },
      };
    default:
      return base;
  }
}
