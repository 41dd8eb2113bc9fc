// Where a published release lives: system.json's url, manifest and download, read from package.json's
// `repository`. Without one (or on a host we cannot link releases for) the manifest fields are left out,
// and the README's zip install is the way in.

/** `owner/name` of a GitHub repository from npm's `repository` field (string or `{ url }`), or null. */
export function githubRepository(repository) {
  const raw = typeof repository === "string" ? repository : repository?.url;
  if (typeof raw !== "string") return null;
  const text = raw.trim();
  const patterns = [
    /^(?:github:)?([A-Za-z0-9][\w-]*)\/([\w.-]+?)(?:\.git)?$/,
    /^(?:git\+)?(?:https?|git|ssh):\/\/(?:git@)?github\.com\/([\w-]+)\/([\w.-]+?)(?:\.git)?\/?$/,
    /^git@github\.com:([\w-]+)\/([\w.-]+?)(?:\.git)?$/,
  ];
  for (const pattern of patterns) {
    const match = pattern.exec(text);
    if (match) return `${match[1]}/${match[2]}`;
  }
  return null;
}

/**
 * system.json as the build ships it: with `url`, `manifest` (the latest release's system.json) and
 * `download` (this version's zip) when package.json names a GitHub repository; unchanged otherwise.
 */
export function withReleaseUrls(system, pkg) {
  const repo = githubRepository(pkg?.repository);
  if (!repo) return { ...system };
  const home = `https://github.com/${repo}`;
  return {
    ...system,
    url: home,
    manifest: `${home}/releases/latest/download/system.json`,
    download: `${home}/releases/download/v${system.version}/${system.id}.zip`,
  };
}
