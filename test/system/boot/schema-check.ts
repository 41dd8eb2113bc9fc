/**
 * Checks a document's `system` source against a schema built from the recording fields: keys the schema
 * lacks (Foundry would silently drop them), choices outside the allowed list, and values of the wrong
 * kind. Missing keys are fine: Foundry fills them with the field's initial value.
 */
import {
  ArrayField,
  BooleanField,
  type DataField,
  EmbeddedDataField,
  NumberField,
  SchemaField,
  StringField,
  UnknownField,
} from "./fake-fields.js";

type Schema = Record<string, DataField>;

function allowedChoices(choices: unknown): string[] | null {
  const list = typeof choices === "function" ? (choices as () => unknown)() : choices;
  if (Array.isArray(list)) return list.map(String);
  if (list && typeof list === "object") return Object.keys(list);
  return null;
}

function checkString(field: StringField, value: string, path: string): string[] {
  const choices = allowedChoices(field.options.choices);
  if (choices && !choices.includes(value)) return [`${path}: "${value}" is not one of ${choices.join(", ")}`];
  if (value === "" && field.options.blank === false) return [`${path}: may not be blank`];
  return [];
}

function checkNumber(field: NumberField, value: number, path: string): string[] {
  const { integer, min, max } = field.options;
  if (!Number.isFinite(value)) return [`${path}: ${value} is not a finite number`];
  if (integer === true && !Number.isInteger(value)) return [`${path}: ${value} is not a whole number`];
  if (typeof min === "number" && value < min) return [`${path}: ${value} is below ${min}`];
  if (typeof max === "number" && value > max) return [`${path}: ${value} is above ${max}`];
  return [];
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** Problems of one value against one field, as readable lines naming the path. */
export function checkField(field: DataField, value: unknown, path: string): string[] {
  if (field instanceof UnknownField) return [];
  if (value === null || value === undefined)
    return field.options.nullable === true || value === undefined ? [] : [`${path}: may not be null`];
  if (field instanceof SchemaField)
    return isPlainObject(value) ? checkSchema(field.fields, value, path) : [`${path}: expected an object`];
  if (field instanceof EmbeddedDataField)
    return isPlainObject(value)
      ? checkSchema(field.model.defineSchema(), value, path)
      : [`${path}: expected an object`];
  if (field instanceof ArrayField)
    return Array.isArray(value)
      ? value.flatMap((element, i) => checkField(field.element, element, `${path}[${i}]`))
      : [`${path}: expected an array`];
  if (field instanceof StringField)
    return typeof value === "string" ? checkString(field, value, path) : [`${path}: expected a string`];
  if (field instanceof NumberField)
    return typeof value === "number" ? checkNumber(field, value, path) : [`${path}: expected a number`];
  if (field instanceof BooleanField)
    return typeof value === "boolean" ? [] : [`${path}: expected true or false`];
  return [];
}

/** Problems of an object source against a schema: unknown keys first, then each known key's value. */
export function checkSchema(schema: Schema, source: Record<string, unknown>, path: string): string[] {
  const problems: string[] = [];
  for (const key of Object.keys(source))
    if (!(key in schema)) problems.push(`${path}.${key}: not in the schema (Foundry drops it)`);
  for (const [key, field] of Object.entries(schema))
    problems.push(...checkField(field, source[key], `${path}.${key}`));
  return problems;
}
