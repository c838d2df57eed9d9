/** Fresh pieces of a questionnaire (ids from the context, dates from its clock). */
import { END_OF_SURVEY_TARGET, MAX_ENTRIES } from './constants.ts';
import { fail } from './errors.ts';
import type { IsoDateTime, MatrixRow, Questionnaire, ResponseOption } from './model.ts';
import { flattenEntries } from './walk.ts';

/** A new response option (position is set when it is placed in its list). */
export function newOption(newId: () => string, value: string, now: IsoDateTime): ResponseOption {
  return {
    responseOptionLk: newId(),
    position: 0,
    pinned: false,
    exclusive: false,
    textEntryState: 'disabled',
    route: null,
    maskingRules: [],
    media: null,
    responseOption: { responseOptionId: newId(), value, rotype: 'string', createdDate: now },
  };
}

/** `count` blank options. */
export function blankOptions(
  newId: () => string,
  count: number,
  now: IsoDateTime,
): ResponseOption[] {
  return Array.from({ length: count }, (_, i) => ({ ...newOption(newId, '', now), position: i }));
}

/** A new matrix row. */
export function newRow(newId: () => string, text: string, now: IsoDateTime): MatrixRow {
  return {
    questionLk: newId(),
    question: { questionId: newId(), text },
    position: 0,
    createdDate: now,
    pinned: false,
    maskingRules: [],
    questionMedia: null,
  };
}

/** `count` blank rows. */
export function blankRows(newId: () => string, count: number, now: IsoDateTime): MatrixRow[] {
  return Array.from({ length: count }, (_, i) => ({ ...newRow(newId, '', now), position: i }));
}

/** Common fields of a new entry (position and label are set by renumbering). */
export function newEntryBase(number: number, now: IsoDateTime) {
  return {
    number,
    position: 0,
    contextPosition: 0,
    label: '',
    questionKind: 'questionnaire' as const,
    forks: [],
    questionLogic: [],
    createdDate: now,
    sinceDate: now,
  };
}

/** Reserves `count` new entry numbers; throws when the document is full. */
export function reserveEntryNumbers(
  q: Questionnaire,
  count: number,
): { numbers: number[]; lastEntryNumber: number } {
  if (flattenEntries(q.entries).length + count > MAX_ENTRIES) {
    fail('TOO_MANY_ENTRIES', `A questionnaire holds at most ${MAX_ENTRIES} entries`);
  }
  const first = q.lastEntryNumber + 1;
  if (first + count >= END_OF_SURVEY_TARGET) {
    fail('TOO_MANY_ENTRIES', 'No entry numbers are left in this questionnaire');
  }
  const numbers = Array.from({ length: count }, (_, i) => first + i);
  return { numbers, lastEntryNumber: q.lastEntryNumber + count };
}
