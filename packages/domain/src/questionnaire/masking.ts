/** Checking masking rules given to the createOrUpdate...MaskingRule commands. */
import { MAX_ITEMS } from './constants.ts';
import { fail } from './errors.ts';
import { requireArray, requireBoolean, requireId, requireOneOf } from './guards.ts';
import type { MaskingKey, MaskingRule } from './logicModel.ts';
import type { Entry, Questionnaire } from './model.ts';
import { buildReferenceIndex } from './refIndex.ts';
import { maskingKeyProblem } from './references.ts';

const MAX_RULES = 20;

function parseKey(value: unknown): MaskingKey {
  if (typeof value !== 'object' || value === null)
    fail('INVALID_ARGUMENT', 'A masking key is malformed');
  const k = value as Record<string, unknown>;
  const matrixTitleLk =
    k.matrixTitleLk == null ? null : requireId(k.matrixTitleLk, 'matrixTitleLk');
  return {
    questionLk: requireId(k.questionLk, 'questionLk'),
    matrixTitleLk,
    responseOptionLk: requireId(k.responseOptionLk, 'responseOptionLk'),
  };
}

function parseRule(value: unknown): MaskingRule {
  if (typeof value !== 'object' || value === null)
    fail('INVALID_ARGUMENT', 'A masking rule is malformed');
  const r = value as Record<string, unknown>;
  const keys = requireArray(r.maskingKeys, 'maskingKeys', MAX_ITEMS).map(parseKey);
  if (keys.length === 0) fail('INVALID_ARGUMENT', 'A masking rule needs at least one key');
  return {
    clause: requireOneOf(r.clause, 'clause', ['AND', 'OR'] as const),
    maskingKeys: keys,
    negated: r.negated === undefined ? false : requireBoolean(r.negated, 'negated'),
  };
}

/**
 * Parses masking rules for an item of `entry` and checks every key points at an option or matrix
 * cell of an earlier card (or an audience question). An empty list clears masking.
 */
export function checkedMaskingRules(q: Questionnaire, entry: Entry, value: unknown): MaskingRule[] {
  const rules = requireArray(value, 'maskingRules', MAX_RULES).map(parseRule);
  if (rules.length === 0) return [];
  const index = buildReferenceIndex(q);
  const order = index.entries.get(entry.number)?.order ?? 0;
  if (order === 0 && q.audienceEntries.length === 0) {
    fail('MASKING_NOT_ALLOWED', 'Masking cannot be added to the first survey question');
  }
  for (const rule of rules) {
    for (const key of rule.maskingKeys) {
      const problem = maskingKeyProblem(index, key, order);
      if (problem !== null) fail('MASKING_TARGET_INVALID', `Masking key is invalid: ${problem}`);
    }
  }
  return rules;
}
