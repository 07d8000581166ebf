// Fails when a text the problems' registry gives the editor (a problem's
// format under its name in the problem picker, the list of names a comment
// may give) has no Simplified Chinese translation, or when a translation
// has lost a placeholder. The editor translates these with localizeTemplate,
// which the source scan of l10n.test.ts cannot see; here they are produced
// the way the editor produces them.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { commentNames, descriptionOf, problemTemplates } from '../../src/extension/testing/problemTexts';
import { PROBLEMS, problemsForPicker } from '../../src/problems';

const ROOT = join(__dirname, '..', '..', '..');

function bundle(): Record<string, string> {
  return JSON.parse(readFileSync(join(ROOT, 'l10n', 'bundle.l10n.zh-cn.json'), 'utf8')) as Record<string, string>;
}

/** The `{0}`, `{1}` … of a message, sorted. */
function placeholders(message: string): string[] {
  return (message.match(/\{\d+\}/g) ?? []).sort();
}

describe('translations of the problems’ registry', () => {
  let chinese: Record<string, string> = {};
  before(() => (chinese = bundle()));

  it('translates every problem’s description, as the problem picker shows it', () => {
    assert.ok(PROBLEMS.length > 0);
    const missing = PROBLEMS.map((problem) => descriptionOf(problem).template).filter((template) => !Object.hasOwn(chinese, template));
    assert.deepEqual(missing, []);
  });

  it('translates the list of the names a comment may give, one placeholder a problem', () => {
    const { template, args } = commentNames();
    assert.deepEqual(args, problemsForPicker().map((problem) => problem.commentName));
    assert.equal(placeholders(template).length, PROBLEMS.length);
    assert.ok(Object.hasOwn(chinese, template), `"${template}" has no translation`);
  });

  it('keeps each template’s placeholders in its translation', () => {
    for (const template of problemTemplates()) assert.deepEqual(placeholders(chinese[template] ?? ''), placeholders(template), template);
  });

  it('describes each problem in one line of English', () => {
    for (const problem of PROBLEMS) {
      assert.ok(problem.description.trim() !== '' && !/[\r\n]/.test(problem.description), problem.id);
      assert.ok(!/[^\x20-\x7e]/.test(problem.description), `${problem.id}: the registry's descriptions are English`);
    }
  });
});
