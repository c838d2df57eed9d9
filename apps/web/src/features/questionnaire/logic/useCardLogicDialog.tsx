import {
  canAddDisplayLogic,
  countCandidates,
  logicCandidates,
} from '@survey/domain/questionnaire/logicCandidates';
import type { Entry } from '@survey/domain/questionnaire/model';
import { useState, type ReactNode } from 'react';
import { useEditorUi } from '../editor/editorContext.ts';
import { cardLogicCommands, dryRun } from './cardLogicCommands.ts';
import { forksBefore } from './forkChoices.ts';
import { LogicDialog } from './LogicDialog.tsx';
import { draftFromEntry } from './logicDraft.ts';

export interface CardLogic {
  /** Spec 2 §5: not on forks, nor on the first card when there are no audience questions. */
  allowed: boolean;
  /** The card is on a fork group or has display logic (the icon and menu item turn green). */
  hasLogic: boolean;
  open: () => void;
  dialog: ReactNode;
}

/** The card's display-logic dialog: opens on the card's current logic and saves it in sequence. */
export function useCardLogicDialog(entry: Entry): CardLogic {
  const { view, dispatch, refetch } = useEditorUi();
  const [open, setOpen] = useState(false);
  const allowed = canAddDisplayLogic(view, entry.number);
  const hasLogic = entry.forks.length > 0 || entry.questionLogic.length > 0;
  const candidates = open ? logicCandidates(view, entry.number) : [];

  const handleSave = (draft: Parameters<typeof cardLogicCommands>[1]): string | null => {
    const commands = cardLogicCommands(entry, draft, candidates);
    const refused = dryRun(view, commands);
    if (refused !== null) return refused;
    for (const c of commands) {
      const result = dispatch(c.name, c.args as never);
      if (!result.ok) {
        return result.error instanceof Error ? result.error.message : 'Not saved.';
      }
    }
    setOpen(false);
    // Spec 2 §4: the sequence ends with a refetch of the questionnaire.
    refetch();
    return null;
  };

  const dialog = open ? (
    <LogicDialog
      intro={`Only show ${entry.label} if the following conditions are met:`}
      mode="card"
      candidates={candidates}
      forks={forksBefore(view, entry.number)}
      counted={countCandidates(view, entry.number)}
      initial={(newKey) => draftFromEntry(entry, newKey)}
      onClose={() => setOpen(false)}
      onSave={handleSave}
    />
  ) : null;
  return { allowed, hasLogic, open: () => setOpen(true), dialog };
}
