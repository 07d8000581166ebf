import * as vscode from 'vscode';

/**
 * Runs the latest request for each key once requests for it have paused for
 * the given delay: typing and scrolling ask for redraws far more often than
 * redraws are worth doing.
 */
export class Debouncer<Key> implements vscode.Disposable {
  private readonly timers = new Map<Key, ReturnType<typeof setTimeout>>();

  run(key: Key, delay: number, action: () => void): void {
    this.cancel(key);
    this.timers.set(
      key,
      setTimeout(() => {
        this.timers.delete(key);
        action();
      }, delay),
    );
  }

  cancel(key: Key): void {
    clearTimeout(this.timers.get(key));
    this.timers.delete(key);
  }

  dispose(): void {
    this.timers.forEach((timer) => clearTimeout(timer));
    this.timers.clear();
  }
}
