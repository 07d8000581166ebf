import { UsageError } from './io/io';
import { formatCount } from './io/messages';

/** The judges state memory in K: 1 KiB. A limit of less than 1 MiB or more than 64 GiB is a mistake. */
const LEAST_KIB = 1024;
const MOST_KIB = 64 * 1024 * 1024;

const UNITS: Readonly<Record<string, number>> = { k: 1, m: 1024, g: 1024 * 1024 };

/**
 * `--memory-limit`: a size in KiB, MiB or GiB (`65536K`, `256M`, `1G`; a
 * bare number is MiB), as KiB; a usage error for anything else.
 */
export function memoryOption(name: string, text: string | undefined): number | undefined {
  if (text === undefined) return undefined;
  const match = /^\s*(\d+(?:\.\d+)?)\s*([kmg])?(?:i?b)?\s*$/i.exec(text);
  const kib = match ? Math.round(Number(match[1]) * UNITS[(match[2] ?? 'm').toLowerCase()]) : NaN;
  if (!Number.isFinite(kib) || kib < LEAST_KIB || kib > MOST_KIB) {
    throw new UsageError(
      `--${name} ${JSON.stringify(text)}: expected a size from 1M to 64G, such as 65536K, 256M or 1G (a bare number is MiB)`,
    );
  }
  return kib;
}

/** A memory size for people: `812 KiB`, `31.8 MiB`, `2 GiB`. */
export function formatMemorySize(kib: number): string {
  if (kib < 1024) return `${formatCount(Math.round(kib))} KiB`;
  const mib = kib / 1024;
  if (mib < 1024)
    return `${mib >= 100 || Number.isInteger(mib) ? formatCount(Math.round(mib)) : mib.toFixed(1)} MiB`;
  const gib = mib / 1024;
  return `${Number.isInteger(gib) ? gib : gib.toFixed(1)} GiB`;
}
