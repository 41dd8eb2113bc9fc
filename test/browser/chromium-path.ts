// Where the browser tests find Chromium and how they start it (no other import: the run's global set-up
// launches the shared Chromium with these, test/global-setup.ts).

/** Debian's Chromium (`SW25_CHROMIUM` names another; a path that is not there skips the browser tests). */
export const CHROMIUM = process.env.SW25_CHROMIUM || "/usr/bin/chromium";
export const FLAGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];
