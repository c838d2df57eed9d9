import { useMutation, useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { isWindowDays, MAX_REPLACEMENT_WINDOW_DAYS } from '@survey/domain/quality/replacements';
import { useId, useState } from 'react';
import {
  ReplacementWindowDocument,
  SetReplacementWindowDocument,
  type ReplacementWindowFieldsFragment,
} from '../../../gql/order/graphql.ts';
import { reportError } from '../../../lib/errorReporting.ts';
import { serviceContext } from '../../../lib/graphqlServices.ts';
import { WINDOW_TEXTS } from './qualityTexts.ts';

/** '13 December 2026', as the dashboard writes days elsewhere (the confirm page). */
const longDate = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});
const formatDay = (iso: string) => longDate.format(new Date(iso));

const isClosed = (order: ReplacementWindowFieldsFragment) =>
  order.replacementWindowClosesAt !== null &&
  order.replacementWindowClosesAt !== undefined &&
  Date.parse(order.replacementWindowClosesAt) < Date.now();

const codeOf = (error: unknown): string | undefined => {
  const errors = (error as { errors?: { extensions?: { code?: unknown } }[] } | null)?.errors;
  const code = errors?.[0]?.extensions?.code;
  return typeof code === 'string' ? code : undefined;
};

/**
 * Issue 38 §4: the survey's replacement window, where exclusions are made. Shown once the survey
 * is bought (the window is kept on its order); read-only once it has closed.
 */
export function ReplacementWindow({ surveyId }: { surveyId: string }) {
  const { data, error, refetch } = useQuery(ReplacementWindowDocument, {
    variables: { surveyId },
    context: serviceContext.order,
    fetchPolicy: 'cache-and-network',
  });
  const order = data?.surveyOrder;
  if (order) return <WindowForm order={order} />;
  if (data) return null;
  if (error) {
    return (
      <Alert
        severity="error"
        sx={{ mt: 2 }}
        action={
          <Button color="inherit" size="small" onClick={() => void refetch()}>
            Try again
          </Button>
        }
      >
        {WINDOW_TEXTS.loadFailed}
      </Alert>
    );
  }
  return <Skeleton height={72} role="img" aria-label="Loading the replacement window" />;
}

function WindowForm({ order }: { order: ReplacementWindowFieldsFragment }) {
  const id = useId();
  const [text, setText] = useState(String(order.replacementWindowDays));
  const [problem, setProblem] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const [save, { loading }] = useMutation(SetReplacementWindowDocument, {
    context: serviceContext.order,
  });
  const closed = isClosed(order);
  const closesAt = order.replacementWindowClosesAt ?? null;

  const submit = async () => {
    const days = text.trim() === '' ? Number.NaN : Number(text);
    if (!isWindowDays(days)) {
      setProblem(WINDOW_TEXTS.range(MAX_REPLACEMENT_WINDOW_DAYS));
      return;
    }
    setProblem(null);
    setSaved(false);
    try {
      await save({ variables: { surveyId: order.surveyId, days } });
      setSaved(true);
    } catch (e) {
      if (codeOf(e) === 'REPLACEMENT_WINDOW_CLOSED') setProblem(WINDOW_TEXTS.closed);
      else {
        reportError(e, { action: 'setReplacementWindow' });
        setProblem(WINDOW_TEXTS.saveFailed);
      }
    }
  };

  return (
    <Box component="section" aria-labelledby={`${id}-title`} sx={{ mt: 3 }}>
      <Typography id={`${id}-title`} variant="subtitle2" component="h3">
        {WINDOW_TEXTS.title}
      </Typography>
      <Typography variant="body2" sx={{ mt: 0.5 }} data-testid="replacement-rule">
        {WINDOW_TEXTS.rule(order.replacementWindowDays)}{' '}
        {closesAt
          ? closed
            ? WINDOW_TEXTS.closedOn(formatDay(closesAt))
            : WINDOW_TEXTS.closesOn(formatDay(closesAt))
          : null}
      </Typography>
      {closed ? null : (
        <Box
          component="form"
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            void submit();
          }}
          sx={{ display: 'flex', alignItems: 'flex-start', gap: 1, mt: 1.5 }}
        >
          <TextField
            label={WINDOW_TEXTS.label}
            value={text}
            onChange={(e) => {
              setText(e.target.value.replace(/[^0-9]/g, '').slice(0, 3));
              setProblem(null);
              setSaved(false);
            }}
            size="small"
            error={problem !== null}
            helperText={problem ?? (saved ? WINDOW_TEXTS.saved : ' ')}
            slotProps={{
              htmlInput: { inputMode: 'numeric', 'aria-busy': loading },
              formHelperText: { role: problem || saved ? 'status' : undefined },
            }}
            sx={{ width: 220 }}
          />
          <Button type="submit" variant="outlined" disabled={loading} sx={{ mt: 0.25 }}>
            {WINDOW_TEXTS.save}
          </Button>
        </Box>
      )}
    </Box>
  );
}
