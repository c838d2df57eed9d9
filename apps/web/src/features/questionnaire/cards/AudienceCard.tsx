import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { AudienceEntry } from '@survey/domain/questionnaire/model';
import { Link as RouterLink, useParams } from 'react-router';
import { useEditorUi } from '../editor/editorContext.ts';

/** Audience question card: read-only title and options, with a link to the audience page. */
export function AudienceCard({ entry, itemKey }: { entry: AudienceEntry; itemKey: string }) {
  const { selectedKey } = useEditorUi();
  const { surveyId } = useParams();
  return (
    <Paper
      component="article"
      variant="outlined"
      aria-label={`${entry.label} ${entry.entryItem.question.text}`}
      sx={{ p: 2, borderColor: selectedKey === itemKey ? 'primary.main' : 'divider' }}
    >
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'baseline' }}>
        <Typography variant="subtitle2" component="span" sx={{ fontWeight: 700 }}>
          {entry.label}
        </Typography>
        <Typography>{entry.entryItem.question.text}</Typography>
      </Box>
      <Link component={RouterLink} to={`/survey/${surveyId ?? ''}/audience`}>
        Edit audience criteria
      </Link>
      <Box component="ul" sx={{ mt: 1, mb: 0 }}>
        {entry.entryItem.responseOptions.map((o) => (
          <li key={o.responseOptionLk}>
            <Typography variant="body2">{o.responseOption.value}</Typography>
          </li>
        ))}
      </Box>
    </Paper>
  );
}
