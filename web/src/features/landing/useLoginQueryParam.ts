import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';

/**
 * `?login=true` (where the logged-out flow sends people) opens the login dialog; the parameter
 * is then removed from the address, replacing the history entry rather than adding one. A refused
 * external sign-in comes back as `?login=true&loginError=<code>`: the code leaves the address too
 * and moves to the history entry's state, where the login dialog reads it.
 */
export function useLoginQueryParam(openLogin: () => void): void {
  const [searchParams, setSearchParams] = useSearchParams();
  const loginError = searchParams.get('loginError');
  const loginRequested = searchParams.get('login') === 'true' || loginError !== null;

  useEffect(() => {
    if (!loginRequested) return;
    openLogin();
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('login');
        next.delete('loginError');
        return next;
      },
      { replace: true, state: loginError === null ? undefined : { loginError } },
    );
  }, [loginRequested, loginError, openLogin, setSearchParams]);
}
