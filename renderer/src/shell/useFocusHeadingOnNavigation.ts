import { useEffect, useRef, type RefObject } from 'react';
import { useLocation } from 'react-router';

/** How long a lazily loaded screen may take to show its heading before we stop waiting for it. */
const WAIT_MS = 10_000;

/** The page has put focus somewhere of its own (a search field with autofocus): leave it there. */
function pageTookFocus(main: HTMLElement): boolean {
  const active = document.activeElement;
  return active !== null && active !== main && main.contains(active);
}

function focusHeading(heading: HTMLElement): void {
  if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
  heading.focus({ preventScroll: false });
}

/**
 * After a move to another page, the window goes back to the top and focus to the new page's heading (its `h1`), so keyboard and
 * screen-reader users start at the top of what they opened instead of in the drawer they clicked.
 * Screens that load lazily get their heading focused when it appears. Not on the first screen (the app
 * just opened; the skip link comes first) and not when the page focuses a field itself.
 */
export function useFocusHeadingOnNavigation(mainRef: RefObject<HTMLElement | null>): void {
  const { pathname } = useLocation();
  const previous = useRef<string | null>(null);

  useEffect(() => {
    const from = previous.current;
    previous.current = pathname;
    const main = mainRef.current;
    // The first screen, and the redirect from the index to it, are the app opening, not a navigation.
    if (!main || from === null || from === '/' || from === pathname) return;
    if (pageTookFocus(main)) return;
    // A new page starts at its top. The window otherwise keeps the last page's scroll, and a heading that
    // is then "in view" behind the fixed app bar is focused where nobody sees it.
    window.scrollTo({ top: 0 });

    const heading = main.querySelector<HTMLElement>('h1');
    if (heading) {
      focusHeading(heading);
      return;
    }
    const observer = new MutationObserver(() => {
      const shown = main.querySelector<HTMLElement>('h1');
      if (!shown) return;
      stop();
      if (!pageTookFocus(main)) focusHeading(shown);
    });
    const timer = setTimeout(() => stop(), WAIT_MS);
    function stop() {
      observer.disconnect();
      clearTimeout(timer);
    }
    observer.observe(main, { childList: true, subtree: true });
    return stop;
  }, [pathname, mainRef]);
}
