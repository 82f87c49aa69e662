import { startTransition, useEffect, useState } from 'react';

/**
 * For a screen made of several heavy parts (charts, big tables): how many of them to draw yet. It starts at
 * one and adds the next part after the previous one is on screen, each as background work, so the window
 * answers clicks and paints between parts instead of laying them all out in one long task.
 */
export function useStagedReveal(parts: number): number {
  const [shown, setShown] = useState(1);
  useEffect(() => {
    if (shown >= parts) return;
    // A timer, not straight from the effect: the part just drawn gets painted before the next one starts.
    const timer = setTimeout(() => startTransition(() => setShown((current) => current + 1)), 0);
    return () => clearTimeout(timer);
  }, [shown, parts]);
  return shown;
}
