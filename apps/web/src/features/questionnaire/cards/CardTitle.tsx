import type { Entry } from '@survey/domain/questionnaire/model';
import { splitTitlePaste } from '@survey/domain/questionnaire/paste';
import { QuestionnaireCommandError } from '@survey/domain/questionnaire/errors';
import { VALIDATION_MESSAGES } from '@survey/domain/questionnaire/validate';
import { useEditorUi } from '../editor/editorContext.ts';

function isForkNameTaken(error: unknown): boolean {
  return error instanceof QuestionnaireCommandError && error.code === 'FORK_NAME_TAKEN';
}
import { DEBOUNCE_MS } from './debounce.ts';
import { DebouncedTextField } from './DebouncedTextField.tsx';
import { fieldError } from './fieldErrors.ts';

/** The card's title field: question text, matrix title, text card title or fork name. */
export function CardTitle({ entry }: { entry: Exclude<Entry, { entryType: 'section' }> }) {
  const { dispatch, errorsByEntry, isFresh, markFresh } = useEditorUi();
  const errors = errorsByEntry.get(entry.number);
  const fresh = isFresh(String(entry.number));
  const common = { fullWidth: true, margin: 'dense' as const, fresh, delay: DEBOUNCE_MS.title };
  switch (entry.entryType) {
    case 'question': {
      const item = entry.entryItem;
      const hasOptions = item.questionTypeCode === 'Basic' || item.questionTypeCode === 'Ranked';
      return (
        <DebouncedTextField
          {...common}
          label="Question"
          placeholder="Type your question"
          multiline
          value={item.question.text}
          errorMessage={fieldError(errors, 'title')}
          onCommit={(text) =>
            dispatch('updateQuestion', {
              questionLk: item.questionLk,
              questionTypeCode: item.questionTypeCode,
              text,
              textStyling: null,
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
    case 'matrix':
      return (
        <DebouncedTextField
          {...common}
          label="Question"
          placeholder="Type your question"
          multiline
          value={entry.entryItem.matrixTitle.title}
          errorMessage={fieldError(errors, 'title')}
          onCommit={(title) =>
            dispatch('updateMatrixQuestion', {
              matrixTitleLk: entry.entryItem.matrixTitleLk,
              title,
              titleStyling: null,
            })
          }
        />
      );
    case 'textCard':
      return (
        <DebouncedTextField
          {...common}
          label="Title"
          placeholder="Type a title"
          value={entry.entryItem.textCard.title}
          onCommit={(title) =>
            dispatch('updateTextCard', { textCardLk: entry.entryItem.textCardLk, title })
          }
        />
      );
    case 'fork':
      return (
        <DebouncedTextField
          {...common}
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
