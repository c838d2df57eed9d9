import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { ApiError } from '../../lib/apiError.ts';
import { config } from '../../lib/config.ts';
import { refreshAccessToken } from '../../lib/refreshAccessToken.ts';
import { loginPath } from '../../lib/redirects.ts';
import { sessionCheck } from '../../lib/sessionCheck.ts';
import { storedSession } from '../../lib/storage.ts';

export type GateStatus = 'checking' | 'ready' | 'unavailable';

const UNAVAILABLE_RETRY_MS = 10_000;

function initialStatus(): GateStatus {
  const check = sessionCheck(storedSession.email(), storedSession.accessToken(), Date.now());
  return check === 'ok' ? 'ready' : 'checking';
}

/** Decides whether the session stands, after refreshing the token when it is missing or expired. */
type SessionOutcome = 'ready' | 'unavailable' | 'login';

async function checkSession(): Promise<SessionOutcome> {
  const result = sessionCheck(storedSession.email(), storedSession.accessToken(), Date.now());
  if (result !== 'refresh') return result === 'ok' ? 'ready' : 'login';
  try {
    await refreshAccessToken();
    return 'ready';
  } catch (error) {
    return error instanceof ApiError && error.isUnavailable ? 'unavailable' : 'login';
  }
}

/**
 * Spec 1 §4: on every protected page load and every 15 minutes, refresh a missing or expired
 * token; go to login when there is no stored e-mail or the refresh is refused. While the server
 * cannot be reached the gate reports 'unavailable' and tries again.
 */
export function useSessionGate(): GateStatus {
  const navigate = useNavigate();
  const location = useLocation();
  const [status, setStatus] = useState<GateStatus>(initialStatus);
  const here = useRef({ pathname: location.pathname, search: location.search });

  useEffect(() => {
    here.current = { pathname: location.pathname, search: location.search };
  }, [location.pathname, location.search]);

  const apply = useCallback(
    (outcome: SessionOutcome) => {
      if (outcome !== 'login') return setStatus(outcome);
      void navigate(loginPath(here.current.pathname, here.current.search), { replace: true });
    },
    [navigate],
  );

  useEffect(() => {
    let active = true;
    void checkSession().then((outcome) => active && apply(outcome));
    return () => {
      active = false;
    };
  }, [apply, location.pathname]);

  useEffect(() => {
    const delay = status === 'unavailable' ? UNAVAILABLE_RETRY_MS : config.sessionRefreshMs;
    const timer = setInterval(() => void checkSession().then(apply), delay);
    return () => clearInterval(timer);
  }, [apply, status]);

  return status;
}
