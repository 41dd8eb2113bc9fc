/**
 * Foundry VTT compatibility: the ONE place that knows which Foundry generation runs
 * (`game.release.generation`, 13 or 14) and how its documents are shaped. Everything else in the system asks
 * these questions and never branches on a version (test/system/compat/no-version-branches.test.ts checks it).
 *
 *   compat.generation()                     13 or 14 (13 when no game is loaded, e.g. in unit tests)
 *   compat.effectChanges(effect)            an effect's changes: [{key, value, type, phase, priority, mode}]
 *                                           (v13 root `changes`/numeric mode; v14 `system.changes`/string type)
 *   compat.effectChangesData(changes)       create/update data for changes given as [{key, value, type}]
 *   compat.effectDuration(effect)           {rounds, startRound, combatId, seconds} as the rules count it
 *                                           (v13 rounds/startRound/combat/seconds; v14 {value, units} + start)
 *   compat.effectDurationData({rounds, seconds, startRound, combatId})   create/update data for a duration
 *   compat.effectData({name, img, changes, duration, ...rest})           a whole effect's create data
 *   compat.postChatCard({content, speaker, whisper, flags, rolls, style, mode})   ChatMessage.create with
 *                                           `style` (never the old `type`) and mode applied by
 *                                           applyRollMode (v13) / applyMode (v14)
 *   compat.userCardMode()                   the mode the user picked in the chat (v13 `core.rollMode`, v14
 *                                           `core.messageMode`) as a CardMode; "public" when unreadable
 *   compat.statusImage(status)              a status effect's image (v13 `img` or the old `icon`; v14 `img`)
 *   compat.statusEffects()                  CONFIG.statusEffects as a list (v14 may hold a record)
 *   compat.areaCircle(documentName, doc)    a placed circle (MeasuredTemplate; v14 also a Region's single
 *                                           circle): centre in pixels, radius in scene units; else null
 *   compat.areaHooks()                      the create hooks that announce a placed area
 *   compat.tokenHeight(token)               {elevation, level} (level: v14 Scene Level id, else null)
 *   compat.sameLevel(a, b)                  whether two tokens stand on the same Scene Level
 *   compat.deletion(path, key)              an update entry deleting a key (v13 `-=key`, v14 ForcedDeletion)
 *   compat.updateActors(updates)            several world actors updated in one operation (v13
 *                                           Actor.updateDocuments, v14 foundry.documents.modifyBatch); resolves
 *                                           to the ids of those updated (one a hook cancelled is missing)
 *   compat.effectSourceUpdate(source)       the update that brings a stored effect to the running shape
 *   compat.configureEffects(CONFIG.ActiveEffect)   init-time settings that exist in one generation only
 *
 * Editors: the sheets use the `<prose-mirror>` element only (ProseMirror is v14's only engine); nothing
 * reads CONFIG.TinyMCE, which v14 removed (test/system/compat/editors.test.ts).
 */
import type {
  AreaCircle,
  CardMode,
  ChatCardData,
  EffectChange,
  EffectChangeInput,
  EffectTiming,
  EffectTimingInput,
  Generation,
  StatusEffectLike,
  TokenHeight,
} from "./api.js";
import { v13 } from "./v13.js";
import { v14 } from "./v14.js";

export type {
  AreaCircle,
  CardMode,
  ChatCardData,
  EffectChange,
  EffectChangeInput,
  EffectTiming,
  EffectTimingInput,
  StatusEffectLike,
  TokenHeight,
} from "./api.js";

/** The running generation's number; a missing or older release reads as 13 (the minimum we support). */
function runningGeneration(): number {
  const g = (globalThis as { game?: { release?: { generation?: unknown } } }).game;
  const generation = g?.release?.generation;
  return typeof generation === "number" && Number.isFinite(generation) ? generation : 13;
}

/** The answers for the running generation (14 and later answer as 14). */
export function current(): Generation {
  return runningGeneration() >= 14 ? v14 : v13;
}

interface ChatMessageStatics {
  create(data: object): Promise<unknown>;
  implementation?: ChatMessageStatics;
  applyRollMode?(data: object, mode: string): object;
  applyMode?(data: object, mode: string): object;
}

/** An effect's create data: name, image, changes and duration in the running generation's shape. */
export interface EffectDataInput {
  readonly name: string;
  readonly img?: string;
  readonly changes?: readonly EffectChangeInput[];
  readonly duration?: EffectTimingInput;
  readonly [key: string]: unknown;
}

