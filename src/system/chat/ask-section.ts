import type { SectionChoice } from "./damage-plan.js";

const PromptDialog = foundry.applications.api.DialogV2 as unknown as {
  prompt(config: object): Promise<unknown>;
};

/**
 * Which section of a multi-section target the card hits, the core section preselected (SECT-04).
 * null when the user closes the dialog: that target is skipped.
 */
export async function askSection(name: string, choices: readonly SectionChoice[]): Promise<number | null> {
  const i18n = game.i18n;
  const escapeHtml = foundry.utils.escapeHTML;
  const label = (c: SectionChoice) =>
    c.name ?? i18n?.format("SW25.Card.SectionNumber", { number: String(c.index + 1) }) ?? String(c.index + 1);
  const options = choices
    .map((c) => `<option value="${c.index}"${c.selected ? " selected" : ""}>${escapeHtml(label(c))}</option>`)
    .join("");
  const result = await PromptDialog.prompt({
    window: { title: name },
    content: `<label>${escapeHtml(i18n?.localize("SW25.Sheet.ApplyTo") ?? "")} <select name="section">${options}</select></label>`,
    ok: {
      callback: (_event: Event, button: HTMLButtonElement) => {
        const select = button.form?.elements.namedItem("section");
        return select instanceof HTMLSelectElement ? Number(select.value) : null;
      },
    },
    rejectClose: false,
  });
  return typeof result === "number" && Number.isInteger(result) ? result : null;
}
