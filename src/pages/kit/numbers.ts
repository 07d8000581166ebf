// Numbers as the page's language writes them (5,000 in English), the one
// way every page of the extension shows a count, so "Step 6 of 5,000" and
// "5,000 expansions" agree. The language is the host's, on `<html lang>`;
// where there is no document (the lab's worker) the runtime's own.

export function formatLocalCount(value: number): string {
  const language = typeof document === 'undefined' ? '' : document.documentElement.lang;
  return value.toLocaleString(language || undefined);
}
