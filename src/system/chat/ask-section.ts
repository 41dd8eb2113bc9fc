/** The dialog that asks which section of a multi-section target a card hits. */
import type { SectionChoice } from "./damage-plan.js";
import { pickedSection, SECTION_PICKER_TEMPLATE, sectionPickerView } from "./section-picker.js";

const PromptDialog = foundry.applications.api.DialogV2 as unknown as {
  prompt(config: object): Promise<unknown>;
};

/**
 * Which section of a multi-section target the card hits: a list of the sections with their current/max
 * HP, the core section preselected (SECT-04). null when the user closes the dialog: that target is skipped.
 */
export async function askSection(name: string, choices: readonly SectionChoice[]): Promise<number | null> {
  const content = await foundry.applications.handlebars.renderTemplate(SECTION_PICKER_TEMPLATE, {
    ...sectionPickerView(choices),
  });
  const result = await PromptDialog.prompt({
    window: { title: name },
    classes: ["swordworld25", "sw25-section-dialog"],
    content,
    ok: {
      label: game.i18n?.localize("SW25.Card.ApplyToSection") ?? "",
      callback: (_event: Event, button: HTMLButtonElement) => {
        const field = button.form?.elements.namedItem("section");
        const value =
          field instanceof RadioNodeList || field instanceof HTMLInputElement ? field.value : null;
        return pickedSection(value, choices);
      },
    },
    rejectClose: false,
  });
  return typeof result === "number" && Number.isInteger(result) ? result : null;
}
