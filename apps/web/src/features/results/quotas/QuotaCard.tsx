import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { formatQuotaPercent } from '@survey/domain/audience/quotas';
import { progressPercent } from '@survey/domain/projects/listItem';
import type { QuotaResult, QuotasResponse } from '@survey/domain/results/contract';
import { AnswerQuotas } from './AnswerQuotas.tsx';
import { InterlockQuotas } from './InterlockQuotas.tsx';
import { quotaCardState } from './quotaState.ts';

/** Spec 3 §3 "Quota result": per criterion and option, collected against wanted. */
export function QuotaCard({
  quotas,
  failed,
}: {
  quotas: QuotasResponse | undefined;
  failed: boolean;
}) {
  const state = quotaCardState(quotas, failed);
  return (
    <Paper component="section" aria-labelledby="quota-card-title" variant="outlined" sx={{ p: 3 }}>
      <Typography
        id="quota-card-title"
        variant="h3"
        component="h3"
        sx={{ fontSize: '1.05rem', mb: 2 }}
      >
        Quotas
      </Typography>
      {state.kind === 'loading' ? <LinearProgress aria-label="Loading quotas" /> : null}
      {state.kind === 'empty' ? <Typography color="text.secondary">{state.text}</Typography> : null}
      {state.kind === 'quotas' ? (
        <Box
          sx={{
            display: 'grid',
            gridTemplateColumns: 'repeat(auto-fill, minmax(280px, 1fr))',
            gap: 3,
          }}
        >
          {state.quotas.map((quota) => (
            <QuotaCriterion key={quota.questionId} quota={quota} />
          ))}
        </Box>
      ) : null}
      {state.kind === 'quotas'
        ? (quotas?.interlocks ?? []).map((i) => (
            <InterlockQuotas key={i.questionIds.join('&')} interlock={i} />
          ))
        : null}
      {state.kind === 'quotas'
        ? (quotas?.answerQuotas ?? []).map((q) => <AnswerQuotas key={q.questionId} quota={q} />)
        : null}
    </Paper>
  );
}

function QuotaCriterion({ quota }: { quota: QuotaResult }) {
  return (
    <Box component="section" aria-label={`${quota.text} quotas`}>
      <Typography variant="subtitle2" component="h4" sx={{ mb: 1 }}>
        {quota.text}
      </Typography>
      {quota.options.map((option) => {
        const { samplesCollected, samplesWanted, progress } = option.progress;
        // Rounded as the audience dialog shows it: an interlocked criterion's quota is a sum.
        const percent = formatQuotaPercent(option.quotaPercent);
        const label = `${option.text}: ${samplesCollected} / ${samplesWanted} (quota ${percent}%)`;
        return (
          <Box key={option.position} sx={{ mb: 1.5 }} data-testid="quota-option">
            <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1 }}>
              <Typography variant="body2">{option.text}</Typography>
              <Typography variant="body2" color="text.secondary" sx={{ whiteSpace: 'nowrap' }}>
                {samplesCollected} / {samplesWanted} · {percent}%
              </Typography>
            </Box>
            <LinearProgress
              variant="determinate"
              value={Math.min(100, progressPercent(progress))}
              aria-label={label}
              sx={{ height: 8, borderRadius: 4 }}
            />
          </Box>
        );
      })}
    </Box>
  );
}
