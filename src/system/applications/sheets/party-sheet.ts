/**
 * The party sheet: members (drag characters in), what each has left, the shared fund and loot, the session
 * summaries, and for the GM the end of a session (party/session-end-write.ts). Players see the party; only the
 * GM ends a session, and only the party's owners add or remove members.
 */

import { defeatedMonsterLine } from "../../../rules/character/creation/session-end.js";
import { rollShardHonor, type ShardHonor } from "../../../rules/character/supplies/sword-shards.js";
import { notifyError } from "../../chat/apply-card.js";
import { compat } from "../../compat/index.js";
import { engineRoll, foundryDice } from "../../dice/engine-roll.js";
import { sessionEndOptions } from "../../party/party-settings.js";
import { type MemberState, writeSessionEnd } from "../../party/session-end-write.js";
import { actorInput } from "../view/actor-input.js";
import { partyEdit } from "../view/edit/party-edit.js";
import {
  type PartyMemberInput,
  partyView,
  SESSION_END_FIELDS,
  type SessionEndValues,
  sessionEndForm,
  withMember,
  withoutMember,
} from "../view/party-view.js";
import { bag, list, num, text } from "../view/read.js";
import { SwordWorldActorSheet } from "./actor-sheet-base.js";
import { CHARACTER_PARTIALS } from "./character-sheet.js";
import { newDay } from "./new-day.js";
import { ACTOR_EDIT_ACTIONS } from "./sheet-actions.js";

interface PartyThis {
  actor: Actor.Implementation;
  element: HTMLElement;
}

const t = (key: string, data?: Record<string, string>) =>
  (data ? game.i18n?.format(key, data) : game.i18n?.localize(key)) ?? key;

/** The party's members as stored, each with its world actor (null: deleted). */
function memberActors(party: Actor.Implementation): (Actor.Implementation | null)[] {
  return list(bag(party.toObject().system).members).map(
    (id) => (game.actors?.get(text(id)) as Actor.Implementation | undefined) ?? null,
  );
}

function memberInput(actor: Actor.Implementation): PartyMemberInput {
  const input = actorInput(actor);
  return {
    id: actor.id ?? "",
    name: actor.name ?? "",
    img: actor.img ?? "",
    system: input.system,
    unconscious: actor.statuses?.has("unconscious") ?? false,
    canOpen: actor.testUserPermission(game.user as User.Implementation, "OBSERVER"),
  };
}

/** The member a row's button names, only if the party lists it. */
function memberOf(party: Actor.Implementation, target: HTMLElement): Actor.Implementation | null {
  const id = target.closest<HTMLElement>("[data-member-id]")?.dataset.memberId;
  const listed = list(bag(party.toObject().system).members).some((m) => text(m) === id);
  return id && listed ? ((game.actors?.get(id) as Actor.Implementation | undefined) ?? null) : null;
}

async function onOpenMember(this: PartyThis, _e: PointerEvent, target: HTMLElement): Promise<void> {
  await memberOf(this.actor, target)?.sheet?.render(true);
}

async function onRemoveMember(this: PartyThis, _e: PointerEvent, target: HTMLElement): Promise<void> {
  const id = target.closest<HTMLElement>("[data-member-id]")?.dataset.memberId;
  if (!id || !this.actor.isOwner) return;
  await this.actor.update({ "system.members": withoutMember(this.actor.toObject().system, id) } as never);
}

async function onDropMissing(this: PartyThis): Promise<void> {
  if (!this.actor.isOwner) return;
  const kept = list(bag(this.actor.toObject().system).members)
    .map((id) => text(id))
    .filter((id) => game.actors?.get(id));
  await this.actor.update({ "system.members": kept } as never);
}

/** The member's growth roll: the same action as the character sheet's (it lands in the newest record). */
async function onMemberGrowth(this: PartyThis, _e: PointerEvent, target: HTMLElement): Promise<void> {
  const member = memberOf(this.actor, target);
  if (!member?.isOwner) return void ui.notifications?.warn(t("SW25.Party.NotOwner"));
  await ACTOR_EDIT_ACTIONS.rollGrowth.call({ actor: member } as never);
}

/** Fills the monsters box with the monsters defeated in the current (or last) combat. */
async function onMonstersFromCombat(this: PartyThis): Promise<void> {
  const combat = game.combat ?? game.combats?.contents.at(-1) ?? null;
  const lines: string[] = [];
  for (const combatant of combat?.combatants ?? []) {
    const actor = combatant.actor as Actor.Known | null;
    if (actor?.type !== "monster") continue;
    const hp = num(bag(bag(actor.system).hp).value);
    if (!combatant.isDefeated && hp > 0) continue;
    lines.push(defeatedMonsterLine(combatant.name ?? actor.name ?? "", num(bag(actor.system).level)));
  }
  const box = this.element.querySelector<HTMLTextAreaElement>('[data-end="monsters"]');
  if (!box) return;
  if (lines.length === 0) return void ui.notifications?.info(t("SW25.Party.End.NoDefeated"));
  box.value = [box.value.trim(), ...lines].filter(Boolean).join("\n");
}

function readForm(root: HTMLElement) {
  const values: SessionEndValues = {};
  for (const key of SESSION_END_FIELDS) {
    const input = root.querySelector<HTMLInputElement | HTMLTextAreaElement>(`[data-end="${key}"]`);
    if (!input) continue;
    values[key] =
      input instanceof HTMLInputElement && input.type === "checkbox" ? input.checked : input.value;
  }
  return sessionEndForm(values);
}

