import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { app, dialog, type BrowserWindow } from 'electron';

/**
 * The window as a PDF (the screen's print stylesheet applies, as when printing), saved where the admin
 * chooses in the system's save dialog, under the file name the screen suggests. False when they cancel or
 * there is no window.
 */
export async function saveWindowAsPdf(window: BrowserWindow | null, fileName: string): Promise<boolean> {
  if (!window) return false;
  const { canceled, filePath } = await dialog.showSaveDialog(window, {
    defaultPath: join(app.getPath('documents'), fileName),
    filters: [{ name: 'PDF document', extensions: ['pdf'] }],
  });
  if (canceled || !filePath) return false;
  const pdf = await window.webContents.printToPDF({ pageSize: 'A4', printBackground: false });
  await writeFile(filePath, pdf, { mode: 0o600 });
  return true;
}
