export { chromiumFlags, chromiumPath };

/** Headless Chromium with no background traffic: this machine reaches nothing but loopback and the registries. */
const chromiumFlags = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Debian's Chromium, unless CHROMIUM_PATH names another. */
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
