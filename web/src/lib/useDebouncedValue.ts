import { useEffect, useState } from 'react';

/** The value as it was once it stopped changing for `delayMs` (e.g. a search box, so each keystroke is not a request). */
export function useDebouncedValue<T>(value: T, delayMs: number): T {
  const [debounced, setDebounced] = useState(value);

  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);

  return debounced;
}
