/** Hands a file to the browser's download through a temporary link. */
export function saveFile(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Some browsers read the URL after the click returns.
  window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
