import { ENGLISH } from '../../webview/strings';
import { localizeTemplate } from '../config';

/**
 * The webview's strings in the user's language, under the webview's keys.
 * Each English value is its own bundle key, so the webview's parse errors
 * share their translations with the engine's identical templates.
 */
export function webviewStrings(): Record<string, string> {
  const strings: Record<string, string> = {};
  for (const [key, english] of Object.entries(ENGLISH)) strings[key] = localizeTemplate({ template: english, args: [] });
  return strings;
}
