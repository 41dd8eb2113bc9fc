/**
 * Character sheet actions of issue 19: roll the starting abilities (real Foundry dice, shown in chat) and undo
 * them before play, choose a birth, roll and copy the chat palette. Each asks the rules (through the pure
 * helpers of view/creation-updates.ts) what to write and writes it; nothing here decides a rule.
 */

import { rollStartingAbilities } from "../../../rules/character/creation/creation.js";
import type { CharacterDerived } from "../../../rules/character/derivation/character-derived.js";
import type { ClassId } from "../../../rules/character/vocabulary.js";
import { notifyError } from "../../chat/apply-card.js";
import { startingRollCardHtml } from "../../chat/starting-roll-card.js";
import { compat } from "../../compat/index.js";
import { engineRoll, foundryDice } from "../../dice/engine-roll.js";
import { computePaletteOdds, copyPalette, PaletteWindow, rollPaletteLine } from "../palette-window.js";
import { actorPalette, paletteLabel } from "../view/character/records-view.js";
import {
  type BirthStep,
  type BirthWritePlan,
  birthLeftOver,
  birthUndo,
  birthWritePlan,
  itemsStillOn,
  stepLanded,
} from "../view/edit/birth-write.js";
import {
  birthOf,
  birthUpdate,
  creationOpen,
  raceDice,
  startingRollUpdate,
  undoStartingRollUpdate,
} from "../view/edit/creation-updates.js";
import { bag } from "../view/read.js";

interface SheetThis {
  actor: Actor.Implementation;
  render?(): unknown;
}

const t = (key: string, data?: Record<string, string>) =>
  (data ? game.i18n?.format(key, data) : game.i18n?.localize(key)) ?? key;

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function raceOf(actor: Actor.Implementation): Item.Implementation | undefined {
  return actor.items.find((i) => i.type === "race");
}

/** The creation actions write only before play (the rules' isBeforePlay); after, a warning and no write. */
function refusedAfterPlay(actor: Actor.Implementation): boolean {
  if (creationOpen(bag(actor.toObject().system))) return false;
  ui.notifications?.warn(t("SW25.CreationGuard.Closed"));
  return true;
}

/** Rolls the race's dice as one Foundry roll shown in chat, and writes the results (undoable before play). */
async function onRollStartingAbilities(this: SheetThis): Promise<void> {
  if (refusedAfterPlay(this.actor)) return;
  const race = raceOf(this.actor);
  if (!race) return notifyError({ code: "RaceMissing", message: "no race item" });
  const dice = foundryDice();
  const roll = rollStartingAbilities(raceDice(race.toObject().system, race.name ?? ""), dice);
  if (!roll.ok) return notifyError(roll.error);
  await this.actor.update(startingRollUpdate(bag(this.actor.toObject().system), roll.value) as never);
  const total = roll.value.values.reduce((sum, v) => sum + v.value, 0);
  const i18n = game.i18n;
  await compat.postChatCard({
    mode: compat.userCardMode(),
    speaker: ChatMessage.getSpeaker({ actor: this.actor }),
    content: i18n ? startingRollCardHtml(i18n, this.actor.name ?? "", race.name ?? "", roll.value) : "",
    rolls: [engineRoll(roll.value.faces, total)],
  });
}

async function onUndoStartingRoll(this: SheetThis): Promise<void> {
  const source = this.actor.toObject();
  const update = undoStartingRollUpdate(bag(source.system), source.flags);
  if (!update) return notifyError({ code: "CreationUndoGone", message: "nothing to undo" });
  await this.actor.update(update as never);
}

const ChoiceDialog = foundry.applications.api.DialogV2 as unknown as {
  wait(config: object): Promise<unknown>;
};

interface BirthOption {
  readonly uuid: string;
  readonly name: string;
}

/** Birth items the user can pick: the world's and those in Item compendia. */
async function birthOptions(): Promise<BirthOption[]> {
  const options: BirthOption[] = [];
  for (const item of game.items ?? [])
    if (item.type === "birth") options.push({ uuid: item.uuid, name: item.name });
  for (const pack of game.packs ?? []) {
    if (pack.documentName !== "Item") continue;
    const index = await pack.getIndex({ fields: ["type"] } as never);
    for (const entry of index as unknown as Iterable<{ uuid: string; name: string; type?: string }>)
      if (entry.type === "birth") options.push({ uuid: entry.uuid, name: entry.name });
  }
  return options;
}

/** Choosing a birth fills in its starting classes, experience and money (and its fixed Technique/Body/Mind). */
async function onChooseBirth(this: SheetThis): Promise<void> {
  if (refusedNotOwner(this.actor) || refusedAfterPlay(this.actor)) return;
  const options = await birthOptions();
  if (options.length === 0) return notifyError({ code: "BirthNone", message: "no birth items" });
  const select = `<select name="birth" aria-label="${escapeHtml(t("SW25.Creation.Birth"))}">${options
    .map((o) => `<option value="${escapeHtml(o.uuid)}">${escapeHtml(o.name)}</option>`)
    .join("")}</select>`;
  const picked = await ChoiceDialog.wait({
    window: { title: t("SW25.Creation.ChooseBirth") },
    content: `<p>${escapeHtml(t("SW25.Creation.ChooseBirthHint"))}</p>${select}`,
    buttons: [
      {
        action: "choose",
        label: t("SW25.Creation.ChooseBirth"),
        default: true,
        callback: (_e: unknown, button: HTMLButtonElement) =>
          (button.form?.elements.namedItem("birth") as HTMLSelectElement | null)?.value ?? null,
      },
    ],
    rejectClose: false,
  });
  if (typeof picked !== "string") return;
  // Read again when chosen: the birth may have been deleted meanwhile, and only a birth item fills a birth.
  const birth = (await fromUuid(picked as never).catch(() => null)) as Item.Implementation | null;
  if (birth?.documentName !== "Item" || birth.type !== "birth") {
    ui.notifications?.warn(t("SW25.CreationGuard.BirthGone"));
    return;
  }
  if (refusedAfterPlay(this.actor)) return;
  const source = this.actor.toObject();
  const update = birthUpdate(
    birthOf(birth.name ?? "", birth.toObject().system),
    source.items as never,
    (id: ClassId) => t(`SW25.Class.${id}`),
  );
  const ids = update.create.map(() => foundry.utils.randomID());
  await writeBirth(this.actor, birthWritePlan(update, ids));
}

