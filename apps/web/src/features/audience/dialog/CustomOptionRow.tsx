import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import DragIndicator from '@mui/icons-material/DragIndicator';
import PushPin from '@mui/icons-material/PushPin';
import PushPinOutlined from '@mui/icons-material/PushPinOutlined';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { CustomCriterionFieldsFragment } from '../../../gql/fieldwork/graphql.ts';
import type { AudienceDispatch } from '../audienceStore.ts';
import { ErrorTexts } from './ErrorTexts.tsx';
import { NoQuota, QuotaInput, TEXT_DEBOUNCE_MS } from './QuotaInput.tsx';
import { useDebouncedCommit } from './useDebouncedCommit.ts';

type Option = CustomCriterionFieldsFragment['criterionOptions'][number];

interface Props {
  questionLk: string;
  option: Option;
  index: number;
  quotasOn: boolean;
  /** The criterion is interlocked: its quotas are the sums of the interlock's cells. */
  quotasReadOnly: boolean;
  randomised: boolean;
  canDelete: boolean;
  errors: readonly { message: string; severity: string }[];
  dispatch: AudienceDispatch;
}

/** One answer of a screening question: text, qualify or disqualify, quota, pin, delete, drag. */
export function CustomOptionRow(props: Props) {
  const {
    questionLk,
    option,
    index,
    quotasOn,
    quotasReadOnly,
    randomised,
    canDelete,
    errors,
    dispatch,
  } = props;
  const lk = option.responseOptionLk;
  const n = index + 1;
  const { attributes, listeners, setNodeRef, transform, transition } = useSortable({ id: lk });
  const text = useDebouncedCommit(option.responseOption.value, TEXT_DEBOUNCE_MS, (value) => {
    void dispatch('updateCustomCriterionOption', {
      questionLk,
      responseOptionLk: lk,
      responseOptionValue: value,
    });
  });
  return (
    <Box
      component="li"
      ref={setNodeRef}
      style={{
        transform: CSS.Transform.toString(transform),
        transition: transition,
      }}
      sx={{ py: 0.5, bgcolor: 'background.paper' }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <IconButton
          size="small"
          aria-label={`Move option ${String(n)}`}
          {...attributes}
          {...listeners}
          sx={{ cursor: 'grab' }}
        >
          <DragIndicator fontSize="small" />
        </IconButton>
        <TextField
          size="small"
          value={text.value}
          onChange={(e) => text.onChange(e.target.value)}
          onBlur={text.onBlur}
          placeholder={`Option ${String(n)}`}
          error={errors.some((e) => e.severity === 'error')}
          slotProps={{ htmlInput: { 'aria-label': `Option ${String(n)} text`, maxLength: 1000 } }}
          sx={{ flex: 1 }}
        />
        <TextField
          select
          size="small"
          value={option.qualification ? 'qualify' : 'disqualify'}
          onChange={(e) =>
            void dispatch(
              e.target.value === 'qualify' ? 'setCustomQualification' : 'removeCustomQualification',
              { questionLk, responseOptionLk: lk },
            )
          }
          slotProps={{ htmlInput: { 'aria-label': `Option ${String(n)} qualification` } }}
          sx={{ width: 140 }}
        >
          <MenuItem value="qualify">Qualify</MenuItem>
          <MenuItem value="disqualify">Disqualify</MenuItem>
        </TextField>
        {quotasOn && !option.qualification ? (
          <NoQuota />
        ) : quotasOn ? (
          <QuotaInput
            label={`Quota for option ${String(n)}`}
            percent={option.quota?.percent ?? null}
            readOnly={quotasReadOnly}
            onCommit={(percent) =>
              void dispatch('setCustomQuota', { questionLk, responseOptionLk: lk, percent })
            }
          />
        ) : null}
        {randomised ? (
          <IconButton
            size="small"
            aria-label={option.pinned ? `Unpin option ${String(n)}` : `Pin option ${String(n)}`}
            aria-pressed={option.pinned}
            onClick={() =>
              void dispatch('pinOrUnpinResponseOption', {
                questionLk,
                responseOptionLk: lk,
                pinned: !option.pinned,
              })
            }
          >
            {option.pinned ? <PushPin fontSize="small" /> : <PushPinOutlined fontSize="small" />}
          </IconButton>
        ) : null}
        <IconButton
          size="small"
          aria-label={`Delete option ${String(n)}`}
          disabled={!canDelete}
          onClick={() =>
            void dispatch('detachCustomCriterionOption', { questionLk, responseOptionLk: lk })
          }
        >
          <DeleteOutline fontSize="small" />
        </IconButton>
      </Box>
      <Box sx={{ pl: 5 }}>
        <ErrorTexts errors={errors} />
      </Box>
    </Box>
  );
}
