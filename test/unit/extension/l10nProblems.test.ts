// Fails when a text the problems' registry gives the editor (a problem's
// format under its name in the problem picker) has no Simplified Chinese
// translation, or when a translation has lost a placeholder. The editor
// translates these with localizeTemplate, which the source scan of
// l10n.test.ts cannot see; here they are produced the way the editor does.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { commentNames, descriptionOf, problemTemplates } from '../../../src/extension/testing/problemTexts';
import { PROBLEMS, problemsForPicker } from '../../../src/problems';

const ROOT = join(__dirname, '..', '..', '..', '..');

function bundle(): Record<string, string> {
  return JSON.parse(readFileSync(join(ROOT, 'l10n', 'bundle.l10n.zh-cn.json'), 'utf8')) as Record<
    string,
    string
  >;
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
    const missing = PROBLEMS.map((problem) => descriptionOf(problem).template).filter(
      (template) => !Object.hasOwn(chinese, template),
    );
    assert.deepEqual(missing, []);
  });

  it('suggests the first names a comment may give, in the picker’s order, as each language lists names', () => {
    assert.equal(
      commentNames('en'),
      problemsForPicker()
        .slice(0, 3)
        .map((problem) => problem.commentName)
        .join(', '),
    );
    assert.equal(commentNames('en'), 'HDU 1043, POJ 1077, P1379');
    assert.equal(commentNames('zh-cn'), 'HDU 1043、POJ 1077、P1379');
  });

  it('keeps each template’s placeholders in its translation', () => {
    for (const template of problemTemplates())
      assert.deepEqual(placeholders(chinese[template] ?? ''), placeholders(template), template);
  });

  it('describes each problem in one line of English', () => {
    for (const problem of PROBLEMS) {
      assert.ok(problem.description.trim() !== '' && !/[\r\n]/.test(problem.description), problem.id);
      assert.ok(
        !/[^\x20-\x7e]/.test(problem.description),
        `${problem.id}: the registry's descriptions are English`,
      );
    }
  });
});
