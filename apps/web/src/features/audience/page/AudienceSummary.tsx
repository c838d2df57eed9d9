import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { DraftAudienceFieldsFragment } from '../../../gql/fieldwork/graphql.ts';
import { isCustomItem } from '../audienceWire.ts';

interface SummaryLine {
  number: number;
  name: string;
  options: string[];
}

/** Each criterion with the options that qualify (all of them when qualifying is off). */
export function summaryLines(audience: DraftAudienceFieldsFragment): SummaryLine[] {
  return audience.members.map((m) => {
    const item = m.memberItem;
    const qualifyingOff = item.settingValues.some(
      (s) => s.code === 'qualifying' && s.value === 'disabled',
    );
    if (isCustomItem(item)) {
      return {
        number: m.number,
        name: item.question.text.trim() || 'Untitled screening question',
        options: item.criterionOptions
          .filter((o) => qualifyingOff || o.qualification)
          .map((o) => o.responseOption.value.trim() || 'Blank option'),
      };
    }
    return {
      number: m.number,
      name: item.criterion.name,
      options: item.standardCriterionOptions
        .filter((o) => qualifyingOff || o.qualification)
        .map((o) => o.criterionOption.responseOption.value),
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
        </li>
      ))}
    </Box>
  );
}
