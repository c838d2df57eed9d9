/** An option, matrix row or matrix column that can carry masking rules (option display logic). */
import type { MaskingRule } from '@survey/domain/questionnaire/logicModel';
import type { MatrixEntry, QuestionEntry } from '@survey/domain/questionnaire/model';
import type { EditorCommand } from './cardLogicCommands.ts';

export type MaskTarget =
  | { kind: 'option'; entry: QuestionEntry; lk: string }
  | { kind: 'row'; entry: MatrixEntry; lk: string }
  | { kind: 'column'; entry: MatrixEntry; lk: string };

/** The item's current rules and text (empty when the item is gone). */
export function maskedItem(t: MaskTarget): { rules: MaskingRule[]; text: string } {
  if (t.kind === 'row') {
    const row = t.entry.entryItem.matrixRows.find((r) => r.questionLk === t.lk);
    return { rules: row?.maskingRules ?? [], text: row?.question.text ?? '' };
  }
  const option = t.entry.entryItem.responseOptions.find((o) => o.responseOptionLk === t.lk);
  return { rules: option?.maskingRules ?? [], text: option?.responseOption.value ?? '' };
}

/** The createOrUpdate...MaskingRule command for the item (an empty list removes masking). */
export function maskingCommand(t: MaskTarget, maskingRules: MaskingRule[]): EditorCommand {
  switch (t.kind) {
    case 'option':
      return {
        name: 'createOrUpdateMaskingRule',
        args: { questionLk: t.entry.entryItem.questionLk, responseOptionLk: t.lk, maskingRules },
      };
    case 'row':
      return {
        name: 'createOrUpdateMatrixRowMaskingRule',
        args: { matrixTitleLk: t.entry.entryItem.matrixTitleLk, questionLk: t.lk, maskingRules },
      };
    case 'column':
      return {
        name: 'createOrUpdateMatrixColumnMaskingRule',
        args: {
          matrixTitleLk: t.entry.entryItem.matrixTitleLk,
          responseOptionLk: t.lk,
          maskingRules,
        },
      };
  }
}

/**
 * Whether the item can be made exclusive (options of single/multi select questions and matrix
 * columns, spec 2 §4 "Exclusive"; rows cannot) and whether it is.
 */
export function exclusiveOf(t: MaskTarget): { offered: boolean; on: boolean } {
  if (t.kind === 'row') return { offered: false, on: false };
  const option = t.entry.entryItem.responseOptions.find((o) => o.responseOptionLk === t.lk);
  const offered = t.kind === 'column' || t.entry.entryItem.questionTypeCode === 'Basic';
  return { offered, on: offered && (option?.exclusive ?? false) };
}

/** setRoExclusive or setExclusiveMatrixRow for the item. */
export function exclusiveCommand(t: MaskTarget, exclusive: boolean): EditorCommand | null {
  switch (t.kind) {
    case 'option':
      return {
        name: 'setRoExclusive',
        args: { questionLk: t.entry.entryItem.questionLk, responseOptionLk: t.lk, exclusive },
      };
    case 'column':
      return {
        name: 'setExclusiveMatrixRow',
        args: { matrixTitleLk: t.entry.entryItem.matrixTitleLk, responseOptionLk: t.lk, exclusive },
      };
    case 'row':
      return null;
  }
}
