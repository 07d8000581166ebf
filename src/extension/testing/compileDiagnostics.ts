import * as vscode from 'vscode';
import { CompilerProblem, compilerProblems } from './compilerProblems';

/**
 * A solution's compile errors in the Problems panel, when the compiler's
 * output can be read (gcc, g++, javac, Python's syntax errors); cleared when
 * it compiles again. The output channel has the compiler's whole output
 * either way.
 */
export class CompileDiagnostics implements vscode.Disposable {
  private readonly collection = vscode.languages.createDiagnosticCollection('eightPuzzle.judge');
  /** The files each solution's last compilation put problems in (a header, another class). */
  private readonly placed = new Map<string, vscode.Uri[]>();

  /** Replaces `source`'s problems with the ones in `output`; returns how many were shown. */
  show(source: vscode.Uri, output: string): number {
    this.clear(source);
    const byFile = new Map<string, { uri: vscode.Uri; diagnostics: vscode.Diagnostic[] }>();
    for (const problem of compilerProblems(output)) {
      const uri = fileOf(problem.file, source);
      const entry = byFile.get(uri.toString()) ?? { uri, diagnostics: [] };
      entry.diagnostics.push(diagnosticOf(problem, uri));
      byFile.set(uri.toString(), entry);
    }
    for (const { uri, diagnostics } of byFile.values()) this.collection.set(uri, diagnostics);
    this.placed.set(
      source.toString(),
      [...byFile.values()].map((entry) => entry.uri),
    );
    return [...byFile.values()].reduce((count, entry) => count + entry.diagnostics.length, 0);
  }

  clear(source: vscode.Uri): void {
    for (const uri of this.placed.get(source.toString()) ?? []) this.collection.delete(uri);
    this.placed.delete(source.toString());
  }

  /** What the Problems panel holds for `uri`, for the in-host tests. */
  get(uri: vscode.Uri): readonly vscode.Diagnostic[] {
    return this.collection.get(uri) ?? [];
  }

  dispose(): void {
    this.collection.dispose();
  }
}

/**
 * The file a compiler named, which is the solution itself unless it names another by path; relative to the
 * solution's folder.
 */
function fileOf(file: string, source: vscode.Uri): vscode.Uri {
  const folder = vscode.Uri.joinPath(source, '..');
  const isAbsolute = file.startsWith('/') || /^[A-Za-z]:[\\/]/.test(file);
  const uri = isAbsolute ? vscode.Uri.file(file) : vscode.Uri.joinPath(folder, file);
  return uri.fsPath === source.fsPath ? source : uri;
}

function diagnosticOf(problem: CompilerProblem, uri: vscode.Uri): vscode.Diagnostic {
  const line = Math.max(0, problem.line - 1);
  const document = vscode.workspace.textDocuments.find((open) => open.uri.toString() === uri.toString());
  const text = document && line < document.lineCount ? document.lineAt(line).text : undefined;
  const indentation = text === undefined ? 0 : text.length - text.trimStart().length;
  const start =
    problem.column === undefined
      ? indentation
      : Math.max(0, problem.column - 1 + (problem.afterIndentation === true ? indentation : 0));
  // Underline the word at the column, or the line's text when there is no column.
  const end =
    text === undefined ? start + 1 : problem.column === undefined ? text.length : wordEnd(text, start);
  const severity =
    problem.severity === 'error'
      ? vscode.DiagnosticSeverity.Error
      : problem.severity === 'warning'
        ? vscode.DiagnosticSeverity.Warning
        : vscode.DiagnosticSeverity.Information;
  const diagnostic = new vscode.Diagnostic(
    new vscode.Range(line, start, line, Math.max(end, start + 1)),
    problem.message,
    severity,
  );
  diagnostic.source = vscode.l10n.t('compiler');
  return diagnostic;
}

function wordEnd(text: string, start: number): number {
  const match = /^[\w$]+/.exec(text.slice(start));
  return start + (match ? match[0].length : 1);
}
