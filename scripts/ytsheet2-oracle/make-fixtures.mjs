#!/usr/bin/env node
/**
 * Regenerates test/fixtures/ytsheet2-oracle/ with ytsheet2 itself (docs/import.md, "Fixtures from ytsheet2
 * itself"). Each input sheet in scripts/ytsheet2-oracle/sheets/NAME.json (our own invented fields, as the
 * edit form would post them) is saved by an unmodified ytsheet2 and read back with `mode=json`; that answer
 * becomes test/fixtures/ytsheet2-oracle/NAME.json.
 *
 *   node scripts/ytsheet2-oracle/make-fixtures.mjs PATH_TO_YTSHEET2 [NAME ...]
 *
 * PATH_TO_YTSHEET2 is a copy of the public yutorize/ytsheet2 tree (needs perl and CGI.pm). It is copied to a
 * scratch folder first, so the tree given is never written. Only what changes from one run to the next is
 * fixed afterwards: `id`, `birthTime`, `updateTime` and `sheetURL` (ytsheet2 draws or stamps them).
 */
import { spawnSync } from "node:child_process";
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { basename, join } from "node:path";

const here = import.meta.dirname;
const repo = join(here, "../..");
const sheetsDir = join(here, "sheets");
const outDir = join(repo, "test/fixtures/ytsheet2-oracle");

const [source, ...only] = process.argv.slice(2);
if (!source || !existsSync(join(source, "sw2.5/index.cgi"))) {
  console.error("usage: node scripts/ytsheet2-oracle/make-fixtures.mjs PATH_TO_YTSHEET2 [NAME ...]");
  console.error("PATH_TO_YTSHEET2 must hold sw2.5/index.cgi (a copy of the yutorize/ytsheet2 repository).");
  process.exit(2);
}

const scratch = mkdtempSync(join(tmpdir(), "ytsheet2-oracle-"));
cpSync(source, scratch, { recursive: true });
const site = join(scratch, "sw2.5");
writeFileSync(join(site, "config.cgi"), readFileSync(join(site, "config.cgi.default")));

const cgiEnv = {
  PATH: process.env.PATH,
  SCRIPT_NAME: "/sw2.5/index.cgi",
  SERVER_NAME: "localhost",
  SERVER_PORT: "80",
  HTTP_HOST: "localhost",
  REMOTE_ADDR: "127.0.0.1",
};

function cgi(env, body = "") {
  const run = spawnSync("perl", ["index.cgi"], {
    cwd: site,
    env: { ...cgiEnv, ...env },
    input: body,
    maxBuffer: 64 * 1024 * 1024,
  });
  if (run.status !== 0) throw new Error(`ytsheet2 failed: ${run.stderr.toString()}`);
  return run.stdout.toString("utf8");
}

/**
 * The edit form's script fills a monster's fixed values (base + 7) before it posts; a POST without the
 * browser must send them itself, the same way (ytsheet2's edit-mons.js calcAcc/calcEva/calcVit/calcMnd).
 */
function withFormScripts(fields) {
  if (fields.type !== "m") return fields;
  const out = { ...fields };
  const fix = (base, key) => {
    if (out[base] !== undefined && out[base] !== "" && out[key] === undefined)
      out[key] = String(Number(out[base]) + 7);
  };
  if (!out.mount) {
    fix("vitResist", "vitResistFix");
    fix("mndResist", "mndResistFix");
    for (let i = 1; i <= Number(out.statusNum ?? 1); i++) {
      fix(`status${i}Accuracy`, `status${i}AccuracyFix`);
      fix(`status${i}Evasion`, `status${i}EvasionFix`);
    }
  }
  return out;
}

function save(fields) {
  const token = `t${Math.random().toString(36).slice(2)}`;
  const tokens = join(scratch, "_core/data/token.cgi");
  const old = existsSync(tokens) ? readFileSync(tokens, "utf8") : "";
  writeFileSync(tokens, `${old}${token}<>${Math.floor(Date.now() / 1000) + 3600}\n`);
  const form = {
    mode: "make",
    _token: token,
    protect: "password",
    pass: "oracle",
    ...withFormScripts(fields),
  };
  const body = Object.entries(form)
    .map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(String(v).replace(/\r?\n/g, "\r\n"))}`)
    .join("&");
  const answer = cgi(
    {
      REQUEST_METHOD: "POST",
      CONTENT_TYPE: "application/x-www-form-urlencoded",
      CONTENT_LENGTH: String(Buffer.byteLength(body)),
    },
    body,
  );
  const id = /Location: \.\/\?id=([A-Za-z0-9]+)/.exec(answer)?.[1];
  if (!id) throw new Error(`ytsheet2 did not save the sheet:\n${answer.slice(0, 2000)}`);
  return id;
}

function exportJson(id) {
  const answer = cgi({ REQUEST_METHOD: "GET", QUERY_STRING: `id=${id}&mode=json` });
  const start = answer.indexOf("{");
  return JSON.parse(answer.slice(start));
}

const names = readdirSync(sheetsDir)
  .filter((f) => f.endsWith(".json"))
  .map((f) => basename(f, ".json"))
  .filter((n) => only.length === 0 || only.includes(n));
try {
  for (const name of names) {
    const fields = JSON.parse(readFileSync(join(sheetsDir, `${name}.json`), "utf8"));
    delete fields.$comment;
    const sheet = exportJson(save(fields));
    if (sheet.result !== "OK") throw new Error(`${name}: ytsheet2 answered ${JSON.stringify(sheet.result)}`);
    Object.assign(sheet, {
      id: name,
      birthTime: "0",
      updateTime: "",
      sheetURL: `http://localhost/sw2.5/index.cgi?id=${name}`,
    });
    writeFileSync(join(outDir, `${name}.json`), `${JSON.stringify(sheet, null, 2)}\n`);
    console.log(`${name}: ${Object.keys(sheet).length} fields`);
  }
} finally {
  rmSync(scratch, { recursive: true, force: true });
}
// Our formatter's layout, so a regenerated fixture differs from the committed one only where ytsheet2 did.
spawnSync("npx", ["biome", "format", "--write", outDir], { cwd: repo, stdio: "inherit" });
