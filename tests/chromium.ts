// Browser tests use Debian's Chromium, never a downloaded browser (README.md: `apt-get install -y chromium`).
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

export function chromiumMissingMessage(): string {
  return `Chromium was not found at ${CHROMIUM_PATH}. Browser tests need Debian's Chromium: run \`sudo apt-get install -y chromium\` (or set CHROMIUM_PATH to another Chromium binary).`;
}
