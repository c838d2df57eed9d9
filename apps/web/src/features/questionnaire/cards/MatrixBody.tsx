import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { MatrixEntry } from '@survey/domain/questionnaire/model';
import { splitPastedLines } from '@survey/domain/questionnaire/paste';
import {
  DISABLED,
  ENABLED,
  getSetting,
  MULTIPLE_CHOICE,
  SINGLE_CHOICE,
  type QuestionSettingCode,
} from '@survey/domain/questionnaire/settings';
import { useEditorUi } from '../editor/editorContext.ts';
import { ItemLogic } from '../logic/ItemLogic.tsx';
import {
  DefaultOptions,
  OrderingSelect,
  orderingOf,
  SettingsRow,
  type Ordering,
} from './ChoiceSettings.tsx';
import { AGREE_1_TO_5, DEBOUNCE_MS } from './debounce.ts';
import { fieldError } from './fieldErrors.ts';
import { OptionList } from './OptionList.tsx';

/** Matrix card: ROWS and COLUMNS sections with their ordering, single/multi, Agree scale. */
export function MatrixBody({ entry }: { entry: MatrixEntry }) {
  const { dispatch, errorsByEntry, isFresh, markFresh } = useEditorUi();
  const item = entry.entryItem;
  const matrixTitleLk = item.matrixTitleLk;
  const settings = item.settingValues;
  const errors = errorsByEntry.get(entry.number);
  const multi = getSetting(settings, 'MatrixChoice') === MULTIPLE_CHOICE;
  const rowOrdering = orderingOf(settings, 'MatrixRandomiseRows', null);
  const columnOrdering = orderingOf(
    settings,
    'MatrixRandomiseResponseOptions',
    'MatrixFlipOptions',
  );

  const set = (code: QuestionSettingCode, value: string) =>
    dispatch('setQuestionnaireMatrixSettingValue', {
      matrixTitleLk,
      setting: { questionSettingCode: code, settingValue: value },
    });
  const fresh = (result: ReturnType<typeof dispatch>) => {
    if (result.ok) markFresh(result.ids);
  };

  const handleColumnOrdering = (next: Ordering) => {
    if (next === 'randomised') set('MatrixRandomiseResponseOptions', ENABLED);
    else if (next === 'flip') set('MatrixFlipOptions', ENABLED);
    else if (columnOrdering === 'randomised') set('MatrixRandomiseResponseOptions', DISABLED);
    else if (columnOrdering === 'flip') set('MatrixFlipOptions', DISABLED);
  };

  const addScale = () => {
    const columns = item.responseOptions;
    const firstBlank = columns.findIndex((o) => o.responseOption.value.trim() === '');
    fresh(
      dispatch('pasteInMatrixResponses', {
        matrixTitleLk,
        responseOptions: [...AGREE_1_TO_5],
        position: firstBlank < 0 ? columns.length : firstBlank,
      }),
    );
  };

  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      <Typography variant="overline" component="h3">
        Rows
      </Typography>
      <OrderingSelect
        label="Row order"
        value={rowOrdering}
        flipOffered={false}
        onChange={(next) => set('MatrixRandomiseRows', next === 'randomised' ? ENABLED : DISABLED)}
      />
      <OptionList
        noun="Row"
        items={item.matrixRows.map((r) => ({
          id: r.questionLk,
          text: r.question.text,
          pinned: r.pinned,
          error: fieldError(errors, 'matrixRow', r.questionLk),
          fresh: isFresh(r.questionLk),
        }))}
        placeholder="Type a row title"
        delay={DEBOUNCE_MS.matrixItem}
        addLabel="Add row"
        onAdd={() =>
          fresh(
            dispatch('addMatrixQuestionRow', { matrixTitleLk, position: item.matrixRows.length }),
          )
        }
        onChange={(questionLk, text) =>
          dispatch('updateMatrixQuestionRow', { matrixTitleLk, questionLk, text })
        }
        onDelete={(questionLk) =>
          dispatch('detachMatrixQuestionRow', { matrixTitleLk, questionLk })
        }
        onMove={(questionLk, toPosition) =>
          dispatch('moveMatrixQuestionRow', { matrixTitleLk, questionLk, toPosition })
        }
        onPaste={(position, text) =>
          fresh(
            dispatch('pasteInMatrixRows', {
              matrixTitleLk,
              rows: splitPastedLines(text),
              position,
            }),
          )
        }
        onPin={
          rowOrdering === 'randomised'
            ? (questionLk, pinned) =>
                dispatch('pinOrUnpinMatrixRow', { matrixTitleLk, questionLk, pinned })
            : undefined
        }
        itemLogic={(id, index) => (
          <ItemLogic target={{ kind: 'row', entry, lk: id }} noun="Row" index={index} />
        )}
      />
      <Typography variant="overline" component="h3">
        Columns
      </Typography>
      <SettingsRow>
        <OrderingSelect
          label="Column order"
          value={columnOrdering}
          flipOffered={!multi}
          onChange={handleColumnOrdering}
        />
        <TextField
          select
          size="small"
          margin="dense"
          label="Answers per row"
          value={multi ? MULTIPLE_CHOICE : SINGLE_CHOICE}
          onChange={(e) => set('MatrixChoice', e.target.value)}
          sx={{ width: 180 }}
        >
          <MenuItem value={SINGLE_CHOICE}>Single select</MenuItem>
          <MenuItem value={MULTIPLE_CHOICE}>Multi select</MenuItem>
        </TextField>
      </SettingsRow>
      <OptionList
        noun="Column"
        items={item.responseOptions.map((o) => ({
          id: o.responseOptionLk,
          text: o.responseOption.value,
          pinned: o.pinned,
          error: fieldError(errors, 'matrixColumn', o.responseOptionLk),
          fresh: isFresh(o.responseOptionLk),
        }))}
        placeholder="Type an option"
        delay={DEBOUNCE_MS.matrixItem}
        addLabel="Add response"
        onAdd={() =>
          fresh(
            dispatch('addMatrixResponseOption', {
              matrixTitleLk,
              position: item.responseOptions.length,
            }),
          )
        }
        onChange={(responseOptionLk, responseOptionValue) =>
          dispatch('updateMatrixResponseOption', {
            matrixTitleLk,
            responseOptionLk,
            responseOptionValue,
          })
        }
        onDelete={(responseOptionLk) =>
          dispatch('detachMatrixResponseOption', { matrixTitleLk, responseOptionLk })
        }
        onMove={(responseOptionLk, toPosition) =>
          dispatch('moveMatrixResponseOption', { matrixTitleLk, responseOptionLk, toPosition })
        }
        onPaste={(position, text) =>
          fresh(
            dispatch('pasteInMatrixResponses', {
              matrixTitleLk,
              responseOptions: splitPastedLines(text),
              position,
            }),
          )
        }
        onPin={
          columnOrdering === 'randomised'
            ? (responseOptionLk, pinned) =>
                dispatch('pinOrUnpinMatrixResponseOption', {
                  matrixTitleLk,
                  responseOptionLk,
                  pinned,
                })
            : undefined
        }
        itemLogic={(id, index) => (
          <ItemLogic target={{ kind: 'column', entry, lk: id }} noun="Column" index={index} />
        )}
      />
      <Box>
        <Button size="small" onClick={addScale}>
          Add scale: Agree (1-5)
        </Button>
      </Box>
      <DefaultOptions
        settings={settings}
        onToggle={(code, on) => set(code, on ? ENABLED : DISABLED)}
      />
    </Box>
  );
}
