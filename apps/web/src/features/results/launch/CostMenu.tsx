import ExpandMore from '@mui/icons-material/ExpandMore';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Popover from '@mui/material/Popover';
import Typography from '@mui/material/Typography';
import type { SurveyState } from '@survey/domain/projects/constants';
import { headerSpend, type SurveySpend } from '@survey/domain/pricing/spend';
import { replacementCredit } from '@survey/domain/quality/replacements';
import { useId, useState } from 'react';
import { formatCost } from '../../../lib/formatCost.ts';
import { COST_TEXTS } from '../resultsTexts.ts';

interface CostMenuProps {
  surveyState: SurveyState;
  /** From the progress answer (server, domain `surveySpend`); null before purchase. */
  spend: SurveySpend | null | undefined;
  /** Completes replaced at no charge (issue 38 §4), from the progress answer. */
  replaced?: number | undefined;
}

const gbp = (amount: number) => formatCost(amount, 'GBP');

/**
 * The results header's cost menu (spec 1 §2, spec 3 §2 and §4): a button with the spend, opening
 * the figures behind it. Completed and Halted: the collected count and their actual cost; any
 * other bought survey: spend so far against the budget (`headerSpend`). Nothing bought: no menu.
 */
export function CostMenu({ surveyState, spend, replaced = 0 }: CostMenuProps) {
  const id = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  if (!spend) return null;
  const view = headerSpend(surveyState, spend);
  const rows: [string, string][] =
    view.kind === 'final'
      ? [
          [COST_TEXTS.collected, COST_TEXTS.completes(view.collected)],
          [COST_TEXTS.actualCost, gbp(view.actualCost)],
        ]
      : [
          [COST_TEXTS.spent, gbp(view.spent)],
          [COST_TEXTS.budget, gbp(view.budget)],
          [COST_TEXTS.collected, COST_TEXTS.collectedOf(view.collected, view.bought)],
        ];
  const credit = replacementCredit(replaced);
  const headline =
    view.kind === 'final'
      ? gbp(view.actualCost)
      : COST_TEXTS.spentOf(gbp(view.spent), gbp(view.budget));
  return (
    <>
      <Button
        variant="outlined"
        color="inherit"
        endIcon={<ExpandMore />}
        aria-haspopup="dialog"
        aria-expanded={anchor ? 'true' : 'false'}
        aria-controls={anchor ? id : undefined}
        aria-label={`${COST_TEXTS.title}: ${headline}`}
        onClick={(e) => setAnchor(e.currentTarget)}
        data-testid="cost-menu"
        sx={{ textTransform: 'none', fontWeight: 600 }}
      >
        {headline}
      </Button>
      <Popover
        open={anchor !== null}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{
          paper: {
            id,
            role: 'dialog',
            'aria-label': COST_TEXTS.title,
            sx: { p: 2, minWidth: 260 },
          },
        }}
      >
        <Typography variant="subtitle2" component="h2" sx={{ mb: 1 }}>
          {COST_TEXTS.title}
        </Typography>
        <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: '1fr auto', gap: 1 }}>
          {rows.map(([label, value]) => (
            <Box key={label} sx={{ display: 'contents' }}>
              <Typography component="dt" variant="body2" color="text.secondary">
                {label}
              </Typography>
              <Typography component="dd" variant="body2" sx={{ m: 0, fontWeight: 600 }}>
                {value}
              </Typography>
            </Box>
          ))}
        </Box>
        {credit ? (
          <Typography
            variant="body2"
            component="p"
            sx={{ mt: 1.5, fontWeight: 600 }}
            data-testid="replacement-credit"
          >
            {credit}
          </Typography>
        ) : null}
        <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 1.5 }}>
          {view.kind === 'final' ? COST_TEXTS.finalNote : COST_TEXTS.runningNote}
          {credit ? ` ${COST_TEXTS.replacementNote}` : ''}
        </Typography>
      </Popover>
    </>
  );
}
