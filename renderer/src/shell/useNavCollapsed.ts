import useMediaQuery from '@mui/material/useMediaQuery';
import { useCallback, useState } from 'react';

const STORAGE_KEY = 'orgdesk.nav.collapsed';

function storedChoice(): boolean | null {
  try {
    const value = window.localStorage.getItem(STORAGE_KEY);
    return value === null ? null : value === 'true';
  } catch {
    return null;
  }
}

/**
 * Whether the navigation drawer shows icons only. The admin's choice is remembered; until they make one,
 * a narrow window (under 1200 px, where tables need the room) starts collapsed.
 */
export function useNavCollapsed(): [boolean, (collapsed: boolean) => void] {
  const narrow = useMediaQuery('(max-width: 1199.95px)', { noSsr: true });
  const [choice, setChoice] = useState<boolean | null>(storedChoice);
  const set = useCallback((collapsed: boolean) => {
    setChoice(collapsed);
    try {
      window.localStorage.setItem(STORAGE_KEY, String(collapsed));
    } catch {
      // Storage refused (a locked-down profile): the choice lasts for this run only.
    }
  }, []);
  return [choice ?? narrow, set];
}
