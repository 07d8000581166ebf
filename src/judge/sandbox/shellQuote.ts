/** A word for /bin/sh that means exactly `text`: single quotes, each inner one closed, escaped and reopened. */
export function quoteForShell(text: string): string {
  return `'${text.replace(/'/g, `'\\''`)}'`;
}
