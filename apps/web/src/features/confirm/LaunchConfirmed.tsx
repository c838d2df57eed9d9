import CheckCircleOutline from '@mui/icons-material/CheckCircleOutlineOutlined';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useEffect, useRef } from 'react';
import { Link as RouterLink } from 'react-router';

interface LaunchConfirmedProps {
  surveyId: string;
  title: string;
  message: string;
  /** Completes replaced at no charge (issue 38 §4), as the cost menu words it; null: none. */
  credit?: string | null;
}

/**
 * After purchase (spec 3 §2, §4), and on a later visit to a bought survey: it says when the
 * survey is live and leads to the project. The project page is the results page, where bought
 * surveys open (spec 1 §4).
 */
export function LaunchConfirmed({ surveyId, title, message, credit }: LaunchConfirmedProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  // The dialog that led here is gone: focus the news, so screen readers hear it.
  useEffect(() => heading.current?.focus(), []);
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="launch-confirmed-title"
      sx={{ maxWidth: 640, mx: 'auto', my: 6, p: 5, textAlign: 'center' }}
    >
      <CheckCircleOutline color="success" sx={{ fontSize: 56 }} aria-hidden="true" />
      <Typography
        id="launch-confirmed-title"
        ref={heading}
        tabIndex={-1}
        variant="h2"
        sx={{ mt: 1, mb: 2, outline: 'none' }}
      >
        {title}
      </Typography>
      <Typography sx={{ mb: credit ? 1 : 4 }}>{message}</Typography>
      {credit ? (
        <Typography sx={{ mb: 4, fontWeight: 600 }} data-testid="replacement-credit">
          {credit}
        </Typography>
      ) : null}
      <Button component={RouterLink} to={`/survey/${surveyId}/results`} variant="contained">
        To your project
      </Button>
    </Paper>
  );
}
