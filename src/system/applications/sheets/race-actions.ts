/**
 * The race abilities' buttons on the character sheet [35-1]: HP Conversion (asks how much, then writes HP,
 * MP and the day's use) and a form's toggle (異貌, 獣変貌). The rules decide (race-ability-actions.ts); the
 * pure `…Update` functions translate a decision into the actor update, the handlers only ask and write.
 * A refusal is a localized warning and writes nothing.
 */
import { convertHp, RACE_FORMS, type RaceForm } from "../../../rules/character/races/race-ability-actions.js";
import { fail, ok, type Result, type RuleError } from "../../../rules/errors.js";
import type { ActorInput } from "../view/actor-input.js";
import { actorInput } from "../view/actor-input.js";
import { raceAbilitiesOfActor } from "../view/character/race-abilities-view.js";
import { bag, bar, maybeNum } from "../view/read.js";

/** The update HP Conversion makes: `amount` HP off, as much MP on, one use counted; or why not. */
export function hpConversionUpdate(actor: ActorInput, amount: number): Result<Record<string, number>> {
  const system = bag(actor.system);
  const hp = bar(system.hp);
  const mp = bar(system.mp);
  const used = maybeNum(bag(system.dailyUses).hpConversion) ?? 0;
  const done = convertHp(raceAbilitiesOfActor(actor), {
    hp: hp.value,
    mp: mp.value,
    mpMax: mp.max,
    amount,
    used,
    adventurerLevel: maybeNum(bag(system.derived).adventurerLevel) ?? 0,
  });
  if (!done.ok) return done;
  return ok({
    "system.hp.value": done.value.hp,
    "system.mp.value": done.value.mp,
    "system.dailyUses.hpConversion": done.value.used,
  });
}

/** The update that turns a form on (or off again); refused for a race without it. */
export function raceFormUpdate(actor: ActorInput, form: string): Result<Record<string, boolean>> {
  const known = (RACE_FORMS as readonly string[]).includes(form);
  if (!known || !raceAbilitiesOfActor(actor).some((a) => a.key === form))
    return fail("RaceAbilityMissing", `the character's race has no ${form}`, { params: { ability: form } });
  const on = bag(bag(actor.system).raceForms)[form as RaceForm] === true;
  return ok({ [`system.raceForms.${form}`]: !on });
}

const t = (key: string, data?: Record<string, string>) =>
  (data ? game.i18n?.format(key, data) : game.i18n?.localize(key)) ?? key;

/** A refusal as a localized warning (SW25.Error.<code>, else the rules' English message). */
function notifyError(error: RuleError): void {
  const key = `SW25.Error.${error.code}`;
  const params = Object.fromEntries(Object.entries(error.params ?? {}).map(([k, v]) => [k, String(v)]));
  ui.notifications?.warn(game.i18n?.has(key) ? game.i18n.format(key, params) : error.message);
}

/** The one DialogV2 call made here, typed by hand (public API: DialogV2.prompt). */
const promptDialog = () =>
  foundry.applications.api.DialogV2 as unknown as { prompt(config: object): Promise<unknown> };

/** The sheet's HP Conversion button: asks how many HP, then converts them (or warns and writes nothing). */
export async function onHpConversion(this: { actor: Actor.Implementation }): Promise<void> {
  const actor = this.actor;
  const label = t("SW25.RaceAbility.hpConversion.Amount");
  const typed = await promptDialog().prompt({
    window: { title: t("SW25.RaceAbility.hpConversion.Name") },
    content: `<label class="sw25-hp-conversion">${label} <input type="number" name="amount" value="1" min="1" step="1" autofocus></label>`,
    ok: {
      label: t("SW25.RaceAbility.hpConversion.Convert"),
      callback: (_event: Event, button: HTMLButtonElement) => {
        const input = button.form?.elements.namedItem("amount");
        return input instanceof HTMLInputElement ? Number(input.value) : Number.NaN;
      },
    },
    rejectClose: false,
  });
  if (typeof typed !== "number") return;
  const update = hpConversionUpdate(actorInput(actor), typed);
  if (!update.ok) return notifyError(update.error);
  await actor.update(update.value as Actor.UpdateData);
  ui.notifications?.info(
    t("SW25.RaceAbility.hpConversion.Done", { name: actor.name ?? "", amount: String(typed) }),
  );
}

/** The sheet's form toggle (data-form="alternateForm" | "beastForm"). */
export async function onRaceForm(
  this: { actor: Actor.Implementation },
  _event: Event,
  target: HTMLElement,
): Promise<void> {
  const update = raceFormUpdate(actorInput(this.actor), target.dataset.form ?? "");
  if (!update.ok) return notifyError(update.error);
  await this.actor.update(update.value as Actor.UpdateData);
}
