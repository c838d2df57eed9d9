import { QuestionnaireCommandError } from '@survey/domain/questionnaire/errors';
import type { Entry, RichText } from '@survey/domain/questionnaire/model';
import { splitTitlePaste } from '@survey/domain/questionnaire/paste';
import { pipeLabels } from '@survey/domain/questionnaire/piping';
import { VALIDATION_MESSAGES } from '@survey/domain/questionnaire/validate';
import { useMemo } from 'react';
import { useEditorUi } from '../editor/editorContext.ts';
import { TitleEditor } from '../titles/TitleEditor.tsx';
import { DEBOUNCE_MS } from './debounce.ts';
import { DebouncedTextField } from './DebouncedTextField.tsx';
import { fieldError } from './fieldErrors.ts';

function isForkNameTaken(error: unknown): boolean {
  return error instanceof QuestionnaireCommandError && error.code === 'FORK_NAME_TAKEN';
}

/**
 * The card's title field: question text, matrix title and text card title with rich-text styling
 * and pipes, or the fork's name.
 */
export function CardTitle({ entry }: { entry: Exclude<Entry, { entryType: 'section' }> }) {
  const { dispatch, errorsByEntry, isFresh, markFresh, view } = useEditorUi();
  const errors = errorsByEntry.get(entry.number);
  const fresh = isFresh(String(entry.number));
  const labelOf = useMemo(() => pipeLabels(view), [view]);
  const rich = {
    fresh,
    delay: DEBOUNCE_MS.title,
    labelOf,
    errorMessage: fieldError(errors, 'title'),
  };
  switch (entry.entryType) {
    case 'question': {
      const item = entry.entryItem;
      const hasOptions = item.questionTypeCode === 'Basic' || item.questionTypeCode === 'Ranked';
      return (
        <TitleEditor
          {...rich}
          cardKey={item.questionLk}
          label="Question"
          placeholder="Type your question"
          multiline
          text={item.question.text}
          styling={item.question.textStyling}
          onCommit={({ text, styling }) =>
            dispatch('updateQuestion', {
              questionLk: item.questionLk,
              questionTypeCode: item.questionTypeCode,
              text,
              textStyling: styling as RichText | null,
            })
          }
          onPasteLines={
            hasOptions
              ? (text) => {
                  // Spec 2 §5: the first line becomes the title, the rest options.
                  const { title, options } = splitTitlePaste(text);
                  const result = dispatch('pasteInTitle', {
                    questionLk: item.questionLk,
                    text: title,
                    textStyling: null,
                    responseOptions: options,
                  });
                  if (result.ok) markFresh(result.ids);
                }
              : undefined
          }
        />
      );
    }
    case 'matrix': {
      const item = entry.entryItem;
      return (
        <TitleEditor
          {...rich}
          cardKey={item.matrixTitleLk}
          label="Question"
          placeholder="Type your question"
          multiline
          text={item.matrixTitle.title}
          styling={item.matrixTitle.titleStyling}
          onCommit={({ text, styling }) =>
            dispatch('updateMatrixQuestion', {
              matrixTitleLk: item.matrixTitleLk,
              title: text,
              titleStyling: styling as RichText | null,
            })
          }
        />
      );
    }
    case 'textCard': {
      const item = entry.entryItem;
      return (
        <TitleEditor
          {...rich}
          cardKey={item.textCardLk}
          label="Title"
          placeholder="Type a title"
          multiline={false}
          text={item.textCard.title}
          styling={item.textCard.titleStyling}
          onCommit={({ text, styling }) =>
            dispatch('updateTextCard', {
              textCardLk: item.textCardLk,
              title: text,
              titleStyling: styling as RichText | null,
            })
          }
        />
      );
    }
    case 'fork':
      return (
        <DebouncedTextField
          fullWidth
          margin="dense"
          fresh={fresh}
          delay={DEBOUNCE_MS.fork}
          label="Fork name"
          placeholder="Type a name for this fork"
          value={entry.entryItem.fork.name}
          errorMessage={fieldError(errors, 'name')}
          onCommit={(name) => {
            const result = dispatch('updateFork', { forkId: entry.entryItem.fork.forkId, name });
            // The domain refuses a taken name, so the draft never holds one: say so here.
            if (!result.ok && isForkNameTaken(result.error))
              return VALIDATION_MESSAGES.FORK_NAME_TAKEN;
          }}
        />
      );
  }
}
