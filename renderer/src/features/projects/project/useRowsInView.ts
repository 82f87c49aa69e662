import { useEffect, useState, type RefObject } from 'react';

const sameKeys = (a: ReadonlySet<string>, b: ReadonlySet<string>) => a.size === b.size && [...a].every((key) => b.has(key));

/**
 * Which rows of `container` are on screen (or about to be): the elements carrying `data-row-key`, watched
 * again whenever `keys` change. A row counts as in view a little before it scrolls in.
 */
export function useRowsInView(container: RefObject<HTMLElement | null>, keys: readonly string[]): ReadonlySet<string> {
  const [inView, setInView] = useState<ReadonlySet<string>>(() => new Set());
  const watched = keys.join('\n');
  useEffect(() => {
    const root = container.current;
    if (!root || watched === '') return;
    const observer = new IntersectionObserver(
      (entries) =>
        setInView((current) => {
          const next = new Set(current);
          for (const entry of entries) {
            const key = entry.target instanceof HTMLElement ? entry.target.dataset.rowKey : undefined;
            if (key === undefined) continue;
            if (entry.isIntersecting) next.add(key);
            else next.delete(key);
          }
          return sameKeys(next, current) ? current : next;
        }),
      { rootMargin: '80px 0px' },
    );
    for (const row of root.querySelectorAll('[data-row-key]')) observer.observe(row);
    return () => observer.disconnect();
  }, [container, watched]);
  return inView;
}
