import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type {
  WeightingQuestion,
  WeightingSchemeResponse,
} from '@survey/domain/results/weightingContract';
import { weightingLine } from '@survey/domain/results/weightingLine';
import { useEffect, useId, useState } from 'react';
import { reportError } from '../../../lib/errorReporting.ts';
import { resultsApi } from '../../../lib/resultsApi.ts';
import {
  formOf,
  hasProblems,
  percentSum,
  problemsOf,
  schemeOf,
  type QuestionForm,
  type WeightingForm,
} from './weightingForm.ts';
import { WEIGHTING_TEXTS as T } from './weightingTexts.ts';

/** What weights the results now: the efficiency line, or why nothing can weight them. */
const outcomeLine = (response: WeightingSchemeResponse) =>
  response.weighting.available
    ? weightingLine(response.weighting)
    : (response.weighting.note ?? weightingLine(response.weighting));

interface WeightingDialogProps {
  surveyId: string;
  onClose: () => void;
  /** The scheme was saved or cleared: the page reads its results again, weighted. */
  onChanged: () => void;
}

/** One weightable question: on/off, then a target percent per option with the total and its problem. */
function QuestionRow(props: {
  question: WeightingQuestion;
  form: QuestionForm;
  problem: string | undefined;
  showProblem: boolean;
  onChange: (form: QuestionForm) => void;
}) {
  const { question, form, problem } = props;
  const problemId = useId();
  const shown = props.showProblem && problem !== undefined;
  return (
    <Box
      component="fieldset"
      sx={{ border: 0, p: 0, m: 0, mb: 2 }}
      data-testid="weighting-question"
    >
      <FormControlLabel
        control={
          <Checkbox
            checked={form.on}
            onChange={(event) => props.onChange({ ...form, on: event.target.checked })}
          />
        }
        label={T.weightTo(question.label, question.text)}
      />
      {form.on ? (
        <Box sx={{ pl: 4 }}>
          <Typography variant="caption" color="text.secondary" component="p" sx={{ mb: 1 }}>
            {T.source[question.prefillSource]}
          </Typography>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
            {question.options.map((o) => (
              <TextField
                key={o.id}
                size="small"
                label={T.target(o.text)}
                value={form.percents[o.id] ?? ''}
                error={shown}
                onChange={(event) =>
                  props.onChange({
                    ...form,
                    percents: { ...form.percents, [o.id]: event.target.value },
                  })
                }
                slotProps={{
                  htmlInput: {
                    inputMode: 'decimal',
                    'aria-describedby': shown ? problemId : undefined,
                  },
                }}
                sx={{ width: 180 }}
              />
            ))}
          </Box>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
            {T.total(percentSum(form))}
          </Typography>
          {shown ? (
            <Typography id={problemId} variant="body2" color="error" role="alert">
              {problem}
            </Typography>
          ) : null}
        </Box>
      ) : null}
    </Box>
  );
}

/**
 * The weighting panel (issue 38 §5), opened from the results options: target percents per
 * single-choice criterion or question (prefilled), the largest and smallest weight, Save and
 * Clear; after saving, the efficiency and effective base the scheme gives. Problems show inline
 * as the researcher types (the domain's rules, the same the server applies).
 */
