/** The webview's strings in the user's language (filled in with the localization work). */
export function webviewStrings(): Record<string, string> {
  return {};
}
