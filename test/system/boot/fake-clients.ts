/**
 * Several connected clients at one table: a GM (or two) and players sharing one world, the way Foundry's public
 * API pages describe it (never written from Foundry's or fvtt-types' source):
 *
 * - Document hooks: `update<Document>` "fires for all connected clients after the update has been processed",
 *   with "the ID of the User who triggered the update workflow"
 *   (https://foundryvtt.com/api/functions/hookEvents.updateDocument.html; v14:
 *   https://foundryvtt.com/api/v14/functions/hookEvents.updateDocument.html); `create<Document>` "fires for all
 *   connected clients after the creation has been processed"
 *   (https://foundryvtt.com/api/functions/hookEvents.createDocument.html); `delete<Document>` alike
 *   (hookEvents.deleteDocument). `moveToken` "fires for all connected clients after the update has been
 *   processed", with the User that requested it (https://foundryvtt.com/api/functions/hookEvents.moveToken.html).
 * - `game.users.activeGM`: "Get one User who is an active Gamemaster (non-assistant if possible), or null if no
 *   active GM is available. This can be useful for workflows which occur on all clients, but where only one
 *   user should take action" (https://foundryvtt.com/api/classes/foundry.documents.collections.Users.html; the
 *   same on the v14 page). `User#isActiveGM` "Is this User the active GM?", `User#isSelf` "A flag for whether
 *   this User is the connected client", `User#active` "Is the User currently logged into the game World?"
 *   (https://foundryvtt.com/api/classes/foundry.documents.User.html).
 * - Permissions: `Document#canUserModify(user, action)` "Test whether a given User has permission to perform some
 *   action on this Document", `testUserPermission(user, permission)` with DOCUMENT_OWNERSHIP_LEVELS
 *   (https://foundryvtt.com/api/v10/classes/foundry.documents.BaseItem.html, unchanged since;
 *   https://foundryvtt.com/api/types/foundry.abstract.types.DocumentPermissionTest.html). A user without the
 *   permission is refused: the operation rejects and nothing is written, on any client.
 *
 * How the fake does it: the bundle is loaded once, so every client runs the same listeners and the same module
 * state; what differs per client is `game.user` (and so `isSelf`, `isActiveGM`). A client's turn is an
 * AsyncLocalStorage context (node:async_hooks): `table.as(user, fn)` runs `fn` and every promise and timer it
 * starts as that user's client, so a listener that awaits still sees its own `game.user`. Outside any client's
 * turn `game.user` is the test's default user (settable, as in the single-client fake).
 *
 * What the fake decides where the docs are silent: of several connected GMs the first in the table's order is
 * the active one; a hook "on every client" runs first on the requesting user's client, then on the others in the
 * table's order (the module state a listener leaves on the requesting client, e.g. a movement it judged in
 * preMoveToken, is then taken there first, as only that client holds it in Foundry); a whispered message's
 * create hook runs on every client too (the system must not act on a message meant for someone else); only a GM
 * writes a Combat (none of the flows here asks a player's client to).
 */
import { AsyncLocalStorage } from "node:async_hooks";
import { chatServer, FakeCollection, User } from "./fake-documents.js";
import type { BootRecord } from "./fake-foundry.js";
import { movementServer, movementsDelivered } from "./fake-movement.js";

type Hooks = { callAll(name: string, ...args: unknown[]): boolean };
const hooks = () => (globalThis as unknown as { Hooks: Hooks }).Hooks;
type GameLike = Record<string, unknown> & { messages: FakeCollection<unknown> };
const game = () => (globalThis as unknown as { game: GameLike }).game;

/** A user of the table: a fake User whose `isSelf` and `isActiveGM` answer for the client asking. */
export interface TableUser extends User {
  readonly id: string;
  readonly name: string;
  readonly isGM: boolean;
  /** Connected (User#active). */
  active: boolean;
  readonly isSelf: boolean;
  readonly isActiveGM: boolean;
  readonly targets: Set<unknown> & { first(): unknown };
}

