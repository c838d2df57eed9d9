import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { formatQuotaPercent } from '@survey/domain/audience/quotas';
import type { DraftAudienceFieldsFragment } from '../../../gql/fieldwork/graphql.ts';
import { isCustomItem } from '../audienceWire.ts';
import { interlockOf } from '../interlock/interlockView.ts';

interface SummaryLine {
  number: number;
  name: string;
  options: string[];
  /** 'Quotas: Male 49%, Female 51%' when the criterion has quotas; else null. */
  quotas: string | null;
}

interface QualifyingOption {
  text: string;
  quota: number | null;
}

function quotasLine(
  quotasOn: boolean,
  interlocked: boolean,
  options: readonly QualifyingOption[],
): string | null {
  if (!quotasOn) return null;
  const parts = options.flatMap((o) =>
    o.quota === null ? [] : [`${o.text} ${formatQuotaPercent(o.quota)}%`],
  );
  if (parts.length === 0) return null;
  return `${interlocked ? 'Quotas (interlocked, totals)' : 'Quotas'}: ${parts.join(', ')}`;
}

/**
 * Each criterion with the options that qualify (all of them when qualifying is off) and, when its
 * quotas are on, each qualifying option's quota (issue 35 §5: the summary left them out).
 */
export function summaryLines(audience: DraftAudienceFieldsFragment): SummaryLine[] {
  return audience.members.map((m) => {
    const item = m.memberItem;
    const setting = (code: string) => item.settingValues.find((s) => s.code === code)?.value;
    const qualifyingOff = setting('qualifying') === 'disabled';
    const quotasOn = setting('quotas') === 'enabled';
    const interlocked = interlockOf(audience, m.number) !== undefined;
    const options: QualifyingOption[] = isCustomItem(item)
      ? item.criterionOptions
          .filter((o) => qualifyingOff || o.qualification)
          .map((o) => ({
            text: o.responseOption.value.trim() || 'Blank option',
            quota: o.quota?.percent ?? null,
          }))
      : item.standardCriterionOptions
          .filter((o) => qualifyingOff || o.qualification)
          .map((o) => ({
            text: o.criterionOption.responseOption.value,
            quota: o.quota?.percent ?? null,
          }));
    return {
      number: m.number,
      name: isCustomItem(item)
        ? item.question.text.trim() || 'Untitled screening question'
        : item.criterion.name,
      options: options.map((o) => o.text),
      quotas: quotasLine(quotasOn, interlocked, options),
    };
  });
}

/** The audience in words: every criterion and its chosen options. */
export function AudienceSummary({
  audience,
  headingLevel = 'h3',
}: {
  audience: DraftAudienceFieldsFragment;
  headingLevel?: 'h3' | 'h4';
}) {
  const lines = summaryLines(audience);
  if (lines.length === 0) {
    return (
      <Typography color="text.secondary">
        Everyone in the panel can answer: no targeting or screening yet.
      </Typography>
    );
  }
  return (
    <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}>
      {lines.map((line) => (
        <li key={line.number}>
          <Typography component={headingLevel} variant="subtitle2">
            {line.name}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {line.options.length > 0 ? line.options.join(', ') : 'No qualifying option'}
          </Typography>
          {line.quotas ? (
            <Typography variant="body2" color="text.secondary" data-testid="summary-quotas">
              {line.quotas}
            </Typography>
          ) : null}
        </li>
      ))}
    </Box>
  );
}