export const compat = {
  generation: (): number => current().generation,

  effectChanges: (effect: unknown): EffectChange[] => current().effectChanges(effect),
  effectChangesData: (changes: readonly EffectChangeInput[]): Record<string, unknown> =>
    current().effectChangesData(changes),
  effectDuration: (effect: unknown): EffectTiming => current().effectTiming(effect),
  effectDurationData: (input: EffectTimingInput): Record<string, unknown> =>
    current().effectTimingData(input),
  effectData({ changes, duration, ...rest }: EffectDataInput): Record<string, unknown> {
    const gen = current();
    return {
      ...rest,
      ...(changes ? gen.effectChangesData(changes) : {}),
      ...(duration ? gen.effectTimingData(duration) : {}),
    };
  },

  /** Posts a chat message; resolves to the created message (whatever ChatMessage.create returns). */
  async postChatCard(card: ChatCardData): Promise<unknown> {
    const gen = current();
    const data = gen.chatData(card);
    const styles = (globalThis as { CONST?: { CHAT_MESSAGE_STYLES?: Record<string, number> } }).CONST
      ?.CHAT_MESSAGE_STYLES;
    if (card.style && typeof styles?.[card.style] === "number") data.style = styles[card.style];
    const base = (globalThis as unknown as { ChatMessage: ChatMessageStatics }).ChatMessage;
    if (card.mode) base[gen.chatModeFunction]?.(data, gen.chatModeKey(card.mode));
    return (base.implementation ?? base).create(data);
  },

  /**
   * The roll/message mode the user picked in the chat log, which every card the user makes follows (a GM's
   * "GM roll" keeps `/sw 2d6` from the players). "public" without a game or for a value no generation names.
   */
  userCardMode(): CardMode {
    const gen = current();
    const settings = (globalThis as { game?: { settings?: { get?(ns: string, key: string): unknown } } }).game
      ?.settings;
    try {
      return gen.cardModeOf(settings?.get?.("core", gen.modeSetting)) ?? "public";
    } catch {
      return "public";
    }
  },

  statusImage: (status: StatusEffectLike): string | null => current().statusImage(status),
  statusEffects(): StatusEffectLike[] {
    const raw = (globalThis as { CONFIG?: { statusEffects?: unknown } }).CONFIG?.statusEffects;
    if (Array.isArray(raw)) return raw as StatusEffectLike[];
    return raw && typeof raw === "object"
      ? Object.entries(raw as Record<string, StatusEffectLike>).map(([id, s]) => ({ id, ...s }))
      : [];
  },

  areaCircle: (documentName: string, doc: unknown): AreaCircle | null =>
    current().areaCircle(documentName, doc),
  areaHooks: (): readonly string[] => current().areaHooks,

  tokenHeight: (token: unknown): TokenHeight => current().tokenHeight(token),
  sameLevel(a: unknown, b: unknown): boolean {
    const gen = current();
    return gen.tokenHeight(a).level === gen.tokenHeight(b).level;
  },

  /** One update entry deleting `key` under the dotted `path` (`-=key` on v13, ForcedDeletion on v14). */
  deletion: (path: string, key: string): [string, unknown] => current().deletion(path, key),

  /**
   * Updates several world actors in one operation and resolves to the ids of the actors Foundry updated: a
   * document whose update a hooked function cancelled (v13 hookEvents.preUpdateDocument, "explicitly returning
   * false") is missing, so the caller compares what came back with what it sent. v13:
   * `Actor.implementation.updateDocuments(updates)` (it resolves to the updated documents). v14:
   * `foundry.documents.modifyBatch([{action: "update", documentName: "Actor", updates}])`, which resolves to one
   * list of documents per operation and cancels the whole batch when one operation is cancelled.
   */
  async updateActors(updates: readonly Record<string, unknown>[]): Promise<string[]> {
    if (updates.length === 0) return [];
    type Doc = { id?: unknown } | null | undefined;
    const ids = (docs: readonly Doc[]) =>
      docs.map((d) => d?.id).filter((id): id is string => typeof id === "string");
    const g = globalThis as unknown as {
      foundry?: { documents?: { modifyBatch?(operations: object[]): Promise<Doc[][]> } };
      Actor: { implementation?: unknown; updateDocuments(updates: object[]): Promise<Doc[]> };
    };
    const modifyBatch =
      current().batchUpdate === "modifyBatch" ? g.foundry?.documents?.modifyBatch : undefined;
    if (modifyBatch) {
      const result = await modifyBatch([{ action: "update", documentName: "Actor", updates: [...updates] }]);
      return ids((result ?? []).flat());
    }
    const actors = (g.Actor.implementation ?? g.Actor) as typeof g.Actor;
    return ids((await actors.updateDocuments([...updates])) ?? []);
  },

  effectSourceUpdate: (source: unknown): Record<string, unknown> | null =>
    current().effectSourceUpdate(source),
  configureEffects: (config: Record<string, unknown>): void => current().configureEffects(config),
};
