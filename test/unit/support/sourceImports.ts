// The imports between the files of src/, read from their import statements by
// TypeScript's own pre-processor, so `import type`, `export … from` and
// `import()` count as the imports they are. TypeScript and the linter's
// rooms are loaded at run time: the bundler leaves a computed import alone.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, posix, sep } from 'node:path';
import { pathToFileURL } from 'node:url';

export const ROOT = join(__dirname, '..', '..', '..', '..');

/** A file of src/ as a path from the project's folder, with `/`: `src/engine/board.ts`. */
export type SourcePath = string;

interface PreProcessor {
  preProcessFile(
    text: string,
    readImportFiles: boolean,
    detectJavaScriptImports: boolean,
  ): { importedFiles: { fileName: string }[] };
}

function load(path: string): Promise<Record<string, unknown>> {
  return import(path) as Promise<Record<string, unknown>>;
}

/** The linter's rooms (eslint.config.mjs): which room a file is in, and every room's name. */
export async function linterRooms(): Promise<{
  roomOf: (file: SourcePath) => string | undefined;
  rooms: string[];
}> {
  const config = (await load(pathToFileURL(join(ROOT, 'eslint.config.mjs')).href)) as {
    roomOf: (file: SourcePath) => string | undefined;
    BOUNDARIES: Record<string, unknown>;
  };
  return { roomOf: config.roomOf, rooms: Object.keys(config.BOUNDARIES) };
}

/** Every TypeScript file of src/. */
export function sourceFiles(): SourcePath[] {
  return readdirSync(join(ROOT, 'src'), { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.ts'))
    .map((file) => posix.join('src', file.split(sep).join('/')))
    .sort();
}

/** The file a relative import names (`./board` is `board.ts` or `board/index.ts`); undefined for a package. */
function importedFile(from: SourcePath, specifier: string): SourcePath | undefined {
  if (!specifier.startsWith('.')) return undefined;
  const base = posix.join(posix.dirname(from), specifier);
  const candidates = [`${base}.ts`, `${base}/index.ts`, base];
  const found = candidates.find(
    (candidate) => candidate.endsWith('.ts') && existsSync(join(ROOT, candidate)),
  );
  if (found === undefined) throw new Error(`${from} imports ${specifier}, which is no file of src/`);
  return found;
}

/** Each file of src/ and the files of src/ it imports, each once. */
export async function sourceImports(): Promise<Map<SourcePath, SourcePath[]>> {
  const { default: ts } = (await load('typescript')) as { default: PreProcessor };
  const imports = new Map<SourcePath, SourcePath[]>();
  for (const file of sourceFiles()) {
    const text = readFileSync(join(ROOT, file), 'utf8');
    const named = ts.preProcessFile(text, true, true).importedFiles.map((imported) => imported.fileName);
    const files = named.flatMap((specifier) => importedFile(file, specifier) ?? []);
    imports.set(file, [...new Set(files)]);
  }
  return imports;
}

/** The cycles among `imports`: each strongly connected group of more than one file, or a file importing itself. */
export function importCycles(imports: ReadonlyMap<SourcePath, readonly SourcePath[]>): SourcePath[][] {
  // Tarjan's algorithm, iterative so a deep chain of imports cannot overflow the stack.
  const index = new Map<SourcePath, number>();
  const low = new Map<SourcePath, number>();
  const stack: SourcePath[] = [];
  const onStack = new Set<SourcePath>();
  const cycles: SourcePath[][] = [];
  let next = 0;
  for (const start of imports.keys()) {
    if (index.has(start)) continue;
    const work: { file: SourcePath; edge: number }[] = [{ file: start, edge: 0 }];
    index.set(start, next);
    low.set(start, next++);
    stack.push(start);
    onStack.add(start);
    while (work.length > 0) {
      const top = work[work.length - 1];
      const targets = imports.get(top.file) ?? [];
      if (top.edge < targets.length) {
        const target = targets[top.edge++];
        if (!index.has(target)) {
          index.set(target, next);
          low.set(target, next++);
          stack.push(target);
          onStack.add(target);
          work.push({ file: target, edge: 0 });
        } else if (onStack.has(target)) {
          low.set(top.file, Math.min(low.get(top.file)!, index.get(target)!));
        }
        continue;
      }
      work.pop();
      if (work.length > 0) {
        const parent = work[work.length - 1].file;
        low.set(parent, Math.min(low.get(parent)!, low.get(top.file)!));
      }
      if (low.get(top.file) !== index.get(top.file)) continue;
      const group: SourcePath[] = [];
      let member: SourcePath;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        group.push(member);
      } while (member !== top.file);
      if (group.length > 1 || targets.includes(top.file)) cycles.push(group.sort());
    }
  }
  return cycles;
}
