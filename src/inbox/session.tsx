export { SessionProvider, useSession, useTimes, RequireSession };

import { createContext, startTransition, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { csrf } from './csrf';
import { timesIn } from './times';
import type { Times } from './times';
import type { Account, Session, WhoAnswer } from './types';

interface SessionState {
  /** undefined while the first check runs; null when nobody is signed in. */
  account: Account | null | undefined;
  /** The business's time zone, from the same answer; undefined until it came. */
  timeZone: string | undefined;
  /** Keeps what sign-in or a password link answered. */
  signedIn(session: Session): void;
  signOut(): Promise<void>;
  /** After a 401: the session ended elsewhere (expired, account removed). */
  lost(): void;
}

const SessionContext = createContext<SessionState | null>(null);

function SessionProvider({ children }: { children: ReactNode }) {
  const [account, setAccount] = useState<Account | null | undefined>(undefined);
  const [timeZone, setTimeZone] = useState<string | undefined>(undefined);
  useEffect(() => {
    // A plain fetch: the first screen does not wait for the API client's code.
    fetch('/api/staff/session', { credentials: 'same-origin' })
      .then(async (response) => {
        // The body is read either way, so the request ends rather than hanging on an unread stream.
        const body: unknown = await response.json().catch(() => null);
        if (!response.ok) throw new Error(`HTTP ${response.status}`);
        // Nobody signed in is an answer too: { account: null }.
        const session = body as WhoAnswer;
        csrf.token = session.csrfToken;
        // As a transition: it may come while React is still taking the drawn screen over, which an urgent update
        // would interrupt (and draw the whole screen again at once, a long task on a phone).
        startTransition(() => {
          setAccount(session.account);
          if (session.timeZone) setTimeZone(session.timeZone);
        });
      })
      .catch((error: unknown) => {
        // The sign-in screen shows, and reports problems on its own.
        console.warn('Could not check the session', error);
        setAccount(null);
      });
  }, []);
  const signedIn = useCallback((session: Session) => {
    csrf.token = session.csrfToken;
    setAccount(session.account);
    setTimeZone(session.timeZone);
  }, []);
  const signOut = useCallback(async () => {
    const { api } = await import('./api');
    await api.delete('session').catch(() => undefined);
    csrf.token = '';
    setAccount(null);
  }, []);
  const lost = useCallback(() => {
    csrf.token = '';
    setAccount(null);
  }, []);
  const value = useMemo(() => ({ account, timeZone, signedIn, signOut, lost }), [account, timeZone, signedIn, signOut, lost]);
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

function useSession(): SessionState {
  const state = useContext(SessionContext);
  if (!state) throw new Error('useSession outside SessionProvider');
  return state;
}

/** Times on the business's clock; undefined until the session's answer named it (a screen waits for it). */
function useTimes(): Times | undefined {
  const { timeZone } = useSession();
  return timeZone ? timesIn(timeZone) : undefined;
}

// The inbox's screens need a session; without one, sign in and come back here.
function RequireSession({ children }: { children: ReactNode }) {
  const { account } = useSession();
  const location = useLocation();
  // While the first check runs, the screen draws its frame (the server sends these addresses only to a browser
  // with a session cookie); its data waits for the API, and a 401 from either leads to the sign-in screen.
  if (account === undefined) return children;
  if (account === null) {
    const next = `${location.pathname}${location.search}`;
    return <Navigate to={`/staff/sign-in?next=${encodeURIComponent(next)}`} replace />;
  }
  return children;
}
