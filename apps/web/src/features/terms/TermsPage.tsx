import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { trackEvent } from '../../lib/analytics.ts';
import { Link as RouterLink } from 'react-router';
import { Logo } from '../../components/Logo.tsx';
import { config } from '../../lib/config.ts';
import { TERMS_SECTIONS } from './termsContent.ts';

/** /terms: public, linked from the purchase dialog and the account screens. */
export function TermsPage() {
  useEffect(() => trackEvent('Viewed Terms'), []);
  return (
    <Box component="main" sx={{ py: 5, px: 3 }}>
      <Box sx={{ maxWidth: 800, mx: 'auto' }}>
        <Link
          component={RouterLink}
          to="/projects"
          aria-label="Survey Dashboard home"
          underline="none"
          sx={{ display: 'inline-block' }}
        >
          <Box sx={{ color: 'primary.main', mb: 4 }}>
            <Logo />
          </Box>
        </Link>
        <Paper variant="outlined" component="article" sx={{ p: 6 }}>
          <Typography variant="h1" sx={{ mb: 1 }}>
            Terms of service
          </Typography>
          <Typography color="text.secondary" sx={{ mb: 4 }}>
            Please read these terms carefully: they apply to every survey bought through the
            dashboard.
          </Typography>
          {TERMS_SECTIONS.map((section) => (
            <Box component="section" key={section.heading} sx={{ mb: 3 }}>
              <Typography variant="h2" sx={{ mb: 1.5, fontSize: '1.25rem' }}>
                {section.heading}
              </Typography>
              {section.paragraphs.map((text) => (
                <Typography key={text} sx={{ mb: 1.5, lineHeight: 1.7 }}>
                  {text}
                </Typography>
              ))}
              {section.list ? (
                <Box component="ul" sx={{ pl: 3, my: 0, lineHeight: 1.7 }}>
                  {section.list.map((item) => (
                    <Typography component="li" key={item} sx={{ mb: 0.5 }}>
                      {item}
                    </Typography>
                  ))}
                </Box>
              ) : null}
              {section.closing ? (
                <Typography sx={{ mt: 1.5, lineHeight: 1.7 }}>{section.closing}</Typography>
              ) : null}
            </Box>
          ))}
          <Typography sx={{ mt: 2 }}>
            Questions about these terms? Contact{' '}
            <Link href={`mailto:${config.supportEmail}`}>{config.supportEmail}</Link>.
          </Typography>
        </Paper>
      </Box>
    </Box>
  );
}