/** A document the table serves: who owns it, and what its writes were. */
export interface Served {
  readonly owners: Set<string>;
  /** Writes that landed, in order, with the user who made each. */
  readonly writes: { userId: string; data: unknown }[];
  /** Writes refused for want of permission, with the user who tried. */
  readonly refused: { userId: string; data: unknown }[];
}

/** A served document: its own fields, its record, and the server's update and delete. */
export type ServedDoc<D> = D & {
  readonly served: Served;
  update(data: Record<string, unknown>, options?: Record<string, unknown>): Promise<unknown>;
  delete(options?: Record<string, unknown>): Promise<unknown>;
};

export interface Table {
  readonly users: TableUser[];
  /** The user of the client whose turn it is (the test's default outside any). */
  readonly current: TableUser;
  /** Runs `fn` as `user`'s client: `game.user` is that user in `fn` and in everything it starts. */
  as<T>(user: TableUser, fn: () => T): T;
  /** Connects or disconnects a user (User#active). */
  connect(user: TableUser, active?: boolean): void;
  /** Calls a hook on every connected client, the requesting user's first (see the header). */
  onEveryClient(name: string, args: unknown[], requester?: string | null): void;
  /**
   * Makes `doc` a served document: `update` and `delete` reach the server in a later task, which checks the acting
   * user's permission (a GM, or one of `owners`; refused: the call rejects and nothing is written), then writes
   * (`apply`) and calls `update<Name>` / `delete<Name>` on every client.
   */
  serve<D extends object>(
    doc: D,
    documentName: string,
    owners: readonly TableUser[],
    apply: { update?: (data: Record<string, unknown>) => void; delete?: () => void },
  ): ServedDoc<D>;
  /** Every notification shown, with the user whose client showed it (`ui.notifications` is per client). */
  readonly notices: { userId: string; level: string; message: string }[];
  /** Waits until no hook, relay or movement of any client is still running. */
  settle(): Promise<void>;
}

const clientOf = new AsyncLocalStorage<TableUser>();

/**
 * A write travels to the server and back: it lands in a later task, never inside the caller's synchronous
 * run, so two clients reacting to the same hook both read the world as it was before either wrote.
 */
const serverTrip = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

function tableUser(id: string, name: string, isGM: boolean, table: () => Table): TableUser {
  const targets = Object.assign(new Set<unknown>(), {
    first(this: Set<unknown>): unknown {
      return this.values().next().value;
    },
  });
  const user = Object.assign(new User({ id, name }), { id, name, isGM, active: true, targets });
  Object.defineProperties(user, {
    isSelf: { get: () => table().current.id === id },
    isActiveGM: { get: () => (game().users as { activeGM: TableUser | null }).activeGM?.id === id },
  });
  return user as unknown as TableUser;
}

/**
 * Installs a table of users on the booted fake Foundry: `game.user`, `game.users` (with `activeGM`), chat
 * messages created by the server for their author and seen by every client, token movements refused to users
 * who may not move the token and delivered to every client. The first user is the default `game.user`.
 */
