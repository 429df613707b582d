import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/** Closes a side panel when the person goes to another page (a link in it, Back). */
export function useCloseOnNavigation(close: () => void) {
  const { pathname } = useLocation();
  const shownAt = useRef(pathname);
  useEffect(() => {
    if (shownAt.current !== pathname) close();
    shownAt.current = pathname;
  }, [pathname, close]);
}
