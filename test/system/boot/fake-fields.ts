/**
 * Recording stand-ins for `foundry.data.fields`: each keeps the options it was built with, so a test can
 * read a data model's schema back. Our own code, written from the public API docs
 * (https://foundryvtt.com/api/, the `DataField` family: constructors take `(options)`, `SchemaField` takes
 * `(fields, options)`, `ArrayField`/`SetField` take `(element, options)`, `EmbeddedDataField` takes
 * `(model, options)`); never from node_modules/fvtt-types or Foundry source (licence rule).
 */
import type { UnknownPaths } from "./recorder.js";

export type FieldOptions = Record<string, unknown>;

export class DataField {
  constructor(readonly options: FieldOptions = {}) {}
}

export class StringField extends DataField {}
export class HTMLField extends StringField {}
export class NumberField extends DataField {}
export class BooleanField extends DataField {}
export class ObjectField extends DataField {}

export class SchemaField extends DataField {
  constructor(
    readonly fields: Record<string, DataField>,
    options: FieldOptions = {},
  ) {
    super(options);
  }
}

export class ArrayField extends DataField {
  constructor(
    readonly element: DataField,
    options: FieldOptions = {},
  ) {
    super(options);
  }
}

export class SetField extends ArrayField {}

/** The model is a DataModel class: its `defineSchema()` is read when a source is checked. */
export class EmbeddedDataField extends DataField {
  constructor(
    readonly model: { defineSchema(): Record<string, DataField> },
    options: FieldOptions = {},
  ) {
    super(options);
  }
}

/** A field class the fakes do not define: it accepts any value, and its name is recorded. */
export class UnknownField extends DataField {
  constructor(
    readonly fieldName: string,
    options: FieldOptions = {},
  ) {
    super(options);
  }
}

const KNOWN = {
  DataField,
  StringField,
  HTMLField,
  NumberField,
  BooleanField,
  ObjectField,
  SchemaField,
  ArrayField,
  SetField,
  EmbeddedDataField,
};

/** `foundry.data.fields`: the known classes, and a recorded accept-anything class for any other name. */
export function fakeFields(seen: UnknownPaths): typeof KNOWN {
  const unknownClasses = new Map<string, typeof DataField>();
  return new Proxy(KNOWN, {
    get(target, key, receiver) {
      if (typeof key === "symbol" || key in target) return Reflect.get(target, key, receiver);
      if (key === "then") return undefined;
      const path = `foundry.data.fields.${key}`;
      seen.add(path);
      const name: string = key;
      let cls = unknownClasses.get(name);
      if (!cls) {
        cls = class extends UnknownField {
          constructor(...args: unknown[]) {
            const options = args.find(
              (a) => typeof a === "object" && a !== null && !(a instanceof DataField),
            );
            super(name, (options ?? {}) as FieldOptions);
          }
        } as unknown as typeof DataField;
        unknownClasses.set(name, cls);
      }
      return cls;
    },
  });
}

/** A field's initial value as Foundry documents it: the `initial` option (or its result when a function). */
function initialOf(field: DataField): unknown {
  const { initial } = field.options;
  if (typeof initial === "function") return (initial as () => unknown)();
  if (initial !== undefined) return structuredClone(initial);
  if (field instanceof SchemaField) return withInitials(field.fields, {});
  if (field instanceof ArrayField) return [];
  return field.options.nullable === true ? null : undefined;
}

/** The source with every missing key filled with its initial value, recursing into schema fields. */
export function withInitials(
  schema: Record<string, DataField>,
  source: Record<string, unknown>,
): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(schema)) {
    const value = source[key];
    if (value === undefined) out[key] = initialOf(field);
    else if (field instanceof SchemaField && typeof value === "object" && value !== null)
      out[key] = withInitials(field.fields, value as Record<string, unknown>);
    else if (field instanceof ArrayField && field.element instanceof SchemaField && Array.isArray(value)) {
      const element = field.element;
      out[key] = value.map((v) => withInitials(element.fields, v as Record<string, unknown>));
    } else out[key] = structuredClone(value);
  }
  return out;
}
