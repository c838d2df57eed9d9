import { assertQuestionnaireInvariants } from '@survey/domain/questionnaire/invariants';
import type { Questionnaire } from '@survey/domain/questionnaire/model';
import { applyQuestionnaireCommand } from '@survey/domain/questionnaire/registry';
import { testContext } from '@survey/domain/questionnaire/testing/builders';
import { randomArgs } from '@survey/domain/questionnaire/testing/randomArgs';
import { flattenEntries } from '@survey/domain/questionnaire/walk';
import {
  EDITOR_ARGS,
  type EditorMutationName,
} from '@survey/server/src/modules/questionnaire/editor.schemas.ts';
import { questionnaireOperations } from '@survey/server/test/questionnaireHelpers.ts';

/**
 * What the P4 bench sends: for every editing mutation of the questionnaire schema, realistic
 * arguments on the draft as it is now, checked by applying them locally first (so every timed
 * call is a change the server accepts, not a cheap refusal).
 */

/** Mutations of the service that create a draft rather than edit one (not P4's editor path). */
const NOT_EDITS: Record<string, string> = {
  addQuestionnaire: 'creates the first draft of a survey',
  duplicateQuestionnaire: 'copies a draft into another survey',
};

const isEditorMutation = (name: string): name is EditorMutationName =>
  Object.prototype.hasOwnProperty.call(EDITOR_ARGS, name);

/**
 * Every editing mutation of the schema, in schema order. Read from the schema, so a new mutation
 * is benchmarked; one the bench cannot plan stops the run.
 */
export function editorMutationsOfSchema(): EditorMutationName[] {
  const names = questionnaireOperations()
    .filter((op) => op.kind === 'mutation' && !(op.name in NOT_EDITS))
    .map((op) => op.name);
  const unplanned = names.filter((n) => !isEditorMutation(n));
  if (unplanned.length > 0) {
    throw new Error(`P4 bench has no plan for mutation(s): ${unplanned.join(', ')}`);
  }
  return names as EditorMutationName[];
}

/** Where a mutation goes: the draft being edited and a second draft of the account to import from. */
export interface Target {
  surveyId: string;
  questionnaireId: string;
  source: { questionnaireId: string; document: Questionnaire };
}

/**
 * A mutation that may have nothing to act on in the draft as the mix left it, and the one that
 * gives it something (sent untimed first, as a user would have done before).
 */
export const PREPARE: Partial<Record<EditorMutationName, EditorMutationName | Prepared>> = {
  setQuestionScale: addSlider,
  setQuestionScaleLabel: addSlider,
  removeForkBranch: 'addForkBranch',
  removeRoute: 'setRoute',
  removeQuestionLogic: 'setQuestionLogic',
  removeMatrixLogic: 'setMatrixLogic',
  removeTextCardQuestionLogic: 'setTextCardQuestionLogic',
  removeResponseOptionMedia: 'setResponseOptionMedia',
  removeQuestionMedia: 'setQuestionMedia',
  removeTextCardMedia: 'setTextCardMedia',
  removeMatrixRowMedia: 'setMatrixRowMedia',
  setQuestionnaireEntryForkBranch: addForkFirst,
  removeQuestionnaireEntryForkBranch: 'setQuestionnaireEntryForkBranch',
};

/** A fixed untimed call that gives a kind something to act on (a slider for the scale commands). */
export type Prepared = (target: Target) => Call;

/**
 * A fork at the top, so that every card comes after one (the mix moves, detaches and trims forks
 * until none may precede any card the dice pick).
 */
function addForkFirst(target: Target): Call {
  return { name: 'addFork', variables: { questionnaireId: target.questionnaireId, position: 0 } };
}

function addSlider(target: Target): Call {
  return {
    name: 'addQuestion',
    variables: {
      questionnaireId: target.questionnaireId,
      questionTypeCode: 'Scale',
      position: 0,
      text: 'How likely are you to recommend us?',
    },
  };
}

