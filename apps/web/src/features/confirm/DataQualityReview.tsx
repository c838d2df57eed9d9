import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import {
  DUPLICATE_TEXT_MIN_LENGTH,
  STRAIGHTLINE_MIN_ROWS,
} from '@survey/domain/quality/completeQuality';
import { SPEEDER_MIN_COMPLETES } from '@survey/domain/quality/speeder';
import { ConfirmSection } from './ConfirmSection.tsx';

/**
 * The checks that run on every complete (rules in the domain's `quality/`, recorded by the server
 * at completion and resolved when the results page lists them), and only those; where flags show:
 * the results page's 'Data quality' list, where the researcher excludes, and the raw-data export's
 * flag columns.
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
  {
    name: 'Duplicate answers',
    text: `The same free-text answer of ${String(DUPLICATE_TEXT_MIN_LENGTH)} or more characters in another complete of the survey.`,
  },
  {
    name: 'Duplicate respondents',
    text: 'The same panel respondent in another survey of your account, or the same device (browser, time zone and screen size, without cookies) in another complete of the survey.',
  },
] as const;

const DATA_QUALITY_OUTCOME =
  'Flagged completes are not removed: the results page lists them with their reasons under Data quality, where you can exclude them from every count and export, and include them again. The raw data export also marks speeders, straight-liners and gibberish (flag_speeder, flag_straightliner, flag_gibberish).';

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
