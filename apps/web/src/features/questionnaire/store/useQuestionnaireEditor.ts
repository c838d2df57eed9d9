import { useApolloClient } from '@apollo/client/react';
import { quotedInterviewMinutes } from '@survey/domain/questionnaire/interviewLength';
import type { Questionnaire } from '@survey/domain/questionnaire/model';
import type { CommandArgs } from '@survey/domain/questionnaire/registry';
import { validateQuestionnaire, type ValidationError } from '@survey/domain/questionnaire/validate';
import { useCallback, useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { reportError } from '../../../lib/errorReporting.ts';
import {
  QuestionnaireEditorStore,
  type DispatchResult,
  type EditorSnapshot,
} from './editorStore.ts';
import type { EditorCommandName } from './pendingCommand.ts';
import { apolloEditorTransport } from './transport.ts';

/** Spec 2 §9: the estimate is recalculated after 2 seconds without change. */
export const INTERVIEW_LENGTH_DELAY_MS = 2000;

export type Dispatch = <N extends EditorCommandName>(
  name: N,
  args: CommandArgs<N>,
) => DispatchResult;

export interface QuestionnaireEditor extends EditorSnapshot {
  store: QuestionnaireEditorStore;
  validationErrors: ValidationError[];
  /** The estimate (minutes) the quote uses; null before the first entry (the stepper's then). */
  interviewMinutes: number | null;
  dispatch: Dispatch;
}

/** The interview length of `view` (minutes), updated only once it has not changed for 2 s. */
function useSettledInterviewMinutes(view: Questionnaire | null): number | null {
  const [settled, setSettled] = useState<number | null>(null);
  // The first estimate comes at once; later ones wait for the edits to settle.
  const estimated = useRef(false);
  useEffect(() => {
    if (!view) return;
    const delay = estimated.current ? INTERVIEW_LENGTH_DELAY_MS : 0;
    const timer = setTimeout(() => {
      estimated.current = true;
      setSettled(quotedInterviewMinutes(view));
    }, delay);
    return () => clearTimeout(timer);
  }, [view]);
  return settled;
}

/** Warns before leaving the page while edits are not saved yet. */
function useUnsavedWarning(unsaved: boolean): void {
  useEffect(() => {
    if (!unsaved) return;
    const handleBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
    };
    window.addEventListener('beforeunload', handleBeforeUnload);
    return () => window.removeEventListener('beforeunload', handleBeforeUnload);
  }, [unsaved]);
}

/** The questionnaire editor's data: the optimistic draft, its validation, length and saving. */
export function useQuestionnaireEditor(surveyId: string): QuestionnaireEditor {
  const client = useApolloClient();
  const store = useMemo(
    () =>
      new QuestionnaireEditorStore(surveyId, apolloEditorTransport(client), {
        report: reportError,
      }),
    [client, surveyId],
  );
  // No stop on unmount: leaving the page inside the app must not drop edits still queued (or
  // flushed by fields as they unmount); the store finishes sending them on its own.
  useEffect(() => store.start(), [store]);
  const snapshot = useSyncExternalStore(store.subscribe, store.getSnapshot);
  const validationErrors = useMemo(
    () => (snapshot.view ? validateQuestionnaire(snapshot.view) : []),
    [snapshot.view],
  );
  const interviewMinutes = useSettledInterviewMinutes(snapshot.view);
  useUnsavedWarning(snapshot.unsaved > 0 || snapshot.save !== 'saved');
  const dispatch = useCallback<Dispatch>((name, args) => store.dispatch(name, args), [store]);
  return { ...snapshot, store, validationErrors, interviewMinutes, dispatch };
}
