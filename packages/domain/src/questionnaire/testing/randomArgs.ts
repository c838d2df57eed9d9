/** Arguments for any command, picked from a questionnaire by random numbers (property tests). */
import type { Questionnaire } from '../model.ts';
import type { QuestionnaireCommandName } from '../registry.ts';
import { flattenEntries } from '../walk.ts';

export interface Dice {
  a: number;
  b: number;
  c: number;
  /** 0 makes the arguments hostile (unknown ids, bad positions, huge strings). */
  hostile: number;
  text: string;
}

const HUGE = 'x'.repeat(30_000);

/** Arguments for `name` built from the document and the dice. */
export function randomArgs(
  name: QuestionnaireCommandName,
  q: Questionnaire,
  d: Dice,
): Record<string, unknown> {
  const all = flattenEntries(q.entries);
  const pick = <T>(list: readonly T[], n: number): T | undefined =>
    list[n % Math.max(1, list.length)];
  const bad = d.hostile === 0;
  const id = (real: string | undefined) => (bad ? 'no-such-id' : (real ?? 'missing'));
  const text = bad ? HUGE : d.text;
  const pos = (max: number) => (bad ? max + 1 + d.c : d.b % (max + 1));
  const qs = all.flatMap((e) => (e.entryType === 'question' ? [e.entryItem] : []));
  const ms = all.flatMap((e) => (e.entryType === 'matrix' ? [e.entryItem] : []));
  const ts = all.flatMap((e) => (e.entryType === 'textCard' ? [e.entryItem] : []));
  const fs = all.flatMap((e) => (e.entryType === 'fork' ? [e.entryItem.fork] : []));
  const question = pick(qs, d.a);
  const matrix = pick(ms, d.a);
  const option = pick(question?.responseOptions ?? [], d.c);
  const column = pick(matrix?.responseOptions ?? [], d.c);
  const row = pick(matrix?.matrixRows ?? [], d.c);
  const fork = pick(fs, d.a);
  const entry = pick(all, d.a);
  const sections = all.flatMap((e) => (e.entryType === 'section' ? [e] : []));
  const section = pick(sections, d.b);
  const other = pick(all, d.b);
  const earlierQ = pick(qs, d.b);
  const qk = { questionLk: id(question?.questionLk) };
  const mk = { matrixTitleLk: id(matrix?.matrixTitleLk) };
  const n = q.entries.length;
  const media = {
    mediaName: 'pic',
    mediaUrl: bad ? 'javascript:alert(1)' : 'https://cdn.example/p.png',
    mediaType: 'image',
  };
  const prop = {
    questionResponseOption: {
      questionLk: earlierQ?.questionLk ?? 'x',
      responseOptionLks: [earlierQ?.responseOptions[0]?.responseOptionLk ?? 'x'],
    },
  };
  const keys = [
    {
      questionLk: earlierQ?.questionLk ?? 'x',
      matrixTitleLk: null,
      responseOptionLk: earlierQ?.responseOptions[0]?.responseOptionLk ?? 'x',
    },
  ];
  const rules = [{ clause: 'OR', maskingKeys: keys, negated: d.c % 2 === 0 }];
  const types = ['Basic', 'Ranked', 'Scale', 'FreeText'];
  const settings = [
    ['BasicChoice', 'multiple_choice'],
    ['BasicChoice', 'single_choice'],
    ['RandomiseOptions', 'enabled'],
    ['FlipOptions', 'enabled'],
    ['ChoiceLimit', String(d.c % 4)],
    ['ChoiceIntervalMax', String(d.c % 6)],
    ['RankChoiceRequisite', String(d.c % 4)],
    ['CharacterLimit', '800'],
    ['ContentStructure', 'postcode_full'],
    ['MatrixChoice', 'multiple_choice'],
    ['MatrixRandomiseRows', 'enabled'],
    ['MatrixRandomiseResponseOptions', 'enabled'],
    ['MatrixFlipOptions', 'enabled'],
    ['SliderLabels', 'enabled'],
    ['DontKnow', 'enabled'],
  ] as const;
  const [code, value] = pick(settings, d.b) ?? ['DontKnow', 'enabled'];
  const setting = { questionSettingCode: code, settingValue: value };
  const lines = [text, `${d.text} 2`, `${d.text} 3`];
  switch (name) {
    case 'relocaliseQuestionnaire':
      return {
        newLocale: bad
          ? { language: '', country: 'X' }
          : { language: 'en', country: d.a % 2 ? 'GB' : 'US' },
      };
    case 'addQuestion':
      return { questionTypeCode: pick(types, d.c), position: pos(n), text };
    case 'addMatrixQuestion':
      return { position: pos(n), title: text };
    case 'addTextCard':
      return { position: pos(n), title: text };
    case 'addFork':
      return { position: pos(n), name: d.c % 3 === 0 ? d.text : undefined };
    case 'duplicateQuestion':
      return { ...qk, position: pos(n) };
    case 'duplicateMatrixQuestion':
      return { ...mk, position: pos(n) };
    case 'duplicateTextCard':
      return { textCardLk: id(pick(ts, d.a)?.textCardLk), position: pos(n) };
    case 'moveQuestionnaireEntry':
      return { number: bad ? 99999 : (entry?.number ?? 1), toPosition: pos(n - 1) };
    case 'addSection':
      return { position: pos(n), name: text };
    case 'renameSection':
      return { number: section?.number ?? entry?.number ?? 1, name: text };
    case 'deleteSection':
      return { number: bad ? 99999 : (section?.number ?? 1), keepCards: d.c % 2 === 0 };
    case 'moveEntryToSection': {
      const into = d.c % 3 === 0 ? null : (section?.number ?? null);
      const size = into === null ? n : (section?.entryItem.entries.length ?? 0);
      return { number: entry?.number ?? 1, sectionNumber: into, toPosition: pos(size) };
    }
    case 'setSectionRotation': {
      const cards = section?.entryItem.entries ?? [];
      const randomiseCards = d.b % 2 === 0;
      const pinnedCards =
        randomiseCards || bad
          ? cards.filter((_, i) => (d.c >> i) % 2 === 1).map((e) => e.number)
          : [];
      return { number: section?.number ?? 1, rotate: d.a % 2 === 0, randomiseCards, pinnedCards };
    }
    case 'setSectionLoop': {
      // A question (any: most are refused as sources, which the property tests want too) or a list.
      const byList = d.c % 3 === 0;
      const items = bad ? [''] : [d.text, `${d.text} 2`];
      return {
        number: section?.number ?? entry?.number ?? 1,
        sourceQuestionNumber: byList ? null : (other?.number ?? 1),
        items: byList ? items : null,
        maxIterations: bad ? 0 : 1 + (d.b % 5),
        randomOrder: d.a % 2 === 0,
      };
    }
    case 'clearSectionLoop':
      return { number: section?.number ?? entry?.number ?? 1 };
    case 'setSectionsShown':
      return { count: d.c % 4 === 0 ? null : bad ? 0 : 1 + (d.b % 4) };
    case 'setQuestionQuota': {
      const options = question?.responseOptions ?? [];
      // Each option in its own cell, some left out; hostile: a negative target.
      const cells = options
        .filter((_, i) => (d.c >> i) % 2 === 1)
        .map((o, i) => ({
          optionLks: [o.responseOptionLk],
          targetKind: (d.b + i) % 2 === 0 ? 'count' : 'percent',
          target: bad ? -1 : (d.a + i) % 100,
        }));
      return { ...qk, cells };
    }
    case 'detachQuestionnaireEntry':
      return { number: bad ? -1 : (entry?.number ?? 1) };
    case 'importQuestionnaireEntries':
      return {
        source: q,
        entryNumbers: bad ? [123456] : [entry?.number ?? 1, other?.number ?? 1],
        position: pos(n),
      };
    case 'updateQuestion':
      return { ...qk, questionTypeCode: pick(types, d.c), text };
    case 'updateMatrixQuestion':
      return { ...mk, title: text };
    case 'updateTextCard':
      return { textCardLk: id(pick(ts, d.a)?.textCardLk), title: text, body: text };
    case 'setQuestionnaireSettingValue':
      return { ...qk, setting };
    case 'setQuestionnaireMatrixSettingValue':
      return { ...mk, setting };
    case 'removeQuestionnaireSettingValue':
      return { ...qk, questionSettingCode: code };
    case 'removeQuestionnaireMatrixSettingValue':
      return { ...mk, questionSettingCode: code };
    case 'setQuestionScale':
      return {
        ...qk,
        min: d.c % 10,
        max: bad ? Number.NaN : 10 + (d.b % 90),
        step: 1 + (d.a % 5),
        startingPosition: d.c % 10,
      };
    case 'setQuestionScaleLabel':
      return { ...qk, labelText: text, position: d.c % 3 };
    case 'addResponseOption':
      return {
        ...qk,
        position: pos(question?.responseOptions.length ?? 0),
        responseOptionValue: text,
      };
    case 'updateResponseOption':
      return { ...qk, responseOptionLk: id(option?.responseOptionLk), responseOptionValue: text };
    case 'detachResponseOption':
      return { ...qk, responseOptionLk: id(option?.responseOptionLk) };
    case 'moveResponseOption':
      return {
        ...qk,
        responseOptionLk: id(option?.responseOptionLk),
        toPosition: pos((question?.responseOptions.length ?? 1) - 1),
      };
    case 'addMatrixResponseOption':
      return {
        ...mk,
        position: pos(matrix?.responseOptions.length ?? 0),
        responseOptionValue: text,
      };
    case 'updateMatrixResponseOption':
      return { ...mk, responseOptionLk: id(column?.responseOptionLk), responseOptionValue: text };
    case 'detachMatrixResponseOption':
      return { ...mk, responseOptionLk: id(column?.responseOptionLk) };
    case 'moveMatrixResponseOption':
      return {
        ...mk,
        responseOptionLk: id(column?.responseOptionLk),
        toPosition: pos((matrix?.responseOptions.length ?? 1) - 1),
      };
    case 'addMatrixQuestionRow':
      return { ...mk, position: pos(matrix?.matrixRows.length ?? 0), text };
    case 'updateMatrixQuestionRow':
      return { ...mk, questionLk: id(row?.questionLk), text };
    case 'detachMatrixQuestionRow':
      return { ...mk, questionLk: id(row?.questionLk) };
    case 'moveMatrixQuestionRow':
      return {
        ...mk,
        questionLk: id(row?.questionLk),
        toPosition: pos((matrix?.matrixRows.length ?? 1) - 1),
      };
    case 'setRoExclusive':
      return { ...qk, responseOptionLk: id(option?.responseOptionLk), exclusive: d.c % 2 === 0 };
    case 'setExclusiveMatrixRow':
      return { ...mk, responseOptionLk: id(column?.responseOptionLk), exclusive: d.c % 2 === 0 };
    case 'setRoTextEntryState':
      return {
        ...qk,
        responseOptionLk: id(option?.responseOptionLk),
        textEntryState: d.c % 2 ? 'enabled' : 'disabled',
      };
    case 'pinOrUnpinResponseOption':
      return { ...qk, responseOptionLk: id(option?.responseOptionLk), pinned: d.c % 2 === 0 };
    case 'pinOrUnpinMatrixResponseOption':
      return { ...mk, responseOptionLk: id(column?.responseOptionLk), pinned: d.c % 2 === 0 };
    case 'pinOrUnpinMatrixRow':
      return { ...mk, questionLk: id(row?.questionLk), pinned: d.c % 2 === 0 };
    case 'setRoute':
      return {
        ...qk,
        responseOptionLk: id(option?.responseOptionLk),
        targetNumber: d.c % 5 === 0 ? 100000 : (other?.number ?? 1),
      };
    case 'removeRoute':
    case 'removeResponseOptionMedia':
      return { ...qk, responseOptionLk: id(option?.responseOptionLk) };
    case 'setResponseOptionMedia':
      return { ...qk, responseOptionLk: id(option?.responseOptionLk), ...media };
    case 'setQuestionMedia':
      return { ...qk, ...media };
    case 'removeQuestionMedia':
    case 'emptyQuestionCard':
      return qk;
    case 'setTextCardMedia':
      return { textCardLk: id(pick(ts, d.a)?.textCardLk), ...media };
    case 'removeTextCardMedia':
      return { textCardLk: id(pick(ts, d.a)?.textCardLk) };
    case 'setMatrixRowMedia':
      return { ...mk, questionLk: id(row?.questionLk), ...media };
    case 'removeMatrixRowMedia':
      return { ...mk, questionLk: id(row?.questionLk) };
    case 'createOrUpdateMaskingRule':
      return {
        ...qk,
        responseOptionLk: id(option?.responseOptionLk),
        maskingRules: d.c % 4 === 0 ? [] : rules,
      };
    case 'createOrUpdateMatrixRowMaskingRule':
      return { ...mk, questionLk: id(row?.questionLk), maskingRules: rules };
    case 'createOrUpdateMatrixColumnMaskingRule':
      return { ...mk, responseOptionLk: id(column?.responseOptionLk), maskingRules: rules };
    case 'setQuestionLogic':
      return { ...qk, proposition: prop, logicInfoRef: d.c % 2 ? { clauseNumber: 1 } : null };
    case 'setMatrixLogic':
      return { ...mk, proposition: prop };
    case 'setTextCardQuestionLogic':
      return { textCardLk: id(pick(ts, d.a)?.textCardLk), proposition: prop };
    case 'removeQuestionLogic':
      return { ...qk, logicInfoRef: d.c % 2 ? { clauseNumber: 1 } : null };
    case 'removeMatrixLogic':
      return mk;
    case 'removeTextCardQuestionLogic':
      return { textCardLk: id(pick(ts, d.a)?.textCardLk) };
    case 'addForkBranch':
      return { forkId: id(fork?.forkId), percentage: d.c % 2 ? null : d.c % 101 };
    case 'removeForkBranch':
      return { forkId: id(fork?.forkId), branchNumber: 1 + (d.c % 3) };
    case 'updateFork':
      return { forkId: id(fork?.forkId), name: text };
    case 'updateForkBranch':
      return {
        forkId: id(fork?.forkId),
        branchNumber: 1 + (d.c % 3),
        percentage: bad ? 101 : d.b % 101,
      };
    case 'equaliseForkBranches':
      return { forkId: id(fork?.forkId) };
    case 'setQuestionnaireEntryForkBranch':
    case 'removeQuestionnaireEntryForkBranch':
      return { number: entry?.number ?? 1, forkId: id(fork?.forkId), branchNumber: 1 + (d.c % 3) };
    case 'emptyMatrixQuestion':
      return mk;
    case 'pasteInTitle':
      return { ...qk, text, responseOptions: lines };
    case 'pasteInResponses':
      return {
        ...qk,
        responseOptions: lines,
        position: pos(question?.responseOptions.length ?? 0),
      };
    case 'pasteInMatrixResponses':
      return { ...mk, responseOptions: lines, position: pos(matrix?.responseOptions.length ?? 0) };
    case 'pasteInMatrixRows':
      return { ...mk, rows: lines, position: pos(matrix?.matrixRows.length ?? 0) };
  }
}
