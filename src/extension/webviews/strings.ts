import { localizeTemplate } from '../config';

/**
 * A page's English table (src/protocol) in the user's language, under the
 * page's keys. Each English value is its own bundle key, so a page's parse
 * errors share their translations with the engine's identical templates.
 */
export function localizedStrings(english: Readonly<Record<string, string>>): Record<string, string> {
  const strings: Record<string, string> = {};
  for (const [key, text] of Object.entries(english))
    strings[key] = localizeTemplate({ template: text, args: [] });
  return strings;
}