/** Whether the current user may write this actor (Foundry's ownership); a warning and no write otherwise. */
function refusedNotOwner(actor: Actor.Implementation): boolean {
  if (actor.isOwner) return false;
  ui.notifications?.warn(t("SW25.Creation.BirthWrite.NoPermission"));
  return true;
}

interface EmbeddedWriter {
  createEmbeddedDocuments(name: "Item", data: object[], operation?: object): Promise<unknown[]>;
  updateEmbeddedDocuments(name: "Item", data: object[]): Promise<unknown[]>;
  deleteEmbeddedDocuments(name: "Item", ids: string[]): Promise<unknown[]>;
  update(data: object): Promise<unknown>;
}

/** Throws when `landed` says the write did not do all it was asked (an item gone meanwhile). */
function check(landed: boolean, what: string): void {
  if (!landed) throw new Error(`the ${what} did not land on every item`);
}

/**
 * The birth's writes in the plan's order (view/birth-write.ts). When one fails, the ones done are undone and
 * the user is told nothing changed; when the undo fails too, the error names what is left to check.
 */
async function writeBirth(actor: Actor.Implementation, plan: BirthWritePlan): Promise<void> {
  const doc = actor as unknown as EmbeddedWriter;
  const before = actor.toObject();
  const done: BirthStep[] = [];
  try {
    for (const step of plan.steps) {
      if (step === "create") await doc.createEmbeddedDocuments("Item", [...plan.create], { keepId: true });
      else if (step === "raise") await doc.updateEmbeddedDocuments("Item", [...plan.raise]);
      else await doc.update(plan.actor);
      check(stepLanded(step, plan, actor.toObject()), step);
      done.push(step);
    }
    return;
  } catch (error) {
    console.error("swordworld25 | the birth could not be written", error);
  }
  const undo = birthUndo(before, actor.toObject(), plan, done);
  const failed: ("actor" | "levels" | "remove")[] = [];
  const attempt = async (part: (typeof failed)[number], write: () => Promise<unknown>) => {
    try {
      await write();
    } catch (error) {
      console.error(`swordworld25 | undoing the birth (${part}) failed`, error);
      failed.push(part);
    }
  };
  if (undo.actor) await attempt("actor", () => doc.update(undo.actor as object));
  if (undo.levels.length > 0)
    await attempt("levels", () => doc.updateEmbeddedDocuments("Item", [...undo.levels]));
  if (undo.remove.length > 0)
    await attempt("remove", async () => {
      await doc.deleteEmbeddedDocuments("Item", [...undo.remove]);
      check(itemsStillOn(actor.toObject(), undo.remove).length === 0, "deletion");
    });
  if (failed.length === 0) {
    ui.notifications?.error(t("SW25.Creation.BirthWrite.Failed"));
    return;
  }
  const left = birthLeftOver(actor.toObject(), undo, failed);
  const parts = [
    ...(left.actorFields ? [t("SW25.Creation.BirthWrite.LeftFields")] : []),
    ...(left.added.length > 0
      ? [
          t("SW25.Creation.BirthWrite.LeftAdded", {
            names: left.added.join(t("SW25.Creation.BirthWrite.NameSeparator")),
          }),
        ]
      : []),
    ...left.raised.map((r) =>
      t("SW25.Creation.BirthWrite.LeftRaised", { name: r.name, level: String(r.level) }),
    ),
  ];
  ui.notifications?.error(
    t("SW25.Creation.BirthWrite.UndoFailed", {
      left: parts.join(t("SW25.Creation.BirthWrite.ListSeparator")),
    }),
    { permanent: true },
  );
}

async function onPaletteRoll(this: SheetThis, _e: PointerEvent, target: HTMLElement): Promise<void> {
  await rollPaletteLine(this.actor, Number(target.dataset.index));
}

/** Computes the odds a render left out of palette line `data-index`, then shows them. */
async function onPaletteOdds(this: SheetThis, _e: PointerEvent, target: HTMLElement): Promise<void> {
  if (computePaletteOdds(this.actor, Number(target.dataset.index))) await this.render?.();
}

async function onOpenPalette(this: SheetThis): Promise<void> {
  PaletteWindow.open(this.actor);
}

async function onCopyPalette(this: SheetThis): Promise<void> {
  await copyPalette(this.actor);
}

/** Stores the generated default palette, so the player can edit it. */
async function onUseDefaultPalette(this: SheetThis): Promise<void> {
  const derived = (this.actor.system as { derived?: CharacterDerived }).derived;
  if (!derived) return;
  const { entries } = actorPalette({}, derived, paletteLabel(t));
  await this.actor.update({ "system.palette": entries } as never);
}

export const RECORDS_ACTIONS = {
  rollStartingAbilities: onRollStartingAbilities,
  undoStartingRoll: onUndoStartingRoll,
  chooseBirth: onChooseBirth,
  paletteRoll: onPaletteRoll,
  paletteOdds: onPaletteOdds,
  openPalette: onOpenPalette,
  copyPalette: onCopyPalette,
  useDefaultPalette: onUseDefaultPalette,
};
