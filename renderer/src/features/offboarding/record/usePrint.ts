import { useEffect, useState } from 'react';

/**
 * Opens the print dialog (where the desktop app and the browser both offer "Save as PDF") once the printed
 * copy is on the page, and takes that copy away again afterwards: a long record is not kept in the page for nothing.
 */
export function usePrint() {
  const [printing, setPrinting] = useState(false);
  useEffect(() => {
    if (!printing) return;
    const done = () => setPrinting(false);
    window.addEventListener('afterprint', done, { once: true });
    window.print();
    return () => window.removeEventListener('afterprint', done);
  }, [printing]);
  return { printing, print: () => setPrinting(true) };
}
