/** Saves a blob as a file through a temporary link; the object URL is released right after. */
export function downloadBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // Some browsers read the URL after click() returns; give them a moment before revoking it.
  setTimeout(() => {
    URL.revokeObjectURL(url);
  }, 1000);
}
