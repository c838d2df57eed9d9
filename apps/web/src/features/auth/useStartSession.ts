import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { DEFAULT_TARGET } from '../../lib/redirects.ts';
import { clearSession, storeLogin } from '../../lib/storage.ts';
import type { SessionGrant } from './authApi.ts';

/**
 * Stores a new session (e-mail and access token; any previous user's account is forgotten) and
 * opens the target page. The protected area then loads the account and the user's name.
 */
export function useStartSession(): (grant: SessionGrant, target?: string) => void {
  const navigate = useNavigate();
  return useCallback(
    (grant, target = DEFAULT_TARGET) => {
      clearSession();
      storeLogin(grant.emailAddress, grant.accessToken);
      void navigate(target, { replace: true });
    },
    [navigate],
  );
}
