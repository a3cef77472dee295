/** Offers text as a file download (recovery codes). */
export function downloadText(fileName: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/plain;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** "ABCD EFGH …": a base32 secret in blocks of four, easier to type. */
export function groupSecret(secret: string): string {
  return secret.replace(/\s+/g, '').replace(/(.{4})(?=.)/g, '$1 ');
}

export function recoveryCodesFile(site: string, account: string, codes: readonly string[], at: Date): string {
  return [`${site} – ${account}`, at.toISOString(), '', ...codes, ''].join('\n');
}
