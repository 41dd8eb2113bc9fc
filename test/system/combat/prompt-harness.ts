/**
 * The board's point dialogs' Foundry glue under test (board-prompts.ts `askForcedMove`, `askPlace`): the real
 * templates rendered with the real language file, and a DialogV2.prompt stand-in written from the v13 API
 * pages: it resolves with the ok button's callback result, or null when the dialog is closed with
 * `rejectClose: false`; its `render` option is called with the dialog. Tests play the GM typing into the form.
 * Call `promptHarness()` at the top of a test file: it stubs the globals before and after the file's tests.
 */
import { afterAll, beforeAll, beforeEach, vi } from "vitest";
import { renderer } from "../../browser/render-harness.js";
import { en } from "./helpers.js";

export interface PromptConfig {
  window: { title: string };
  classes: string[];
  content: string;
  ok: { label: string; callback: (event: unknown, button: unknown) => unknown };
  render?: (event: unknown, dialog: unknown) => void;
  close?: () => void;
  rejectClose: boolean;
}

export interface PromptHarness {
  /** Every dialog opened, in order. */
  readonly prompts: PromptConfig[];
  /** Every warning shown. */
  readonly warnings: string[];
  /** Every information notice shown. */
  readonly infos: string[];
  /** The real templates, rendered in English (its `missing` keys). */
  readonly html: ReturnType<typeof renderer>;
  /** The board-prompts module, imported once the globals are stubbed. */
  module(): typeof import("../../../src/system/combat/tracker/board-prompts.js");
  /** The GM types these values into the dialog's fields and clicks its ok button. */
  types(values: { x: string; y: string; together?: boolean }): void;
  /** What the GM does with the next dialogs: the callback's result, or null for closing it. */
  answer(with_: (config: PromptConfig) => unknown): void;
}

export function promptHarness(): PromptHarness {
  const prompts: PromptConfig[] = [];
  const warnings: string[] = [];
  const infos: string[] = [];
  const html = renderer("en");
  let answer: (config: PromptConfig) => unknown = () => null;
  let mod: typeof import("../../../src/system/combat/tracker/board-prompts.js") | null = null;
  beforeAll(async () => {
    vi.stubGlobal("Combat", class {});
    vi.stubGlobal("HTMLElement", class {});
    vi.stubGlobal("game", {
      i18n: { localize: (k: string) => en(k), format: (k: string, p: Record<string, string>) => en(k, p) },
    });
    vi.stubGlobal("ui", {
      notifications: {
        warn: (m: string) => warnings.push(m),
        info: (m: string) => infos.push(m),
        error: () => undefined,
      },
    });
    vi.stubGlobal("foundry", {
      applications: {
        api: {
          DialogV2: {
            async prompt(config: PromptConfig) {
              prompts.push(config);
              config.render?.(new Event("render"), { element: null });
              return answer(config);
            },
          },
        },
        handlebars: {
          renderTemplate: async (path: string, context: object) =>
            html.render(path.replace("systems/swordworld25/templates/", ""), context),
        },
      },
      data: { fields: { StringField: class {} } },
      abstract: { TypeDataModel: class {} },
    });
    mod = await import("../../../src/system/combat/tracker/board-prompts.js");
  });
  afterAll(() => vi.unstubAllGlobals());
  beforeEach(() => {
    prompts.length = 0;
    warnings.length = 0;
    infos.length = 0;
    answer = () => null;
  });
  return {
    prompts,
    warnings,
    infos,
    html,
    module: () => {
      if (!mod) throw new Error("board-prompts.js is imported in beforeAll");
      return mod;
    },
    types(values) {
      answer = (config) => {
        const form = {
          querySelector: (selector: string) => {
            const name = /name="(\w+)"/.exec(selector)?.[1];
            if (name === "together") return { checked: values.together === true };
            return name === "x" || name === "y" ? { value: values[name] } : null;
          },
        };
        return config.ok.callback({}, { form });
      };
    },
    answer(with_) {
      answer = with_;
    },
  };
}
