/** The build writes system.json's url, manifest and download from package.json's repository, when it has one. */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
// @ts-expect-error: a plain .mjs build script without type declarations
import { githubRepository, withReleaseUrls } from "../../scripts/release-urls.mjs";

const root = join(import.meta.dirname, "../..");
const system = { id: "swordworld25", version: "0.3.1", title: "Sword World 2.5" };

describe("release URLs in system.json", () => {
  it("reads the GitHub repository from every form npm accepts", () => {
    for (const form of [
      "someone/sw25-foundry",
      "github:someone/sw25-foundry",
      "https://github.com/someone/sw25-foundry",
      "https://github.com/someone/sw25-foundry.git",
      "git+https://github.com/someone/sw25-foundry.git",
      "git@github.com:someone/sw25-foundry.git",
      { type: "git", url: "git+https://github.com/someone/sw25-foundry.git" },
    ])
      expect(githubRepository(form), JSON.stringify(form)).toBe("someone/sw25-foundry");
    for (const form of [undefined, null, "", 42, {}, "https://gitlab.com/someone/x", "just-a-name"])
      expect(githubRepository(form), JSON.stringify(form)).toBeNull();
  });

  it("with a repository: url, the latest release's manifest and this version's zip", () => {
    const shipped = withReleaseUrls(system, {
      repository: { type: "git", url: "https://github.com/a/b.git" },
    });
    expect(shipped).toEqual({
      ...system,
      url: "https://github.com/a/b",
      manifest: "https://github.com/a/b/releases/latest/download/system.json",
      download: "https://github.com/a/b/releases/download/v0.3.1/swordworld25.zip",
    });
  });

  it("without one (as package.json is today): system.json unchanged, no manifest to point at nothing", () => {
    expect(withReleaseUrls(system, {})).toEqual(system);
    expect(withReleaseUrls(system, { repository: "https://gitlab.com/a/b" })).toEqual(system);
    const pkg = JSON.parse(readFileSync(join(root, "package.json"), "utf8"));
    const real = JSON.parse(readFileSync(join(root, "system.json"), "utf8"));
    const shipped = withReleaseUrls(real, pkg);
    if (pkg.repository === undefined) expect(shipped.manifest).toBeUndefined();
    else expect(shipped.manifest).toMatch(/^https:\/\/github\.com\/.+\/system\.json$/);
  });
});
