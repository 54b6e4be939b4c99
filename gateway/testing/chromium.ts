import { existsSync } from 'node:fs';

/** Debian's Chromium where there is one (Playwright cannot download its own everywhere). */
export const chromiumPath = process.env.PLAYWRIGHT_CHROMIUM_PATH || process.env.CHROME_PATH || (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);

/** Quiet and offline: no sandbox (containers), no GPU, no QUIC, no updates, sync or first-run pages. */
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
] as const;
