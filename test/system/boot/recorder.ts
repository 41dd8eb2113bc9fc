/**
 * The fallback behind every fake Foundry namespace: a path the fakes do not define still answers (so one
 * missing fake does not hide the rest of the boot), but it is recorded, and the test prints and checks it.
 */
export type UnknownPaths = Set<string>;

/** A callable, constructible stand-in for an unknown Foundry value at `path`. */
export function unknownValue(path: string, seen: UnknownPaths): unknown {
  seen.add(path);
  // A function target so the value can also be called or extended like a class.
  const target = function unknownFoundryValue() {};
  return new Proxy(target, {
    get(_t, key) {
      // Symbols (iteration, primitive conversion) and `then` (await) must not look defined.
      if (typeof key === "symbol" || key === "then") return undefined;
      return unknownValue(`${path}.${key}`, seen);
    },
    apply: () => unknownValue(`${path}()`, seen),
    construct: () => unknownValue(`new ${path}()`, seen) as object,
  });
}

/** `known` as is; any property it lacks becomes a recorded unknown value under `path`. */
export function withFallback<T extends object>(known: T, path: string, seen: UnknownPaths): T {
  return new Proxy(known, {
    get(target, key, receiver) {
      if (typeof key === "symbol" || key in target) return Reflect.get(target, key, receiver);
      if (key === "then" || key === "toJSON") return undefined;
      return unknownValue(`${path}.${key}`, seen);
    },
  });
}
