import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { QuestionEntry } from '@survey/domain/questionnaire/model';
import { splitPastedLines } from '@survey/domain/questionnaire/paste';
import {
  DISABLED,
  ENABLED,
  getIntSetting,
  getSetting,
  MULTIPLE_CHOICE,
  SINGLE_CHOICE,
  type QuestionSettingCode,
} from '@survey/domain/questionnaire/settings';
import { useState } from 'react';
import { useEditorUi } from '../editor/editorContext.ts';
import { ItemLogic } from '../logic/ItemLogic.tsx';
import { ChoiceLimitControls } from './ChoiceLimitControls.tsx';
import { rankRequirementOptions } from './choiceLimits.ts';
import {
  DefaultOptions,
  OrderingSelect,
  orderingOf,
  SettingsRow,
  type Ordering,
} from './ChoiceSettings.tsx';
import { AGREE_1_TO_5, DEBOUNCE_MS } from './debounce.ts';
import { fieldError } from './fieldErrors.ts';
import { ItemImageMenu } from './ItemImage.tsx';
import { OptionList } from './OptionList.tsx';
import { QuestionQuota } from './QuestionQuota.tsx';

/** Single select, multi select and ranked cards: options and their settings (spec 2 §2, §5). */
export function BasicQuestionBody({ entry }: { entry: QuestionEntry }) {
  const { dispatch, errorsByEntry, isFresh, markFresh } = useEditorUi();
  const item = entry.entryItem;
  const questionLk = item.questionLk;
  const settings = item.settingValues;
  const errors = errorsByEntry.get(entry.number);
  const ranked = item.questionTypeCode === 'Ranked';
  const multi = getSetting(settings, 'BasicChoice') === MULTIPLE_CHOICE;
  const ordering = orderingOf(settings, 'RandomiseOptions', ranked ? null : 'FlipOptions');
  const options = item.responseOptions;
  const [scaleAnchor, setScaleAnchor] = useState<HTMLElement | null>(null);

  const set = (code: QuestionSettingCode, value: string) =>
    dispatch('setQuestionnaireSettingValue', {
      questionLk,
      setting: { questionSettingCode: code, settingValue: value },
    });
  const remove = (code: QuestionSettingCode) =>
    dispatch('removeQuestionnaireSettingValue', { questionLk, questionSettingCode: code });

  const handleOrdering = (next: Ordering) => {
    if (next === 'randomised') set('RandomiseOptions', ENABLED);
    else if (next === 'flip') set('FlipOptions', ENABLED);
    else {
      if (ordering === 'randomised') set('RandomiseOptions', DISABLED);
      if (ordering === 'flip') set('FlipOptions', DISABLED);
    }
  };

  const paste = (position: number, text: string) => {
    const result = dispatch('pasteInResponses', {
      questionLk,
      responseOptions: splitPastedLines(text),
      position,
    });
    if (result.ok) markFresh(result.ids);
  };

  const addScale = () => {
    setScaleAnchor(null);
    const firstBlank = options.findIndex((o) => o.responseOption.value.trim() === '');
    dispatch('pasteInResponses', {
      questionLk,
      responseOptions: [...AGREE_1_TO_5],
      position: firstBlank < 0 ? options.length : firstBlank,
    });
  };

  const rank = getIntSetting(settings, 'RankChoiceRequisite') ?? 0;

  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      <SettingsRow>
        {!ranked ? (
          <TextField
            select
            size="small"
            margin="dense"
            label="Question type"
            value={multi ? MULTIPLE_CHOICE : SINGLE_CHOICE}
            onChange={(e) => set('BasicChoice', e.target.value)}
            sx={{ width: 180 }}
          >
            <MenuItem value={SINGLE_CHOICE}>Single select</MenuItem>
            <MenuItem value={MULTIPLE_CHOICE}>Multi select</MenuItem>
          </TextField>
        ) : null}
        <OrderingSelect
          label="Option order"
          value={ordering}
          flipOffered={!ranked && !multi}
          onChange={handleOrdering}
        />
      </SettingsRow>
      <OptionList
        noun="Option"
        items={options.map((o) => ({
          id: o.responseOptionLk,
          text: o.responseOption.value,
          pinned: o.pinned,
          textEntry: o.textEntryState === 'enabled',
          error: fieldError(errors, 'responseOption', o.responseOptionLk),
          fresh: isFresh(o.responseOptionLk),
        }))}
        placeholder="Type an option"
        delay={DEBOUNCE_MS.option}
        addLabel="Add response"
        onAdd={() => {
          const result = dispatch('addResponseOption', { questionLk, position: options.length });
          if (result.ok) markFresh(result.ids);
        }}
        onChange={(id, text) =>
          dispatch('updateResponseOption', {
            questionLk,
            responseOptionLk: id,
            responseOptionValue: text,
          })
        }
        onDelete={(id) => dispatch('detachResponseOption', { questionLk, responseOptionLk: id })}
        onPaste={paste}
        onMove={(id, toPosition) =>
          dispatch('moveResponseOption', { questionLk, responseOptionLk: id, toPosition })
        }
        onPin={
          ordering === 'randomised'
            ? (id, pinned) =>
                dispatch('pinOrUnpinResponseOption', { questionLk, responseOptionLk: id, pinned })
            : undefined
        }
        onTextEntry={
          !ranked
            ? (id, enabled) =>
                dispatch('setRoTextEntryState', {
                  questionLk,
                  responseOptionLk: id,
                  textEntryState: enabled ? 'enabled' : 'disabled',
                })
            : undefined
        }
        // Ranked options take no skip logic or masking: their menu offers the image alone.
        itemLogic={(id, index) =>
          ranked ? (
            <ItemImageMenu item={{ kind: 'option', entry, lk: id }} name={`option ${index + 1}`} />
          ) : (
            <ItemLogic target={{ kind: 'option', entry, lk: id }} noun="Option" index={index} />
          )
        }
      />
      <SettingsRow>
        {!multi && !ranked ? (
          <>
            <Button
              size="small"
              onClick={(e) => setScaleAnchor(e.currentTarget)}
              aria-haspopup="menu"
            >
              Add scale
            </Button>
            <Menu
              anchorEl={scaleAnchor}
              open={Boolean(scaleAnchor)}
              onClose={() => setScaleAnchor(null)}
            >
              <MenuItem onClick={addScale}>Agree (1-5)</MenuItem>
            </Menu>
          </>
        ) : null}
        {multi ? (
          <ChoiceLimitControls
            settings={settings}
            optionCount={options.length}
            rangeError={fieldError(errors, 'choiceRange')}
            set={set}
            remove={remove}
          />
        ) : null}
        {ranked ? (
          <TextField
            select
            size="small"
            margin="dense"
            label="Rank requirement"
            value={rank}
            onChange={(e) =>
              Number(e.target.value) === 0
                ? remove('RankChoiceRequisite')
                : set('RankChoiceRequisite', String(e.target.value))
            }
            sx={{ width: 190 }}
          >
            {rankRequirementOptions(options.length).map((o) => (
              <MenuItem key={o.value} value={o.value}>
                {o.label}
              </MenuItem>
            ))}
          </TextField>
        ) : null}
      </SettingsRow>
      <DefaultOptions
        settings={settings}
        onToggle={(code, on) => (on ? set(code, ENABLED) : set(code, DISABLED))}
      />
      {/* Issue 38 §3: quotas on single and multi select answers (not ranked). */}
      {!ranked ? <QuestionQuota entry={entry} /> : null}
    </Box>
  );
}
