// All declaration merging into the Foundry types lives here (see docs/toolchain notes).
declare module "fvtt-types/configuration" {
  interface AssumeHookRan {
    init: never;
  }
}

export {};
