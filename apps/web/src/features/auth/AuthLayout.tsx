import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { Logo } from '../../components/Logo.tsx';

interface AuthLayoutProps {
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
}

/** The frame of the public account screens: logo, a centred card and a terms link. */
export function AuthLayout({ title, subtitle, children }: AuthLayoutProps) {
  return (
    <Box
      component="main"
      sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column', alignItems: 'center' }}
    >
      <Box sx={{ mt: 6, mb: 4, color: 'primary.main' }}>
        <Logo />
      </Box>
      <Paper variant="outlined" sx={{ width: 460, p: 5 }}>
        <Typography variant="h1" sx={{ mb: subtitle ? 1 : 2, fontSize: '1.6rem' }}>
          {title}
        </Typography>
        {subtitle ? (
          <Typography component="div" color="text.secondary" sx={{ mb: 2 }}>
            {subtitle}
          </Typography>
        ) : null}
        {children}
      </Paper>
      <Box component="footer" sx={{ my: 4 }}>
        <Link component={RouterLink} to="/terms" color="text.secondary" variant="body2">
          Terms of service
        </Link>
      </Box>
    </Box>
  );
}
