import { useCallback, useEffect, useRef } from 'react';
import type { QuestionnaireEditorStore } from '../store/editorStore.ts';
import type { Dispatch } from '../store/useQuestionnaireEditor.ts';

type SetChecked = (update: (prev: ReadonlySet<number>) => ReadonlySet<number>) => void;

/**
 * Spec 3 §4 bulk delete: the cards go at once and the selection is cleared; each deletion is
 * sent; cards whose deletion failed are selected again and the draft is refetched. The store
 * sends one mutation at a time (each names the version it applies to), so "in parallel" means
 * queued together without waiting for each other's answer.
 */
export function useBulkDelete(
  store: QuestionnaireEditorStore,
  dispatch: Dispatch,
  setChecked: SetChecked,
): (entryNumbers: number[]) => void {
  const deleting = useRef(new Map<string, number>());

  useEffect(
    () =>
      store.onFailure(({ command }) => {
        const number = deleting.current.get(command.clientMutationId);
        if (number === undefined) return;
        deleting.current.delete(command.clientMutationId);
        setChecked((prev) => new Set([...prev, number]));
        void store.refetch().catch(() => undefined);
      }),
    [store, setChecked],
  );

  return useCallback(
    (entryNumbers: number[]) => {
      setChecked(() => new Set());
      for (const number of entryNumbers) {
        const result = dispatch('detachQuestionnaireEntry', { number });
        if (result.ok) deleting.current.set(result.clientMutationId, number);
      }
    },
    [dispatch, setChecked],
  );
}
