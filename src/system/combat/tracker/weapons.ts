/**
 * The Battle Board's weapon buttons in a turn (ACT-03/04/05), pure, for both methods: drop an equipped weapon,
 * pick up a weapon lying where the actor stands, hand an equipped weapon to someone standing there, receive a
 * weapon offered to the actor. Where "there" is (the same area, the same coordinates in Standard Combat) is
 * the engine's (`weaponsWithinReach`, `handOverReach`); each button's verdict is the reducer's dry run.
 */

import type { BattleEvent } from "../../../rules/combat/events.js";
import { handOverReach, weaponsWithinReach } from "../../../rules/combat/turn/weapons-on-ground.js";
import type { BattleState, Combatant } from "../../../rules/combat/types.js";
import type { Arsenal } from "../policy/arsenal.js";
import type { RowContext } from "./arsenal-rows.js";
import { type ButtonView, eventButton, present } from "./buttons.js";

export function weaponButtons(
  state: BattleState,
  actor: Combatant,
  arsenal: Arsenal,
  ctx: RowContext,
): ButtonView[] {
  const { user, t, name } = ctx;
  const id = actor.id;
  const button = (event: BattleEvent, key: string, params: Record<string, string>) =>
    eventButton(state, event, t(`SW25.Combat.Weapon.${key}`, params), user, t);
  // A weapon of the body (the Lildraken's tail) is never dropped or handed over.
  const held = [...new Set(arsenal.weapons.filter((w) => w.racial !== true).map((w) => w.name))];
  // The seed lets a weapon go to any character within reach; the board offers it to the actor's own side (a
  // GM who wants a weapon in an enemy's hands sends the event), so a turn is not cluttered with foes' names.
  const receivers = handOverReach(state, actor).filter((c) => c.side === actor.side);
  return present([
    ...state.handOffs
      .filter((h) => h.toId === id)
      .map((h) =>
        button({ type: "minor", actorId: id, action: { kind: "receiveWeapon" } }, "Receive", {
          weapon: h.weapon,
          name: name(h.fromId),
        }),
      ),
    ...weaponsWithinReach(state, actor).map((weapon) =>
      button({ type: "major", actorId: id, action: { kind: "pickUp", weapon } }, "PickUp", { weapon }),
    ),
    ...held.map((weapon) =>
      button({ type: "minor", actorId: id, action: { kind: "drop", weapon } }, "Drop", { weapon }),
    ),
    ...held.flatMap((weapon) =>
      receivers.map((r) =>
        button({ type: "major", actorId: id, action: { kind: "handOver", toId: r.id, weapon } }, "HandOver", {
          weapon,
          name: name(r.id),
        }),
      ),
    ),
  ]);
}
