import { assertQuestionnaireInvariants } from '@survey/domain/questionnaire/invariants';
import { applyQuestionnaireCommand } from '@survey/domain/questionnaire/registry';
import { makeQuestionnaire } from '@survey/domain/questionnaire/testing/makeQuestionnaire';
import { testContext } from '@survey/domain/questionnaire/testing/builders';
import { EDITOR_ARGS } from '@survey/server/src/modules/questionnaire/editor.args.ts';
import { findAffected } from '@survey/server/src/modules/questionnaire/editor.affected.ts';
import { editorMutationsOfSchema, tryPlan } from './questionnaireMutations.plans.ts';
const q = { ...makeQuestionnaire(300, 42), questionnaireId: 'x' };
const target = { surveyId: 's', questionnaireId: 'x', source: { questionnaireId: 'y', document: makeQuestionnaire(40, 9) } };
let tApply = 0, tInv = 0, tAff = 0, tJson = 0, n = 0;
for (let r = 0; r < 5; r++) for (const name of editorMutationsOfSchema()) {
  const c = tryPlan(name, q, target, r * 100 + 1);
  if ('error' in c) continue;
  const { questionnaireId, surveyId, ...edge } = c.variables as Record<string, unknown>;
  const args = name === 'importQuestionnaireEntries' ? { source: target.source.document, entryNumbers: edge.entryNumbers, position: edge.position } : EDITOR_ARGS[name].parse(edge);
  let t = performance.now();
  const after = applyQuestionnaireCommand(name, q, args as never, testContext('m'));
  tApply += performance.now() - t; t = performance.now();
  assertQuestionnaireInvariants(after);
  tInv += performance.now() - t; t = performance.now();
  const a = findAffected(q, after, edge);
  tAff += performance.now() - t; t = performance.now();
  JSON.stringify(a.entry);
  tJson += performance.now() - t;
  n++;
}
console.log({ n, apply: tApply / n, inv: tInv / n, affected: tAff / n, json: tJson / n });
