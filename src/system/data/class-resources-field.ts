/**
 * The character's class resources (src/rules/character/techniques.ts): the Bard's 楽素 (songUp ⤴, songDown ⤵,
 * songHeart ♡), the War Leader's 陣気 (morale), the Geomancer's 命脈点 (lifePoints) and the Alchemist's cards
 * (cards.<red|green|black|white|gold>.<B|A|S|SS> counts). Every count is a whole number ≥ 0.
 */
import { CARD_COLOURS, CARD_RANKS, COUNTER_RESOURCES } from "../../rules/character/techniques/techniques.js";
import { intField } from "./fields.js";

const fields = foundry.data.fields;

const count = () => intField(0, { min: 0 });

function cardsField() {
  const ranks = () => new fields.SchemaField(Object.fromEntries(CARD_RANKS.map((rank) => [rank, count()])));
  return new fields.SchemaField(Object.fromEntries(CARD_COLOURS.map((colour) => [colour, ranks()])));
}

export function classResourcesField() {
  return new fields.SchemaField({
    ...(Object.fromEntries(COUNTER_RESOURCES.map((key) => [key, count()])) as Record<
      (typeof COUNTER_RESOURCES)[number],
      ReturnType<typeof count>
    >),
    cards: cardsField(),
  });
}
