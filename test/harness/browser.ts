// Debian's Chromium driven by playwright-core. Playwright's own browser
// builds are downloaded from outside the npm registry, which these machines
// cannot reach, so `playwright install` is never used.
import { Browser, BrowserContext, chromium } from 'playwright-core';
import { findChromium } from './prerequisites';

const ARGS = [
  '--no-sandbox', // runs as root in CI
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-dev-shm-usage', // a container's /dev/shm is often too small
];

export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: findChromium(), args: ARGS, headless: true });
}

/** Chromium on a profile kept in `dir`, as a person's browser keeps its own from one session to the next (its storage and service workers among it). */
export function launchChromiumProfile(
  dir: string,
  viewport: { width: number; height: number },
): Promise<BrowserContext> {
  return chromium.launchPersistentContext(dir, {
    executablePath: findChromium(),
    args: ARGS,
    headless: true,
    viewport,
  });
}
