import type { Questionnaire } from '@survey/domain/questionnaire/model';
import type { ValidationError } from '@survey/domain/questionnaire/validate';
import { createContext, useContext } from 'react';
import type { Dispatch } from '../store/useQuestionnaireEditor.ts';
import type { AddChoice } from './addEntry.ts';

/** What every card and tool of the editor shares. */
export interface EditorUi {
  view: Questionnaire;
  dispatch: Dispatch;
  /** Validation errors by entry number. */
  errorsByEntry: ReadonlyMap<number, ValidationError[]>;
  /** Ids (entries' numbers as strings, options, rows, groups) created in this visit and not yet touched. */
  isFresh: (id: string) => boolean;
  /** Records ids a command created (their errors wait for a blur or an edit). */
  markFresh: (ids: readonly string[]) => void;
  selectedKey: string | null;
  select: (key: string) => void;
  checked: ReadonlySet<number>;
  toggleChecked: (entryNumber: number) => void;
  /** Adds an entry at a position, selects it and scrolls to it after 400 ms. */
  add: (choice: AddChoice, position: number) => void;
  /** Selects an entry created another way (duplicate) and scrolls to it after 400 ms. */
  reveal: (entryNumber: number) => void;
  /** Once the queued commands are answered, fetches the server's draft again (after logic saves). */
  refetch: () => void;
}

/** Marks a typed edit that waits for its debounce as unsaved; returns the release. */
export type HoldEdit = () => () => void;

// Outside the editor (no store) holding is a no-op.
export const HoldEditContext = createContext<HoldEdit>(() => () => undefined);

export const EditorUiContext = createContext<EditorUi | null>(null);

export function useEditorUi(): EditorUi {
  const ui = useContext(EditorUiContext);
  if (!ui) throw new Error('useEditorUi outside the questionnaire editor');
  return ui;
}
