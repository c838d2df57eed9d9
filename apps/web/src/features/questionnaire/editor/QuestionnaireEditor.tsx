import Box from '@mui/material/Box';
import type { Questionnaire } from '@survey/domain/questionnaire/model';
import type { ValidationError } from '@survey/domain/questionnaire/validate';
import { useCallback, useMemo, useState, type ReactNode } from 'react';
import type { Dispatch } from '../store/useQuestionnaireEditor.ts';
import { addCommand, type AddChoice } from './addEntry.ts';
import { CommentsPanel, useComments } from '../../comments/index.ts';
import { PreviewPane } from '../../preview/index.ts';
import { CardList } from './CardList.tsx';
import { EditorUiContext, type EditorUi } from './editorContext.ts';
import { listItems } from './entryList.ts';
import { Sidebar } from './Sidebar.tsx';
import { useCardNavigation } from './useCardNavigation.ts';
import { LanguageBar } from '../translations/LanguageBar.tsx';
import { TranslationCards } from '../translations/TranslationCards.tsx';
import { useEditorLanguage } from '../translations/useEditorLanguage.ts';

interface QuestionnaireEditorProps {
  surveyId: string;
  view: Questionnaire;
  dispatch: Dispatch;
  validationErrors: ValidationError[];
  checked: ReadonlySet<number>;
  setChecked: (update: (prev: ReadonlySet<number>) => ReadonlySet<number>) => void;
  /**
   * The footer, given the editor's context (its Add menu adds at the end) and the translation
   * shown (null: the base language), so that its Preview opens in the language being edited.
   */
  footer: (language: string | null) => ReactNode;
  refetch: () => void;
}

/** Sidebar and card list sharing selection, freshness and scrolling. */
export function QuestionnaireEditor(props: QuestionnaireEditorProps) {
  const { surveyId, view, dispatch, validationErrors, checked, setChecked, footer, refetch } =
    props;
  const languages = useEditorLanguage(surveyId, view);
  const [showAudience, setShowAudience] = useState(false);
  const [selectedKey, setSelectedKey] = useState<string | null>(null);
  const [previewOpen, setPreviewOpen] = useState(true);
  // The comments panel takes the preview's place (at 1024 px a fourth column leaves no room).
  const comments = useComments();
  const commentsOpen = comments?.panelOpen ?? false;
  // Questionnaire entries have keys e{number}; the preview follows those (spec 2 §4).
  const selectedNumber = selectedKey?.startsWith('e') ? Number(selectedKey.slice(1)) : null;
  const [fresh, setFresh] = useState<ReadonlySet<string>>(new Set());
  const items = useMemo(() => listItems(view, showAudience), [view, showAudience]);
  const keys = useMemo(() => items.map((i) => i.key), [items]);
  const cardLabels = useMemo(() => new Map(view.entries.map((e) => [e.number, e.label])), [view]);
  const { listRef, goTo, revealLater } = useCardNavigation(keys);

  const errorsByEntry = useMemo(() => {
    const map = new Map<number, ValidationError[]>();
    for (const e of validationErrors)
      map.set(e.entryNumber, [...(map.get(e.entryNumber) ?? []), e]);
    return map;
  }, [validationErrors]);

  const markFresh = useCallback((ids: readonly string[]) => {
    setFresh((prev) => new Set([...prev, ...ids]));
  }, []);

  const reveal = useCallback(
    (entryNumber: number) => {
      setSelectedKey(`e${entryNumber}`);
      revealLater(`e${entryNumber}`);
    },
    [revealLater],
  );

  const add = useCallback(
    (choice: AddChoice, position: number) => {
      const { name, args } = addCommand(choice, position);
      const result = dispatch(name, args as never);
      if (!result.ok) return;
      const number = view.lastEntryNumber + 1;
      markFresh([String(number), ...result.ids]);
      reveal(number);
    },
    [dispatch, markFresh, reveal, view.lastEntryNumber],
  );

  const ui = useMemo<EditorUi>(
    () => ({
      view,
      dispatch,
      errorsByEntry,
      isFresh: (id) => fresh.has(id),
      markFresh,
      selectedKey,
      select: setSelectedKey,
      checked,
      toggleChecked: (n) =>
        setChecked((prev) => {
          const next = new Set(prev);
          if (!next.delete(n)) next.add(n);
          return next;
        }),
      add,
      reveal,
      refetch,
    }),
    [
      view,
      dispatch,
      errorsByEntry,
      fresh,
      markFresh,
      selectedKey,
      checked,
      setChecked,
      add,
      reveal,
      refetch,
    ],
  );

  const handleNavigate = useCallback(
    (key: string) => {
      setSelectedKey(key);
      goTo(key);
    },
    [goTo],
  );

  return (
    <EditorUiContext value={ui}>
      <Box sx={{ flex: 1, display: 'flex', minHeight: 0 }}>
        <Sidebar
          items={items}
          showAudience={showAudience}
          onShowAudience={setShowAudience}
          onNavigate={handleNavigate}
        />
        <Box sx={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}>
          <LanguageBar
            surveyId={surveyId}
            translations={languages.translations}
            language={languages.language}
            onLanguage={languages.setLanguage}
            counts={languages.counts}
          />
          {languages.lines ? (
            <TranslationCards
              view={view}
              language={languages.language}
              baseLanguage={languages.baseLanguage}
              lines={languages.lines}
              onSave={languages.save}
            />
          ) : (
            <CardList items={items} listRef={listRef} />
          )}
        </Box>
        <CommentsPanel labels={cardLabels} revealCard={reveal} />
        <PreviewPane
          questionnaire={languages.previewed}
          selectedNumber={selectedNumber}
          open={previewOpen && !commentsOpen}
          onOpenChange={(open) => {
            if (open) comments?.setPanelOpen(false);
            setPreviewOpen(open);
          }}
        />
      </Box>
      {footer(languages.language === languages.baseLanguage ? null : languages.language)}
    </EditorUiContext>
  );
}
