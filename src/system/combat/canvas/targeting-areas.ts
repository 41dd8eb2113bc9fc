/** Targeting and areas: the notice of a target out of reach, and the combatants a placed circle covers. */
import { compat } from "../../compat/index.js";
import { localize, type SW25Combat } from "../battle/combat.js";
import { battleNames } from "../battle/names.js";
// The checks come from the battle engine, loaded on demand: as with no battle until it is (engine-loader.ts).
import { targetNotice, templateCoverage } from "../engine/checks-on-demand.js";
import { sceneGridOf, toMetres } from "../scene/scene-metres.js";
import { battleOf, type TokenDocLike, type TokenObjectLike } from "./token-battle.js";

export function onTarget(
  user: User.Implementation,
  token: { document: TokenDocLike },
  targeted: boolean,
): void {
  if (!targeted || user.id !== game.user?.id) return;
  const target = battleOf(token.document);
  const controlled = (canvas as unknown as { tokens?: { controlled?: { document: TokenDocLike }[] } }).tokens
    ?.controlled?.[0];
  const shooter = controlled ? battleOf(controlled.document) : null;
  if (!target || !shooter || shooter.combat !== target.combat) return;
  const names = battleNames(target.state, user.isGM, target.combat.identityLookup(), localize);
  const notice = targetNotice(target.state, shooter.combatantId, target.combatantId, names, localize);
  for (const line of notice?.lines ?? []) ui.notifications?.warn(line);
}

/**
 * A placed circle (a MeasuredTemplate, or a Region drawn as one circle where the running Foundry offers
 * Regions for areas: compat.areaCircle) lists the combatants it covers in the chat.
 */
export async function onArea(
  documentName: string,
  doc: unknown,
  _options: unknown,
  userId: string,
): Promise<void> {
  const area = userId === game.user?.id ? compat.areaCircle(documentName, doc) : null;
  if (!area) return;
  const combat = game.combat as SW25Combat | null | undefined;
  const grid = sceneGridOf(area.scene?.grid);
  const state = combat ? combat.battle : null;
  if (!combat || !grid || !state) return;
  const scene = combat.battleSceneReading;
  if (scene.kind !== "one" || scene.sceneId !== area.scene?.id) return;
  const names = battleNames(state, false, combat.identityLookup(), localize);
  // A token hidden from the players is never named in the line, whoever placed the area.
  const visible = (id: string) => {
    const token = combat.combatants.get(id)?.token as unknown as
      | { hidden?: boolean; object?: TokenObjectLike | null }
      | null
      | undefined;
    return !!token && token.hidden !== true && (game.user?.isGM || token.object?.isVisible !== false);
  };
  // The area's radius is in the scene's units, which a Standard battle reads as metres.
  const at = toMetres({ x: area.x, y: area.y }, grid);
  const covered = templateCoverage(state, at, area.distance, names, visible);
  if (!covered) return;
  const text =
    covered.length > 0
      ? localize("SW25.Combat.Canvas.TemplateCovers", { names: covered.join(", ") })
      : localize("SW25.Combat.Canvas.TemplateCoversNone");
  // A player's line is public (it names only what that player sees). The GM's client cannot know which
  // tokens the players see (a monster in the dark is not hidden, yet unseen): the GM's line goes to the GMs.
  const whisper = game.user?.isGM ? (game.users?.filter((u) => u.isGM).map((u) => u.id) ?? []) : undefined;
  await compat.postChatCard({
    content: `<p>${foundry.utils.escapeHTML(text)}</p>`,
    ...(whisper ? { whisper } : {}),
  });
}
