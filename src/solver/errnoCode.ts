/** The errno code Node gives a failed system call (`ENOENT`, `EAGAIN`), or undefined for any other error. */
export function errnoCode(error: unknown): string | undefined {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : undefined;
}
