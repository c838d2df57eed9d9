import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { STRAIGHTLINE_MIN_ROWS } from '@survey/domain/quality/completeQuality';
import { SPEEDER_MIN_COMPLETES } from '@survey/domain/quality/speeder';
import { ConfirmSection } from './ConfirmSection.tsx';

/**
 * The checks the server records on every complete (`settle.ts`, rules in the domain's
 * `dataQuality.ts`), and only those: no duplicate-respondent check exists, and the results page
 * does not list flagged completes; the raw-data export marks them.
 */
const DATA_QUALITY_CHECKS = [
  {
    name: 'Speeders',
    text: `Respondents who finish in under a third of the median completion time, once ${String(SPEEDER_MIN_COMPLETES)} completes give a median.`,
  },
  {
    name: 'Straight-lining',
    text: `Respondents who give the same answer to every row of a grid question with ${String(STRAIGHTLINE_MIN_ROWS)} or more rows.`,
  },
  {
    name: 'Gibberish',
    text: 'Free-text answers that are random characters rather than words.',
  },
] as const;

const DATA_QUALITY_OUTCOME =
  'Flagged completes are not removed: they stay in your results, and the raw data export marks each one (flag_speeder, flag_straightliner, flag_gibberish), so you can decide whether to keep them.';

/** Spec 3 §2: the data-quality review (the texts are ours). */
export function DataQualityReview() {
  return (
    <ConfirmSection title="Data quality">
      <Typography>Every complete is checked for:</Typography>
      <List dense disablePadding sx={{ listStyleType: 'disc', pl: 3 }}>
        {DATA_QUALITY_CHECKS.map((check) => (
          <ListItem key={check.name} disableGutters sx={{ display: 'list-item' }}>
            <ListItemText primary={check.name} secondary={check.text} />
          </ListItem>
        ))}
      </List>
      <Typography color="text.secondary" sx={{ mt: 1 }}>
        {DATA_QUALITY_OUTCOME}
      </Typography>
    </ConfirmSection>
  );
}
