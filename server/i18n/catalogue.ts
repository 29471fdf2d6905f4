/**
 * One area's messages, by name: each name holds the zh-CN text (the spec's words, what the server sends by default)
 * and its en-US text. A text with `{name}` parts is a template: `fill` puts the values in.
 */
export type Catalogue = Readonly<Record<string, readonly [zh: string, en: string]>>;

/** The `{name}` parts of a template, as a union of their names (`never` for a plain text). */
export type Parts<S extends string> = S extends `${string}{${infer Part}}${infer Rest}` ? Part | Parts<Rest> : never;

/** The zh-CN text of each name of a catalogue, its literal type kept (so `fill` knows a template's parts). */
export type Named<C extends Catalogue> = { readonly [K in keyof C]: C[K][0] };

/** A template filled with its values: `fill(M.required, { label: '昵称' })` is "昵称不能为空". */
export function fill<S extends string>(template: S, values: Readonly<Record<Parts<S>, string | number>>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    Object.prototype.hasOwnProperty.call(values, name)
      ? String((values as Record<string, string | number>)[name])
      : whole,
  );
}
