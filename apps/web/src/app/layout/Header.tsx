import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Toolbar from '@mui/material/Toolbar';
import { Link as RouterLink } from 'react-router';
import { Logo } from '../../components/Logo.tsx';
import { AccountMenu } from './AccountMenu.tsx';
import { ProfileWarning } from './ProfileWarning.tsx';

/** The dashboard header: logo home link and the account menu. */
export function Header() {
  return (
    <AppBar
      position="static"
      color="inherit"
      elevation={0}
      sx={{ borderBottom: 1, borderColor: 'divider' }}
    >
      <Toolbar sx={{ gap: 2, px: { xs: 3 } }}>
        <Link
          component={RouterLink}
          to="/projects"
          aria-label="Survey Dashboard home"
          underline="none"
          sx={{ color: 'primary.main' }}
        >
          <Logo />
        </Link>
        <Box sx={{ flex: 1 }} />
        <ProfileWarning />
        <AccountMenu />
      </Toolbar>
    </AppBar>
  );
}
