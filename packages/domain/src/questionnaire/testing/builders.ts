/** Test-data builders: questionnaires built through the real commands with a deterministic context. */
import type { CommandContext } from '../context.ts';
import type {
  AudienceEntry,
  Entry,
  ForkEntry,
  MatrixEntry,
  Questionnaire,
  QuestionEntry,
  QuestionTypeCode,
  TextCardEntry,
} from '../model.ts';
import {
  applyQuestionnaireCommand,
  type CommandArgs,
  type QuestionnaireCommandName,
} from '../registry.ts';
import { renumber } from '../renumber.ts';
import { MULTIPLE_CHOICE } from '../settings.ts';

export const TEST_NOW = '2024-05-01T10:00:00.000Z';

/** A context whose ids are `${prefix}1`, `${prefix}2`, ... */
export function testContext(prefix = 'id', now = TEST_NOW): CommandContext {
  let n = 0;
  return { newId: () => `${prefix}${++n}`, now };
}

/** An empty GB/English questionnaire. */
export function emptyQuestionnaire(overrides: Partial<Questionnaire> = {}): Questionnaire {
  return {
    questionnaireId: 'questionnaire-1',
    locale: { language: 'en', country: 'GB' },
    entries: [],
    audienceEntries: [],
    lastEntryNumber: 0,
    ...overrides,
  };
}

/** An audience entry (as copied from the draft audience). */
export function audienceEntry(
  number: number,
  text: string,
  options: string[],
  hidden = false,
): AudienceEntry {
  return {
    number,
    position: 0,
    contextPosition: 0,
    label: '',
    questionKind: 'audience',
    entryType: 'question',
    entryItem: {
      questionLk: `aud-q${number}`,
      questionTypeCode: 'CustomAudience',
      question: { questionId: `aud-qid${number}`, text },
      responseOptions: options.map((value, i) => ({
        responseOptionLk: `aud-o${number}-${i}`,
        position: i,
        qualification: true,
        route: null,
        responseOption: { responseOptionId: `aud-oid${number}-${i}`, value, rotype: 'string' },
      })),
      settingValues: hidden ? [{ code: 'hide_survey_question', value: 'enabled' }] : [],
    },
  };
}

let builders = 0;

/** Builds questionnaires step by step through the commands (each builder has its own id prefix). */
export class QuestionnaireBuilder {
  q: Questionnaire;
  readonly ctx: CommandContext;

  constructor(
    q: Questionnaire = emptyQuestionnaire(),
    ctx: CommandContext = testContext(`b${++builders}-`),
  ) {
    this.q = q;
    this.ctx = ctx;
  }

  /** Applies any command by name. */
  apply<N extends QuestionnaireCommandName>(name: N, args: CommandArgs<N>): this {
    this.q = applyQuestionnaireCommand(name, this.q, args, this.ctx);
    return this;
  }

  /** Appends a question with option texts (choice types) and optional multi select. */
  question(
    text: string,
    options: string[] = ['Yes', 'No'],
    type: QuestionTypeCode = 'Basic',
    multiple = false,
  ): this {
    const choice = type === 'Basic' || type === 'Ranked';
    this.apply('addQuestion', {
      questionTypeCode: type,
      position: this.q.entries.length,
      text,
      defaultOptionsCount: choice ? options.length : 0,
      setting: multiple
        ? { questionSettingCode: 'BasicChoice', settingValue: MULTIPLE_CHOICE }
        : null,
    });
    const e = this.last() as QuestionEntry;
    e.entryItem.responseOptions.forEach((o, i) =>
      this.apply('updateResponseOption', {
        questionLk: e.entryItem.questionLk,
        responseOptionLk: o.responseOptionLk,
        responseOptionValue: options[i] ?? '',
      }),
    );
    return this;
  }

  /** Appends a matrix with row and column texts. */
  matrix(
    title: string,
    rows: string[] = ['Row 1', 'Row 2'],
    columns: string[] = ['Good', 'Bad'],
  ): this {
    this.apply('addMatrixQuestion', { position: this.q.entries.length, title });
    const lk = (this.last() as MatrixEntry).entryItem.matrixTitleLk;
    this.apply('pasteInMatrixRows', { matrixTitleLk: lk, rows, position: 0 });
    this.apply('pasteInMatrixResponses', {
      matrixTitleLk: lk,
      responseOptions: columns,
      position: 0,
    });
    return this;
  }

  /** Appends a text card. */
  textCard(title = 'Instructions', body = ''): this {
    return this.apply('addTextCard', { position: this.q.entries.length, title, body });
  }

  /** Appends a fork (default name 'Fork {n}', 2 groups). */
  fork(name?: string, groups = 2): this {
    return this.apply('addFork', {
      position: this.q.entries.length,
      name,
      defaultBranchCount: groups,
    });
  }

  /** Adds audience entries. */
  audience(...entries: AudienceEntry[]): this {
    this.q = renumber({ ...this.q, audienceEntries: [...this.q.audienceEntries, ...entries] });
    return this;
  }

  last(): Entry {
    const e = this.q.entries[this.q.entries.length - 1];
    if (!e) throw new Error('no entries');
    return e;
  }

  build(): Questionnaire {
    return this.q;
  }
}

/** The top-level entry at a position, failing the test if absent. */
export function entryAt(q: Questionnaire, position: number): Entry {
  const e = q.entries[position];
  if (!e) throw new Error(`no entry at ${position}`);
  return e;
}

/** The question at a position. */
export function questionAt(q: Questionnaire, position: number): QuestionEntry {
  const e = entryAt(q, position);
  if (e.entryType !== 'question') throw new Error(`entry ${position} is a ${e.entryType}`);
  return e;
}

/** The matrix at a position. */
export function matrixAt(q: Questionnaire, position: number): MatrixEntry {
  const e = entryAt(q, position);
  if (e.entryType !== 'matrix') throw new Error(`entry ${position} is a ${e.entryType}`);
  return e;
}

/** The text card at a position. */
export function textCardAt(q: Questionnaire, position: number): TextCardEntry {
  const e = entryAt(q, position);
  if (e.entryType !== 'textCard') throw new Error(`entry ${position} is a ${e.entryType}`);
  return e;
}

/** The fork at a position. */
export function forkAt(q: Questionnaire, position: number): ForkEntry {
  const e = entryAt(q, position);
  if (e.entryType !== 'fork') throw new Error(`entry ${position} is a ${e.entryType}`);
  return e;
}

/** Option lks of the question at a position. */
export function optionLks(q: Questionnaire, position: number): string[] {
  return questionAt(q, position).entryItem.responseOptions.map((o) => o.responseOptionLk);
}

/** Option values of the question at a position. */
export function optionValues(q: Questionnaire, position: number): string[] {
  return questionAt(q, position).entryItem.responseOptions.map((o) => o.responseOption.value);
}

/** Labels of the top-level entries. */
export function labels(q: Questionnaire): string[] {
  return q.entries.map((e) => e.label);
}

/** Deep-freezes a value so that any mutation by a command throws in the test. */
export function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const v of Object.values(value)) deepFreeze(v);
  }
  return value;
}
