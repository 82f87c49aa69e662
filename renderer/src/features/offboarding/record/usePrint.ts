import { useEffect, useState } from 'react';
import { useChannelMutation } from '../../../api/hooks';

/**
 * Puts the printed copy on the page, then saves it as a PDF: in the desktop app through its print-to-PDF
 * and save dialog, in the browser through the print dialog (which offers "Save as PDF" too). The copy is
 * taken away again afterwards: a long record is not kept in the page for nothing.
 */
export function usePrint(fileName: string) {
  const [printing, setPrinting] = useState(false);
  const savePdf = useChannelMutation('app.windowPdf.export');
  const { mutateAsync } = savePdf;
  useEffect(() => {
    if (!printing) return;
    let live = true;
    const done = () => {
      if (live) setPrinting(false);
    };
    void mutateAsync({ fileName })
      .then((answer) => {
        if (answer.available) return done();
        window.addEventListener('afterprint', done, { once: true });
        window.print();
        return undefined;
      })
      .catch(done);
    return () => {
      live = false;
      window.removeEventListener('afterprint', done);
    };
  }, [printing, fileName, mutateAsync]);
  return { printing, print: () => setPrinting(true), error: savePdf.error };
}