export function installTable(
  record: BootRecord,
  specs: { id: string; name: string; isGM: boolean }[],
): Table {
  let table: Table | null = null;
  const users = specs.map((s) => tableUser(s.id, s.name, s.isGM, () => table as Table));
  let fallback = users[0] as TableUser;
  const collection = new FakeCollection<TableUser>();
  // Users#activeGM: a getter (Object.assign would copy its value once).
  Object.defineProperty(collection, "activeGM", {
    get: (): TableUser | null => users.find((u) => u.isGM && u.active) ?? null,
  });
  for (const u of users) collection.set(u.id, u);
  const g = game();
  Object.defineProperty(g, "user", {
    configurable: true,
    get: () => clientOf.getStore() ?? fallback,
    set: (user: TableUser) => {
      fallback = user;
    },
  });
  g.users = collection;

  const may = (user: TableUser, owners: Set<string>) => user.isGM || owners.has(user.id);
  const notices: Table["notices"] = [];
  const ui = (globalThis as unknown as { ui: { notifications: Record<string, (m: string) => unknown> } }).ui;
  for (const level of ["info", "warn", "error"]) {
    const shown = ui.notifications[level]?.bind(ui.notifications);
    ui.notifications[level] = (message: string) => {
      notices.push({ userId: (table as Table).current.id, level, message });
      return shown?.(message);
    };
  }
  table = {
    users,
    notices,
    get current() {
      return clientOf.getStore() ?? fallback;
    },
    as: (user, fn) => clientOf.run(user, fn),
    connect(user, active = true) {
      user.active = active;
    },
    onEveryClient(name, args, requester = null) {
      const order = [
        ...users.filter((u) => u.active && u.id === requester),
        ...users.filter((u) => u.active && u.id !== requester),
      ];
      for (const user of order) clientOf.run(user, () => hooks().callAll(name, ...args));
    },
    serve(doc, documentName, owners, apply) {
      const served: Served = { owners: new Set(owners.map((o) => o.id)), writes: [], refused: [] };
      const self = doc as typeof doc & Record<string, unknown>;
      let deleted = false;
      const permission = (user: TableUser, data: unknown): void => {
        // A deleted document is no longer on the server: any later write to it is refused.
        if (deleted) throw new Error(`${documentName} ${String(self.id)} does not exist`);
        if (may(user, served.owners)) return;
        served.refused.push({ userId: user.id, data: structuredClone(data) });
        throw new Error(`User ${user.name} lacks permission to update ${documentName} ${String(self.id)}`);
      };
      Object.assign(self, {
        served,
        canUserModify: (user: TableUser) => may(user, served.owners),
        testUserPermission: (user: TableUser) => may(user, served.owners),
        async update(data: Record<string, unknown>, options: Record<string, unknown> = {}) {
          const user = (table as Table).current;
          await serverTrip();
          permission(user, data);
          apply.update?.(data);
          served.writes.push({ userId: user.id, data: structuredClone(data) });
          (table as Table).onEveryClient(`update${documentName}`, [self, data, options, user.id], user.id);
          return self;
        },
        async delete(options: Record<string, unknown> = {}) {
          const user = (table as Table).current;
          await serverTrip();
          permission(user, "delete");
          deleted = true;
          apply.delete?.();
          served.writes.push({ userId: user.id, data: "delete" });
          (table as Table).onEveryClient(`delete${documentName}`, [self, options, user.id], user.id);
          return self;
        },
      });
      // Document#isOwner: the current client's user.
      Object.defineProperty(self, "isOwner", {
        configurable: true,
        get: () => may((table as Table).current, served.owners),
      });
      return self as unknown as ServedDoc<typeof doc>;
    },
    async settle() {
      for (let i = 0; i < 30; i++) {
        await movementsDelivered();
        await Promise.allSettled(record.pending);
        await new Promise((resolve) => setTimeout(resolve, 0));
      }
    },
  };

  // ChatMessage.create: after the server trip the server stamps the author (the creating user) and every client
  // sees the new message (createChatMessage, with that user's id); then the creator's promise resolves. Its
  // author or a GM may delete it.
  let nextMessage = 1;
  chatServer.created = async (message) => {
    const t = table as Table;
    const author = t.current;
    await serverTrip();
    const id = `msg${String(nextMessage++).padStart(13, "0")}`;
    const m = message as unknown as Record<string, unknown>;
    Object.assign(m, {
      id,
      author,
      whisper: Array.isArray(m.whisper) ? m.whisper : [],
      flags: m.flags ?? {},
    });
    t.serve(m, "ChatMessage", [author], { delete: () => game().messages.delete(id) });
    game().messages.set(id, m);
    t.onEveryClient("createChatMessage", [m, {}, author.id], author.id);
  };
  // Token movement: refused to a user who may not modify the token; moveToken on every client.
  movementServer.mayMove = (token) => {
    const check = (token as { canUserModify?: (u: unknown, a: string) => boolean }).canUserModify;
    return typeof check !== "function" || check.call(token, (table as Table).current, "update");
  };
  movementServer.deliver = (args) => {
    const user = args[3] as { id?: string } | undefined;
    (table as Table).onEveryClient("moveToken", args, user?.id ?? null);
  };
  return table;
}
