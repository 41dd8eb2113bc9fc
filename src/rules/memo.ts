/**
 * A pure function of one string remembered for its last `size` arguments (the oldest forgotten first). For the
 * text work a sheet repeats on every render (a palette line's tidying, its ytsheet2 spelling): the same lines
 * come back render after render, and a remembered answer is a map lookup instead of a dozen regular
 * expressions. Only for functions whose answer depends on the string alone and is never mutated.
 */
export function memoByText<T>(fn: (text: string) => T, size = 512): (text: string) => T {
  const known = new Map<string, T>();
  return (text) => {
    const hit = known.get(text);
    if (hit !== undefined || known.has(text)) return hit as T;
    const value = fn(text);
    if (known.size >= size) {
      const oldest = known.keys().next().value;
      if (oldest !== undefined) known.delete(oldest);
    }
    known.set(text, value);
    return value;
  };
}
