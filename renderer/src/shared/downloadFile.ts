/** Saves a Blob as a file through a temporary link, the way a browser download works. */
export function downloadBlob(fileName: string, blob: Blob): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // Revoke after the click has been handled, or some browsers cancel the download.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

export const CSV_TYPE = 'text/csv;charset=utf-8';

/** Saves text as a file (a CSV export). */
export function downloadTextFile(fileName: string, text: string, type = CSV_TYPE): void {
  downloadBlob(fileName, new Blob([text], { type }));
}

/** Base64 characters decoded between two breaks, so a 50 MB file never holds the window for long. */
const DECODE_SLICE = 1024 * 1024;

/** Saves a file whose bytes arrived base64-encoded (an attachment brought through the core). */
export async function downloadBase64File(fileName: string, base64: string, type: string): Promise<void> {
  const parts: Uint8Array<ArrayBuffer>[] = [];
  for (let start = 0; start < base64.length; start += DECODE_SLICE) {
    const binary = atob(base64.slice(start, start + DECODE_SLICE));
    const bytes = new Uint8Array(binary.length);
    for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
    parts.push(bytes);
    await new Promise((resolve) => setTimeout(resolve, 0));
  }
  downloadBlob(fileName, new Blob(parts, { type }));
}
