import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';

/**
 * `?login=true` (where the logged-out flow sends people) opens the login dialog; the parameter
 * is then removed from the address, replacing the history entry rather than adding one.
 */
export function useLoginQueryParam(openLogin: () => void): void {
  const [searchParams, setSearchParams] = useSearchParams();
  const loginRequested = searchParams.get('login') === 'true';

  useEffect(() => {
    if (!loginRequested) return;
    openLogin();
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('login');
        return next;
      },
      { replace: true },
    );
  }, [loginRequested, openLogin, setSearchParams]);
}
