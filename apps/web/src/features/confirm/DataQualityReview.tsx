import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { ConfirmSection } from './ConfirmSection.tsx';

/** The checks the respondent runner records on every session (issue 11 item 5). */
const CHECKS = [
  {
    name: 'Speeders',
    text: 'Respondents who finish in under a third of the median completion time.',
  },
  {
    name: 'Straight-lining',
    text: 'Respondents who give the same answer to every row of a grid question.',
  },
  {
    name: 'Duplicate respondents',
    text: 'The same respondent taking the survey more than once.',
  },
  {
    name: 'Gibberish',
    text: 'Free-text answers that are random characters rather than words.',
  },
] as const;

/** Spec 3 §2: the data-quality review (the texts are ours). */
export function DataQualityReview() {
  return (
    <ConfirmSection title="Data quality">
      <Typography>Every response is checked for:</Typography>
      <List dense disablePadding sx={{ listStyleType: 'disc', pl: 3 }}>
        {CHECKS.map((check) => (
          <ListItem key={check.name} disableGutters sx={{ display: 'list-item' }}>
            <ListItemText primary={check.name} secondary={check.text} />
          </ListItem>
        ))}
      </List>
      <Typography color="text.secondary" sx={{ mt: 1 }}>
        Flagged completes are not dropped: they stay in your results and are listed there, so you
        can decide whether to keep them.
      </Typography>
    </ConfirmSection>
  );
}
