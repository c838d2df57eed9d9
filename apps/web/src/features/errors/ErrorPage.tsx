import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { config } from '../../lib/config.ts';

/** Spec 1 §2: the 404 texts; the 503 variant has the same texts and no button. */
export const NOT_FOUND_TITLE = "Oops, the page you're looking for does not exist";

export function ErrorPage({ showDashboardButton }: { showDashboardButton: boolean }) {
  return (
    <Box
      component="section"
      aria-labelledby="error-page-title"
      sx={{ maxWidth: 640, mx: 'auto', py: 12, px: 3, textAlign: 'center' }}
    >
      <Typography id="error-page-title" variant="h1" sx={{ mb: 2 }}>
        {NOT_FOUND_TITLE}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 1 }}>
        Let's get you back to the dashboard, where you'll find all your projects.
      </Typography>
      <Typography color="text.secondary">
        If you need help, contact our support team at{' '}
        <Link href={`mailto:${config.supportEmail}`}>{config.supportEmail}</Link>.
      </Typography>
      {showDashboardButton ? (
        <Button
          component={RouterLink}
          to="/projects"
          variant="contained"
          size="large"
          sx={{ mt: 4 }}
        >
          Go to dashboard
        </Button>
      ) : null}
    </Box>
  );
}
