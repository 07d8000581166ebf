import { LAB_ENGLISH } from '../../lab/strings';
import { localizeTemplate } from '../config';
import { webviewStrings } from '../board/strings';

/** The lab page's strings in the user's language: the board's (tiles, parse errors) and the lab's own, each English value its own bundle key. */
export function labStrings(): Record<string, string> {
  const strings = webviewStrings();
  for (const [key, english] of Object.entries(LAB_ENGLISH)) strings[key] = localizeTemplate({ template: english, args: [] });
  return strings;
}
