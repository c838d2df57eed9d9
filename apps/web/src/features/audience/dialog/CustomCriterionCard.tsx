import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type DragEndEvent,
} from '@dnd-kit/core';
import {
  SortableContext,
  sortableKeyboardCoordinates,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import Add from '@mui/icons-material/Add';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { MIN_CUSTOM_OPTIONS } from '@survey/domain/audience/constants';
import type {
  CustomCriterionFieldsFragment,
  DraftAudienceFieldsFragment,
  MemberSettingCode,
} from '../../../gql/fieldwork/graphql.ts';
import type { AudienceDispatch } from '../audienceStore.ts';
import { interlockOf } from '../interlock/interlockView.ts';
import { CustomOptionRow } from './CustomOptionRow.tsx';
import { ErrorTexts } from './ErrorTexts.tsx';
import { MemberSettingControls } from './MemberSettingControls.tsx';
import { hasSetting, memberErrors } from './memberErrors.ts';
import { TEXT_DEBOUNCE_MS } from './QuotaInput.tsx';
import { QuotaSumRow } from './QuotaSumRow.tsx';
import { useDebouncedCommit } from './useDebouncedCommit.ts';

const SUM_CODES = new Set(['INVALID_QUOTA_SUM', 'INVALID_CUSTOM_QUOTA_SUM']);

interface Props {
  audience: DraftAudienceFieldsFragment;
  number: number;
  label: string;
  item: CustomCriterionFieldsFragment;
  dispatch: AudienceDispatch;
}

/** A screening question the researcher writes (spec 2 §2, §4, §5). */
export function CustomCriterionCard({ audience, number, label, item, dispatch }: Props) {
  const questionLk = item.questionLk;
  const multi = hasSetting(item.settingValues, 'custom_audience_choice', 'multiple_choice');
  const quotasOn = hasSetting(item.settingValues, 'quotas', 'enabled');
  const randomised = hasSetting(item.settingValues, 'randomise_options', 'enabled');
  const qualifyingOn = hasSetting(item.settingValues, 'qualifying', 'enabled');
  const qualifyingCount = item.criterionOptions.filter(
    (o) => !qualifyingOn || o.qualification,
  ).length;
  const errors = memberErrors(audience, number);
  // Interlocked: the quotas are the sums of the interlock's cells, shown read-only.
  const interlocked = interlockOf(audience, number) !== undefined;
  const set = (code: MemberSettingCode, value: string) =>
    void dispatch('setCustomMemberSettingValue', {
      questionLk,
      setting: { memberSettingCode: code, settingValue: value },
    });
  const text = useDebouncedCommit(item.question.text, TEXT_DEBOUNCE_MS, (value) => {
    void dispatch('updateCustomCriterion', { questionLk, text: value });
  });

  const sensors = useSensors(
    useSensor(PointerSensor),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const handleDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const to = item.criterionOptions.findIndex((o) => o.responseOptionLk === over.id);
    if (to < 0) return;
    void dispatch('moveCustomCriterionOption', {
      questionLk,
      responseOptionLk: String(active.id),
      toPosition: to,
    });
  };
  const quotas = item.criterionOptions.flatMap((o) => (o.quota ? [o.quota.percent] : []));

  return (
    <Card variant="outlined" component="section" aria-label={`${label} Screening question`}>
      <CardContent sx={{ display: 'grid', gap: 1.5 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          <Typography variant="overline" color="text.secondary" sx={{ flex: 1 }}>
            {label} Screening
          </Typography>
          <TextField
            select
            size="small"
            value={multi ? 'multiple_choice' : 'single_choice'}
            onChange={(e) => set('custom_audience_choice', e.target.value)}
            slotProps={{ htmlInput: { 'aria-label': `${label} question type` } }}
          >
            <MenuItem value="single_choice">Single select</MenuItem>
            <MenuItem value="multiple_choice">Multi select</MenuItem>
          </TextField>
          <IconButton
            aria-label={`Delete screening question ${label}`}
            onClick={() => void dispatch('detachCustomAudienceMember', { number })}
          >
            <DeleteOutline />
          </IconButton>
        </Box>
        <TextField
          label="Question"
          value={text.value}
          onChange={(e) => text.onChange(e.target.value)}
          onBlur={text.onBlur}
          multiline
          slotProps={{ htmlInput: { maxLength: 5000 } }}
        />
        <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={handleDragEnd}>
          <SortableContext
            items={item.criterionOptions.map((o) => o.responseOptionLk)}
            strategy={verticalListSortingStrategy}
          >
            <Box
              component="ul"
              aria-label={`${label} options`}
              sx={{ listStyle: 'none', p: 0, m: 0 }}
            >
              {item.criterionOptions.map((o, index) => (
                <CustomOptionRow
                  key={o.responseOptionLk}
                  questionLk={questionLk}
                  option={o}
                  index={index}
                  quotasOn={quotasOn}
                  quotasReadOnly={interlocked}
                  randomised={randomised}
                  canDelete={item.criterionOptions.length > MIN_CUSTOM_OPTIONS}
                  errors={errors.forItem(o.responseOptionLk)}
                  dispatch={dispatch}
                />
              ))}
            </Box>
          </SortableContext>
        </DndContext>
        <Box>
          <Button
            size="small"
            startIcon={<Add />}
            onClick={() =>
              void dispatch('addCustomCriterionOption', {
                questionLk,
                position: item.criterionOptions.length,
              })
            }
          >
            Add option
          </Button>
        </Box>
        {quotasOn ? (
          <QuotaSumRow
            percents={quotas}
            onSum={() => void dispatch('sumCustomQuotasTo100', { questionLk })}
          />
        ) : null}
        <FormControlLabel
          control={
            <Switch
              checked={quotasOn}
              disabled={multi}
              onChange={(_, on) => set('quotas', on ? 'enabled' : 'disabled')}
            />
          }
          label="Quotas"
          sx={{ justifySelf: 'start' }}
        />
        <MemberSettingControls
          label={label}
          settingValues={item.settingValues}
          multi={multi}
          qualifyingCount={qualifyingCount}
          set={set}
          remove={(code) =>
            void dispatch('removeCustomMemberSettingValue', { questionLk, memberSettingCode: code })
          }
        />
        <ErrorTexts errors={errors.member.filter((e) => !SUM_CODES.has(e.code))} />
      </CardContent>
    </Card>
  );
}
