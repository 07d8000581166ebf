// Words for /bin/sh: the sandbox writes its launch script with them, and the
// editor shows the compiler's command as one could paste it into a shell.

/** A word for /bin/sh that means exactly `text`: single quotes, each inner one closed, escaped and reopened. */
export function quoteForShell(text: string): string {
  return `'${text.replace(/'/g, `'\\''`)}'`;
}

/** A word for /bin/sh that means exactly `text`, bare where it needs no quotes (`g++`, `-O2`, `main.cpp`). */
export function shellWord(text: string): string {
  return /^[\w@%+=:,./-]+$/.test(text) ? text : quoteForShell(text);
}
