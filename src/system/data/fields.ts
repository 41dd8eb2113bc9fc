/** Small builders for the schema fields every data model repeats. */
const fields = foundry.data.fields;

interface IntOptions {
  min?: number;
  max?: number;
}

/** A required whole number: text and fractions are refused by the schema, never reach the rules. */
export function intField(initial: number, { min, max }: IntOptions = {}) {
  return new fields.NumberField({
    required: true,
    nullable: false,
    integer: true,
    initial,
    ...(min === undefined ? {} : { min }),
    ...(max === undefined ? {} : { max }),
  });
}

/** A whole number that may be absent (a "-" in a stat block). */
export function optionalIntField({ min, max }: IntOptions = {}) {
  return new fields.NumberField({
    required: true,
    nullable: true,
    integer: true,
    initial: null,
    ...(min === undefined ? {} : { min }),
    ...(max === undefined ? {} : { max }),
  });
}

export function textField(initial = "") {
  return new fields.StringField({ required: true, blank: true, initial });
}

export function choiceField<const T extends readonly string[]>(choices: T, initial: T[number]) {
  return new fields.StringField({ required: true, blank: false, choices: [...choices], initial });
}

export function flagField(initial = false) {
  return new fields.BooleanField({ required: true, initial });
}

export function htmlField() {
  return new fields.HTMLField({ required: true, blank: true, initial: "" });
}
