/**
 * A technique's kind changed on its sheet (or by any update): the fields still at the old kind's defaults take
 * the new kind's (rules' kindChangeUpdate), so a new technique made a 呪歌 gains 楽素 and a 終律 costs it. Plain
 * data, called from the Item's _preUpdate (documents/item.ts), which may add to the update it is given
 * (https://foundryvtt.com/api/functions/hookEvents.preUpdateDocument.html: "Hooked functions may modify that
 * data").
 */
import { kindChangeUpdate } from "../../rules/character/techniques/techniques.js";
import { bag } from "../applications/view/read.js";

/**
 * `changes` (an update of a technique, nested as a sheet submits it) with the kind's defaults added to its
 * `system`; the very same object, changed in place, is returned. Nothing is added when the kind stays.
 */
export function withKindDefaults(
  storedSystem: unknown,
  changes: Record<string, unknown>,
): Record<string, unknown> {
  const system = bag(changes.system);
  const moved = kindChangeUpdate(storedSystem, system);
  const entries = Object.entries(moved);
  if (entries.length === 0) return changes;
  const out: Record<string, unknown> = { ...system };
  for (const [path, value] of entries) {
    const [head, leaf] = path.split(".") as [string, string | undefined];
    if (leaf === undefined) out[head] = value;
    else out[head] = { ...bag(out[head]), [leaf]: value };
  }
  changes.system = out;
  return changes;
}