/** One planned call: the mutation and its GraphQL variables. */
export interface Call {
  name: EditorMutationName;
  variables: Record<string, unknown>;
}

const ATTEMPTS = 300;

/** The domain command as the server would run it (edge schema, command, invariants); throws if refused. */
function dryRun(
  q: Questionnaire,
  name: EditorMutationName,
  edge: Record<string, unknown>,
  source: Questionnaire,
): void {
  const ctx = testContext('bench-plan-');
  let after: Questionnaire;
  if (name === 'importQuestionnaireEntries') {
    const { entryNumbers, position } = EDITOR_ARGS.importQuestionnaireEntries.parse(edge);
    after = applyQuestionnaireCommand(name, q, { source, entryNumbers, position }, ctx);
  } else {
    after = applyQuestionnaireCommand(name, q, EDITOR_ARGS[name].parse(edge), ctx);
  }
  assertQuestionnaireInvariants(after);
}

/** Edge arguments (without the address) for attempt `a` of `name`. */
function candidate(
  name: EditorMutationName,
  q: Questionnaire,
  target: Target,
  a: number,
  seed: number,
): Record<string, unknown> {
  const dice = {
    a: seed + a * 7,
    b: seed * 3 + a * 13,
    c: seed + a,
    hostile: 1,
    text: `Bench edit ${seed}`,
  };
  if (name === 'importQuestionnaireEntries') {
    const entries = flattenEntries(target.source.document.entries).filter(
      (e) => e.entryType !== 'fork' && e.entryType !== 'section',
    );
    const first = entries[(dice.a * 5) % entries.length];
    const second = entries[(dice.b * 11) % entries.length];
    return {
      sourceQuestionnaireId: target.source.questionnaireId,
      entryNumbers: [...new Set([first?.number ?? 1, second?.number ?? 1])],
      position: dice.b % (q.entries.length + 1),
    };
  }
  return randomArgs(name, q, dice);
}

/**
 * Variables for a call of `name` on draft `q` that the server will apply; throws when no
 * realistic arguments apply to the draft as it is (the bench must not time refusals).
 */
export function planCall(
  name: EditorMutationName,
  q: Questionnaire,
  target: Target,
  seed: number,
): Call {
  const planned = tryPlan(name, q, target, seed);
  if ('error' in planned) {
    throw new Error(`P4 bench found no applicable arguments for ${name}: ${planned.error}`);
  }
  return planned;
}

/** planCall, or why no arguments apply (a kind that does not fit the draft as it is now). */
export function tryPlan(
  name: EditorMutationName,
  q: Questionnaire,
  target: Target,
  seed: number,
): Call | { error: string } {
  let lastError: unknown;
  for (let a = 0; a < ATTEMPTS; a++) {
    const edge = candidate(name, q, target, a, seed);
    try {
      dryRun(q, name, edge, target.source.document);
    } catch (error) {
      lastError = error;
      continue;
    }
    const address =
      name === 'relocaliseQuestionnaire'
        ? { surveyId: target.surveyId }
        : { questionnaireId: target.questionnaireId };
    return { name, variables: { ...edge, ...address } };
  }
  return { error: String(lastError) };
}

/**
 * An untimed clean-up call that brings the draft back towards `size` top-level entries (the
 * mutation mix adds more than it removes): detach the newest entry that can go.
 */
export function shrinkCall(q: Questionnaire, target: Target, size: number): Call | undefined {
  if (q.entries.length <= size) return undefined;
  const newest = [...q.entries].sort((x, y) => y.number - x.number);
  for (const entry of newest.slice(0, 30)) {
    const edge = { number: entry.number };
    try {
      dryRun(q, 'detachQuestionnaireEntry', edge, target.source.document);
    } catch {
      continue;
    }
    return {
      name: 'detachQuestionnaireEntry',
      variables: { ...edge, questionnaireId: target.questionnaireId },
    };
  }
  return undefined;
}
