export { useApiData, useSignedOutOn401 };

import { startTransition, useCallback, useEffect, useRef, useState } from 'react';
import { api, isStatus, problemMessage } from './api';
import { useSession } from './session';

// After a 401 the session is gone (expired, signed out elsewhere, account removed): back to the sign-in screen.
function useSignedOutOn401(): (error: unknown) => boolean {
  const { lost } = useSession();
  return useCallback(
    (error: unknown) => {
      if (!isStatus(error, 401)) return false;
      lost();
      return true;
    },
    [lost],
  );
}

/**
 * GET `path` (under /api/staff) whenever it changes, keeping the last answer on screen while the next loads;
 * `refresh` asks again quietly (the list's timer), `reload` with a busy button (Refresh, Try again).
 */
function useApiData<T>(path: string | null) {
  const [data, setData] = useState<T | undefined>(undefined);
  const [error, setError] = useState('');
  const [loading, setLoading] = useState(false);
  const [notFound, setNotFound] = useState(false);
  const latest = useRef(0);
  const onAuthError = useSignedOutOn401();

  const refresh = useCallback(async () => {
    if (path === null) return;
    const call = ++latest.current;
    try {
      const answer = await api.get(path).json<T>();
      // An older request answering late never overwrites a newer one.
      if (call !== latest.current) return;
      // Drawn in slices (a list of rows is many components), so the screen answers taps while it draws.
      startTransition(() => {
        setData(answer);
        setError('');
        setNotFound(false);
      });
    } catch (failure) {
      if (call !== latest.current || onAuthError(failure)) return;
      setNotFound(isStatus(failure, 404));
      setError(problemMessage(failure, 'Could not load this. Check the connection and try again.'));
    } finally {
      if (call === latest.current) setLoading(false);
    }
  }, [path, onAuthError]);
  const reload = useCallback(() => {
    setLoading(true);
    return refresh();
  }, [refresh]);

  useEffect(() => {
    // Its state changes all come after the server's answer, not during the effect.
    void refresh();
  }, [refresh]);

  return { data, setData, error, loading, notFound, reload, refresh };
}
