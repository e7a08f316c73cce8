export { SessionProvider, useSession, RequireSession };

import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { Center, Loader } from '@mantine/core';
import { api, isStatus, setCsrfToken } from './api';
import type { Account, Session } from './types';

interface SessionState {
  /** undefined while the first check runs; null when nobody is signed in. */
  account: Account | null | undefined;
  /** Keeps what sign-in or a password link answered. */
  signedIn(session: Session): void;
  signOut(): Promise<void>;
  /** After a 401: the session ended elsewhere (expired, account removed). */
  lost(): void;
}

const SessionContext = createContext<SessionState | null>(null);

function SessionProvider({ children }: { children: ReactNode }) {
  const [account, setAccount] = useState<Account | null | undefined>(undefined);
  useEffect(() => {
    api
      .get('session')
      .json<Session>()
      .then((session) => {
        setCsrfToken(session.csrfToken);
        setAccount(session.account);
      })
      .catch((error: unknown) => {
        // Anything but "not signed in" still shows the sign-in screen, which reports the problem on its own.
        if (!isStatus(error, 401)) console.warn('Could not check the session', error);
        setAccount(null);
      });
  }, []);
  const signedIn = useCallback((session: Session) => {
    setCsrfToken(session.csrfToken);
    setAccount(session.account);
  }, []);
  const signOut = useCallback(async () => {
    await api.delete('session').catch(() => undefined);
    setCsrfToken('');
    setAccount(null);
  }, []);
  const lost = useCallback(() => {
    setCsrfToken('');
    setAccount(null);
  }, []);
  const value = useMemo(() => ({ account, signedIn, signOut, lost }), [account, signedIn, signOut, lost]);
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

function useSession(): SessionState {
  const state = useContext(SessionContext);
  if (!state) throw new Error('useSession outside SessionProvider');
  return state;
}

// The inbox's screens need a session; without one, sign in and come back here.
function RequireSession({ children }: { children: ReactNode }) {
  const { account } = useSession();
  const location = useLocation();
  if (account === undefined) {
    return (
      <Center h="60vh">
        <Loader aria-label="Loading" />
      </Center>
    );
  }
  if (account === null) {
    const next = `${location.pathname}${location.search}`;
    return <Navigate to={`/staff/sign-in?next=${encodeURIComponent(next)}`} replace />;
  }
  return children;
}
