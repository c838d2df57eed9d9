import Box from '@mui/material/Box';
import { Outlet } from 'react-router';
import { Logo } from '../../components/Logo.tsx';
import { PageLoading } from '../../components/PageLoading.tsx';
import { ServiceUnavailablePage } from '../../features/errors/ServiceUnavailablePage.tsx';
import { ProfileContext } from '../../lib/profileContext.ts';
import { useProfile } from '../session/useProfile.ts';
import { useSessionGate } from '../session/useSessionGate.ts';
import { Header } from './Header.tsx';

function SignedInShell() {
  const profile = useProfile();
  return (
    <ProfileContext value={profile}>
      <Header />
      <Box component="main" sx={{ flex: 1 }}>
        <Outlet />
      </Box>
    </ProfileContext>
  );
}

/** Everything behind the session: the refresh gate, then the header and the page. */
export function ProtectedLayout() {
  const status = useSessionGate();
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      {status === 'checking' ? <PageLoading label="Checking your session" /> : null}
      {status === 'unavailable' ? (
        <>
          <Box sx={{ px: 3, py: 2, color: 'primary.main' }}>
            <Logo />
          </Box>
          <ServiceUnavailablePage />
        </>
      ) : null}
      {status === 'ready' ? <SignedInShell /> : null}
    </Box>
  );
}
