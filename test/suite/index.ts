// The in-host mocha suite (being written): exports run() for the runner extension and @vscode/test-electron.
export async function run(): Promise<void> {}
