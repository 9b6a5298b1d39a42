/**
 * Headless Chromium as this machine runs it (Debian's /usr/bin/chromium, as root, no network beyond
 * loopback): the browser journeys and the wire benchmark launch it with these flags.
 */
export const CHROMIUM_PATH = '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-dev-shm-usage',
];
