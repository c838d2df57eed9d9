/** The commands that save the display-logic dialog of a card, and a dry run of them. */
import type { LogicCandidate } from '@survey/domain/questionnaire/logicCandidates';
import type { Entry, Questionnaire } from '@survey/domain/questionnaire/model';
import { applyQuestionnaireCommand, type CommandArgs } from '@survey/domain/questionnaire/registry';
import type { PropositionInput } from '@survey/domain/questionnaire/logicOps';
import type { EditorCommandName } from '../store/pendingCommand.ts';
import {
  candidateKey,
  propositionOf,
  type Condition,
  type ForkCondition,
  type LogicDraft,
} from './logicDraft.ts';
import { rankCountProposition } from './rankCount.ts';

/** One command the editor sends, its name and arguments checked together. */
export type EditorCommand = {
  [N in EditorCommandName]: { name: N; args: CommandArgs<N> };
}[EditorCommandName];

type LogicCard = Extract<Entry, { entryType: 'question' | 'matrix' | 'textCard' }>;

function isLogicCard(entry: Entry): entry is LogicCard {
  return (
    entry.entryType === 'question' || entry.entryType === 'matrix' || entry.entryType === 'textCard'
  );
}

function removeAllLogic(entry: LogicCard): EditorCommand {
  switch (entry.entryType) {
    case 'question':
      return { name: 'removeQuestionLogic', args: { questionLk: entry.entryItem.questionLk } };
    case 'matrix':
      return { name: 'removeMatrixLogic', args: { matrixTitleLk: entry.entryItem.matrixTitleLk } };
    case 'textCard':
      return {
        name: 'removeTextCardQuestionLogic',
        args: { textCardLk: entry.entryItem.textCardLk },
      };
  }
}

function setLogic(
  entry: LogicCard,
  input: Omit<CommandArgs<'setQuestionLogic'>, 'questionLk'>,
): EditorCommand {
  switch (entry.entryType) {
    case 'question':
      return {
        name: 'setQuestionLogic',
        args: { ...input, questionLk: entry.entryItem.questionLk },
      };
    case 'matrix':
      return {
        name: 'setMatrixLogic',
        args: { ...input, matrixTitleLk: entry.entryItem.matrixTitleLk },
      };
    case 'textCard':
      return {
        name: 'setTextCardQuestionLogic',
        args: { ...input, textCardLk: entry.entryItem.textCardLk },
      };
  }
}

/**
 * Spec 2 §4: remove the card's forks, add the chosen fork groups, then write the conditions
 * (response, rank, count and kept matrix counts, after clearing the old ones): with AND each
 * condition is a clause of its own, with OR they share clause 1 (the first set after clearing
 * starts clause 1).
 */
export function cardLogicCommands(
  entry: Entry,
  draft: LogicDraft,
  candidates: readonly LogicCandidate[],
): EditorCommand[] {
  if (!isLogicCard(entry)) return [];
  const commands: EditorCommand[] = entry.forks.map((f) => ({
    name: 'removeQuestionnaireEntryForkBranch',
    args: { number: entry.number, forkId: f.forkId, branchNumber: f.branchNumber },
  }));
  const seen = new Set<string>();
  for (const c of draft.conditions.filter((c): c is ForkCondition => c.kind === 'fork')) {
    if (c.forkId === null || c.branchNumber === null) continue;
    const key = `${c.forkId}#${c.branchNumber}`;
    if (seen.has(key)) continue;
    seen.add(key);
    commands.push({
      name: 'setQuestionnaireEntryForkBranch',
      args: { number: entry.number, forkId: c.forkId, branchNumber: c.branchNumber },
    });
  }
  if (entry.questionLogic.length > 0) commands.push(removeAllLogic(entry));
  const byKey = new Map(candidates.map((c) => [candidateKey(c), c]));
  const propositionOfCondition = (
    c: Exclude<Condition, ForkCondition>,
  ): PropositionInput | null => {
    if (c.kind !== 'response') return rankCountProposition(c);
    const candidate = c.candidate === null ? undefined : byKey.get(c.candidate);
    return candidate && c.optionLks.length > 0 ? propositionOf(candidate, c.optionLks) : null;
  };
  const others = draft.conditions.filter(
    (c): c is Exclude<Condition, ForkCondition> => c.kind !== 'fork',
  );
  others.forEach((c, i) => {
    const proposition = propositionOfCondition(c);
    if (proposition === null) return;
    const shared = draft.operator === 'OR' && i > 0;
    commands.push(
      setLogic(entry, {
        proposition,
        negated: c.negated,
        ...(shared ? { logicInfoRef: { clauseNumber: 1 } } : {}),
      }),
    );
  });
  return commands;
}

/**
 * Applies the commands to a copy of the document as the server would; answers the first refusal's
 * message, or null. The dialog checks this before dispatching, so that a refused save changes
 * nothing instead of leaving half of the sequence applied.
 */
export function dryRun(q: Questionnaire, commands: readonly EditorCommand[]): string | null {
  let n = 0;
  const ctx = { now: new Date(0).toISOString(), newId: () => `dry-run-${++n}` };
  try {
    commands.reduce((doc, c) => applyQuestionnaireCommand(c.name, doc, c.args as never, ctx), q);
    return null;
  } catch (error) {
    return error instanceof Error ? error.message : 'This display logic cannot be saved.';
  }
}