/** The GM ends the session: every member's record in one go, or none (session-end-write.ts). */
async function onEndSession(this: PartyThis): Promise<void> {
  if (!game.user?.isGM) return void ui.notifications?.warn(t("SW25.Party.End.GMOnly"));
  const form = readForm(this.element);
  if (form.monsters.invalid.length > 0)
    return void ui.notifications?.error(
      t("SW25.Party.End.BadMonsters", { lines: form.monsters.invalid.join(" / ") }),
    );
  const actors = memberActors(this.actor).filter((a): a is Actor.Implementation => a?.type === "character");
  const state = (actor: Actor.Implementation): MemberState => {
    const system = bag(actor.toObject().system);
    return {
      id: actor.id ?? "",
      name: actor.name ?? "",
      sessions: list(bag(system.records).sessions),
      fumbles: num(bag(system.experience).fumbles),
    };
  };
  // The honour of the sword shards brought back is rolled (1d each), not typed; its card follows the records.
  const dice = foundryDice();
  const honor = rollShardHonor(form.shards, dice);
  if (!honor.ok) return notifyError(honor.error);
  const party = bag(this.actor.toObject().system);
  const result = await writeSessionEnd(
    { ...form, shardHonor: honor.value.total, monsters: form.monsters.monsters },
    actors.map(state),
    { money: num(party.money), sessions: list(party.sessions) },
    // The records list the monsters and members in the table's language (（） and 、 in Japanese).
    {
      ...sessionEndOptions(),
      words: {
        aside: (text, aside) => t("SW25.Format.Aside", { text, aside }),
        separator: t("SW25.Sheet.ListSeparator"),
      },
    },
    {
      updateMembers: (updates) => compat.updateActors(updates),
      // Document#update resolves without the document when a hook cancelled it.
      updateParty: async (update) => Boolean(await this.actor.update(update as never)),
      reread: (id) => {
        const actor = game.actors?.get(id) as Actor.Implementation | undefined;
        return actor ? state(actor) : null;
      },
    },
  );
  if (!result.ok) return notifyError(result.error);
  if (honor.value.shards > 0) await postShardHonor(honor.value, dice.faces);
  ui.notifications?.info(
    t("SW25.Party.End.Done", {
      count: String(result.value.members.length),
      fund: String(result.value.toFund),
    }),
  );
}

/**
 * Adding a member: a world character dropped on the party sheet. The sheet handles the drop itself
 * (`_onDropActor`, as dnd5e's group sheet does), so nothing rests on a `dropActorSheetData` hook's answer
 * (its v13/v14 pages document none). Anything else is refused in words and nothing is written.
 */
export async function addDroppedMember(party: Actor.Implementation, dropped: unknown): Promise<boolean> {
  const member = dropped as Actor.Implementation | null;
  if (!(member instanceof Actor) || member.type !== "character" || member.pack || !member.id) {
    ui.notifications?.warn(t("SW25.Party.OnlyCharacters"));
    return false;
  }
  if (!party.isOwner) return false;
  await party.update({ "system.members": withMember(party.toObject().system, member.id) } as never);
  return true;
}

/** The GM's "A new day for the party": every member character gets its per-day uses back. */
async function onPartyNewDay(this: { actor: Actor.Implementation }): Promise<void> {
  const count = await newDay(memberActors(this.actor));
  if (count > 0)
    ui.notifications?.info(
      game.i18n?.format("SW25.RaceAbility.NewDayPartyDone", { count: String(count) }) ?? "",
    );
}

/** The shard honour roll's card: the shards, each die and the total, with the dice as its Roll (Dice So Nice). */
async function postShardHonor(honor: ShardHonor, faces: readonly number[]): Promise<void> {
  const text = t("SW25.Party.End.ShardRoll", {
    shards: String(honor.shards),
    dice: honor.dice.join(" + "),
    total: String(honor.total),
  });
  await compat.postChatCard({
    content: `<div class="sw25-card sw25-shard-honor"><p>${foundry.utils.escapeHTML(text)}</p></div>`,
    rolls: [engineRoll(faces, honor.total)],
  });
}

export class PartySheet extends SwordWorldActorSheet {
  static override DEFAULT_OPTIONS: object = {
    classes: ["party"],
    position: { width: 760, height: 680 },
    actions: {
      openMember: onOpenMember,
      removeMember: onRemoveMember,
      dropMissing: onDropMissing,
      memberGrowth: onMemberGrowth,
      monstersFromCombat: onMonstersFromCombat,
      endSession: onEndSession,
      newDay: onPartyNewDay,
    },
  };
  static override PARTS = {
    body: { template: "systems/swordworld25/templates/actor/party.hbs", templates: CHARACTER_PARTIALS },
  };

  /** A dropped actor becomes a member (addDroppedMember); the base sheet's drop handling does the rest. */
  override async _onDropActor(_event: DragEvent, actor: unknown): Promise<unknown> {
    return (await addDroppedMember(this.actor, actor)) ? actor : null;
  }

  protected override sheetContext(editMode: boolean): Record<string, unknown> {
    const members = memberActors(this.actor).map((a) => (a ? memberInput(a) : null));
    const system = this.actor.toObject().system;
    return {
      view: partyView(system, members),
      edit: editMode ? partyEdit(bag(system)) : null,
      name: this.actor.name,
      img: this.actor.img,
      isGM: game.user?.isGM ?? false,
      gmName: game.user?.isGM ? (game.user.name ?? "") : "",
      today: new Date().toISOString().slice(0, 10),
    };
  }
}
