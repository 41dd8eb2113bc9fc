/**
 * Sheet actions whose code loads on the first click (a chunk of its own), so a world does not download it at
 * load. An ApplicationV2 click action is `(event, target) => Promise<void>` run with the application as `this`
 * (foundryvtt.com/api, ApplicationClickAction); each stand-in loads the module once, then calls its handler so.
 */

// biome-ignore lint/suspicious/noExplicitAny: a sheet action's `this` is the sheet, typed by each handler.
type Action = (this: any, event: PointerEvent, target: HTMLElement) => Promise<void>;

/**
 * Stand-ins for the actions `names` of the module `load` imports (`names` lists every key of the handlers
 * wanted, each `true`, so the compiler checks the list against the module). One download however often
 * they are clicked; a failed download is tried again by the next click.
 */
export function lazyActions<M, K extends keyof M>(
  load: () => Promise<M>,
  names: { readonly [P in K]: true },
): Pick<M, K> {
  let loading: Promise<M> | null = null;
  const loaded = (): Promise<M> => {
    loading ??= load().catch((error: unknown) => {
      loading = null;
      throw error;
    });
    return loading;
  };
  const actions: Record<string, Action> = {};
  for (const name of Object.keys(names) as (K & string)[]) {
    actions[name] = async function (this: unknown, event: PointerEvent, target: HTMLElement) {
      const handler = (await loaded())[name] as unknown as Action;
      return handler.call(this, event, target);
    };
  }
  return actions as unknown as Pick<M, K>;
}