export function WeightingDialog({ surveyId, onClose, onChanged }: WeightingDialogProps) {
  const id = useId();
  const [response, setResponse] = useState<WeightingSchemeResponse | null>(null);
  const [form, setForm] = useState<WeightingForm | null>(null);
  const [loadFailed, setLoadFailed] = useState(false);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<'saved' | 'cleared' | 'failed' | null>(null);
  const [tried, setTried] = useState(false);

  // Each 'Try again' loads once more; the answer (or the failure) arrives in a callback.
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    const controller = new AbortController();
    resultsApi.weighting(surveyId, controller.signal).then(
      (answer) => {
        setResponse(answer);
        setForm(formOf(answer));
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        reportError(error, { action: 'loadWeighting' });
        setLoadFailed(true);
      },
    );
    return () => controller.abort();
  }, [surveyId, attempt]);
  const retry = () => {
    setLoadFailed(false);
    setAttempt((a) => a + 1);
  };

  const questions = response?.questions ?? [];
  const problems = form ? problemsOf(form, questions) : null;

  const apply = async (run: () => Promise<WeightingSchemeResponse>, done: 'saved' | 'cleared') => {
    setBusy(true);
    setOutcome(null);
    try {
      const answer = await run();
      setResponse(answer);
      setForm(formOf(answer));
      setTried(false);
      setOutcome(done);
      onChanged();
    } catch (error) {
      reportError(error, { action: 'setWeighting' });
      setOutcome('failed');
    } finally {
      setBusy(false);
    }
  };
  const save = () => {
    setTried(true);
    if (!form || !problems || hasProblems(problems)) return;
    void apply(
      () => resultsApi.setWeighting({ surveyId, scheme: schemeOf(form, questions) }),
      'saved',
    );
  };
  const clear = () => void apply(() => resultsApi.clearWeighting(surveyId), 'cleared');
  const setQuestion = (questionId: string, next: QuestionForm) =>
    setForm((old) => old && { ...old, questions: { ...old.questions, [questionId]: next } });

  return (
    <Dialog
      open
      onClose={onClose}
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-intro`}
      fullWidth
      maxWidth="md"
    >
      <DialogTitle id={`${id}-title`}>{T.title}</DialogTitle>
      <DialogContent>
        <DialogContentText id={`${id}-intro`} sx={{ mb: 2 }}>
          {T.intro}
        </DialogContentText>
        {loadFailed ? (
          <Alert
            severity="error"
            action={
              <Button color="inherit" size="small" onClick={retry}>
                {T.retry}
              </Button>
            }
          >
            {T.loadFailed}
          </Alert>
        ) : !response || !form || !problems ? (
          <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
            <CircularProgress size={20} />
            <Typography variant="body2">{T.loading}</Typography>
          </Box>
        ) : questions.length === 0 ? (
          <Typography variant="body2">{T.none}</Typography>
        ) : (
          <>
            {questions.map((q) => (
              <QuestionRow
                key={q.questionId}
                question={q}
                form={form.questions[q.questionId] ?? { on: false, percents: {} }}
                problem={problems.questions[q.questionId]}
                showProblem={tried || (form.questions[q.questionId]?.on ?? false)}
                onChange={(next) => setQuestion(q.questionId, next)}
              />
            ))}
            {tried && problems.none ? (
              <Typography variant="body2" color="error" role="alert">
                {T.chooseOne}
              </Typography>
            ) : null}
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, mt: 1 }}>
              <TextField
                size="small"
                label={T.cap}
                value={form.cap}
                error={problems.trim !== null}
                onChange={(event) => setForm({ ...form, cap: event.target.value })}
                slotProps={{ htmlInput: { inputMode: 'decimal' } }}
                sx={{ width: 280 }}
              />
              <TextField
                size="small"
                label={T.floor}
                value={form.floor}
                error={problems.trim !== null}
                onChange={(event) => setForm({ ...form, floor: event.target.value })}
                slotProps={{ htmlInput: { inputMode: 'decimal' } }}
                sx={{ width: 280 }}
              />
            </Box>
            {problems.trim ? (
              <Typography variant="body2" color="error" role="alert" sx={{ mt: 0.5 }}>
                {problems.trim}
              </Typography>
            ) : null}
            <Box role="status" sx={{ mt: 2 }} data-testid="weighting-outcome">
              {outcome === 'failed' ? (
                <Alert severity="error">{T.saveFailed}</Alert>
              ) : outcome ? (
                <Alert severity="success">
                  {outcome === 'saved' ? T.saved : T.cleared} {outcomeLine(response)}
                </Alert>
              ) : response.scheme && !response.applied ? (
                <Alert severity="warning">{T.notApplied}</Alert>
              ) : null}
            </Box>
          </>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        {response?.scheme ? (
          <Button onClick={clear} disabled={busy}>
            {T.clear}
          </Button>
        ) : null}
        <Box sx={{ flex: 1 }} />
        <Button onClick={onClose}>{T.close}</Button>
        <Button
          variant="contained"
          onClick={save}
          loading={busy}
          disabled={!form || questions.length === 0}
        >
          {T.save}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
