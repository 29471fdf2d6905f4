/**
 * Keys relative to the screen. Inside a screen definition a key that starts with "." is the screen's own:
 * `".status.on"` in `finance/bank-management.screen.ts` is `bankManagement.status.on`. A key without the dot is full
 * (`common.…`, `fields.…`, another screen's) and is kept as written.
 *
 * A key is the value of a property whose name ends in `Key` or `Keys` (a string, a list of strings or an object of
 * them: `labelKeys`, `titleKeys`, `patternKey`, `helpKey`, `fileNameKey`…), wherever it sits in the definition's data;
 * also the message a `validate` rule returns and the keys of the spec a `confirm` function returns. A function that
 * translates for itself (a `render` calling `t`) and a row action's own component write full keys.
 */

/** The full key of `key` in the screen whose namespace is `namespace`. */
export function resolveKey(namespace: string, key: string): string {
  return key.startsWith(".") ? `${namespace}${key}` : key;
}

const KEY_PROPERTY = /Keys?$/;

function isPlain(value: unknown): value is Record<string, unknown> {
  if (typeof value !== "object" || value === null) return false;
  // A React element is a plain object too, but a frozen one to keep whole.
  if ("$$typeof" in value) return false;
  const proto = Object.getPrototypeOf(value) as unknown;
  return proto === Object.prototype || proto === null;
}

type Visit = (key: string) => string;

function walk(value: unknown, visit: Visit, isKey: boolean): unknown {
  if (typeof value === "string") return isKey ? visit(value) : value;
  if (Array.isArray(value)) return value.map((item) => walk(item, visit, isKey));
  if (!isPlain(value)) return value;
  return Object.fromEntries(Object.entries(value).map(([name, item]) => [name, property(name, item, visit, isKey)]));
}

function property(name: string, value: unknown, visit: Visit, isKey: boolean): unknown {
  if (typeof value === "function") {
    const call = value as (...args: unknown[]) => unknown;
    if (name === "confirm") return (...args: unknown[]) => walk(call(...args), visit, false);
    if (name === "validate")
      return (...args: unknown[]) => {
        const message = call(...args);
        return typeof message === "string" ? visit(message) : message;
      };
    return value;
  }
  // The screen's own catalogue holds texts, not keys.
  if (name === "i18n") return value;
  return walk(value, visit, isKey || KEY_PROPERTY.test(name));
}

/** A copy of `value` (a screen definition or a part's spec) with its relative keys made full. */
export function resolveKeys<S>(namespace: string, value: S): S {
  return walk(value, (key) => resolveKey(namespace, key), false) as S;
}

/** The relative keys a definition writes in its data (screens.test.ts checks each resolves in both languages). */
export function relativeKeys(value: unknown): string[] {
  const found: string[] = [];
  walk(
    value,
    (key) => {
      if (key.startsWith(".")) found.push(key);
      return key;
    },
    false,
  );
  return found;
}
