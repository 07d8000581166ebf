// How the benchmark scripts time and print: one row per figure, its target beside it.
export const median = (values: number[]): number =>
  values.slice().sort((a, b) => a - b)[Math.floor(values.length / 2)];
export const ms = (value: number): string => `${value.toFixed(1)} ms`;

export function printRow(what: string, figure: string, target: string): void {
  console.log(`${what.padEnd(48)} ${figure.padStart(22)}   ${target}`);
}

/** Milliseconds that `run` takes. */
export function time(run: () => void): number {
  const start = process.hrtime.bigint();
  run();
  return Number(process.hrtime.bigint() - start) / 1e6;
}
