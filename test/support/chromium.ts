import { chromium, type Browser, type BrowserServer } from 'playwright-core';

/** Debian's Chromium, headless, with nothing that reaches the network on its own. */
const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

const launchOptions = () => ({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: chromiumArgs,
});

/** The browser of the bench, or of one test file (`CHROMIUM_PATH` overrides the path). */
export async function launchBrowser(): Promise<Browser> {
  return chromium.launch(launchOptions());
}

/**
 * One browser for a whole e2e run, which each file connects to (`connectBrowser`): a file then
 * starts with a browser that is up, and its contexts go when it disconnects.
 */
export function launchBrowserServer(): Promise<BrowserServer> {
  return chromium.launchServer(launchOptions());
}

export function connectBrowser(endpoint: string): Promise<Browser> {
  return chromium.connect(endpoint);
}
