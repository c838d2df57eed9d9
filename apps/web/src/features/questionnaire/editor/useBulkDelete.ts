import { useCallback, useEffect, useRef } from 'react';
import type { QuestionnaireEditorStore } from '../store/editorStore.ts';

type SetChecked = (update: (prev: ReadonlySet<number>) => ReadonlySet<number>) => void;

/**
 * Spec 2 §4 bulk delete: the cards go at once and the selection is cleared; each deletion is
 * sent to the server in parallel (`store.dispatchParallel`); cards whose deletion failed are
 * selected again and the draft is refetched.
 */
export function useBulkDelete(
  store: QuestionnaireEditorStore,
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
      const results = store.dispatchParallel(
        'detachQuestionnaireEntry',
        entryNumbers.map((number) => ({ number })),
      );
      results.forEach((result, i) => {
        const number = entryNumbers[i];
        if (result.ok && number !== undefined)
          deleting.current.set(result.clientMutationId, number);
      });
    },
    [store, setChecked],
  );
}
