import { useEffect, useState } from 'react';

/** The current time, refreshed every `intervalMs`, so "5 minutes ago" does not go stale on screen. */
export function useNow(intervalMs: number): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}
