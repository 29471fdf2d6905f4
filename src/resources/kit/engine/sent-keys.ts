/**
 * What a screen's declared forms and buttons send, by call: the request keys `contract/` must declare for that call
 * (src/resources/screens.test.ts checks them). A form sends the fields staff type in (their first segment: `a.b` is
 * sent as `a`) through its payload transform; a switch and a row action send their payload of a row. An edit form
 * also sends the row it edits, read-only fields included, whose keys the call may leave unread; a key filling a
 * path parameter (`{id}`) goes into the path.
 */
import type { Endpoint } from "@/providers/endpoint";
import type { Params } from "@/providers/http";
import { buildPayload } from "./form-model";
import type { FormDef, FormFieldKind, FormMode, FormValues } from "./form-types";
import type { ResourceDefinition } from "./types";

export interface Sent {
  what: string;
  endpoint: Endpoint;
  keys: readonly string[];
  /** A form's typed keys with the kind of input each is typed into. */
  kinds?: Readonly<Record<string, FormFieldKind>>;
}

/** A row whose every field reads 1: enough for a payload built from a row. */
const SAMPLE_ROW = new Proxy({}, { get: (_target, key) => (key === "then" ? undefined : 1) });

const topKeys = (params: Params): string[] => Object.keys(params);

/** The fields staff type into in `mode`, by the key they are sent under (a nested field's kind is not its key's). */
function typedFields<T>(form: FormDef<T>, mode: FormMode): Record<string, FormFieldKind | undefined> {
  const typed: Record<string, FormFieldKind | undefined> = {};
  for (const field of form.fields) {
    if (!(field.visibleWhen?.({}, mode) ?? true) || field.disabled || field.disabledIn === mode) continue;
    const [top = field.key] = field.key.split(".");
    typed[top] = top === field.key ? field.kind : undefined;
  }
  return typed;
}

function formKeys<T>(form: FormDef<T>, mode: FormMode): string[] {
  const values: FormValues = Object.fromEntries(Object.keys(typedFields(form, mode)).map((key) => [key, 1]));
  let keys: string[];
  try {
    keys = topKeys(buildPayload(form, values, mode, mode === "edit" ? ({} as T) : undefined));
  } catch {
    // A transform that needs real values: the fields are what it starts from.
    keys = Object.keys(values);
  }
  return keys;
}

/** The keys a call sends in its request: those filling its path's `{parameters}` go into the path. */
const requestKeys = (endpoint: Endpoint, keys: readonly string[]): string[] =>
  keys.filter((key) => !endpoint.path.includes(`{${key}}`));

function payloadKeys(build: () => Params): string[] | undefined {
  try {
    return topKeys(build());
  } catch {
    return undefined;
  }
}

export function sentKeys<T>(definition: ResourceDefinition<T>): Sent[] {
  const sent: Sent[] = [];
  for (const mode of ["add", "edit"] as const) {
    const form = definition.forms?.[mode];
    const endpoint = form?.endpoints[mode];
    if (!form || !endpoint) continue;
    const kinds = Object.fromEntries(
      Object.entries(typedFields(form, mode)).filter((entry): entry is [string, FormFieldKind] => !!entry[1]),
    );
    sent.push({ what: `${mode} form`, endpoint, keys: requestKeys(endpoint, formKeys(form, mode)), kinds });
  }
  const row = SAMPLE_ROW as T;
  for (const column of definition.columns) {
    const toggle = column.toggle;
    const keys = toggle && payloadKeys(() => toggle.payload(row, 1));
    if (toggle && keys)
      sent.push({ what: `switch ${column.key}`, endpoint: toggle.endpoint, keys: requestKeys(toggle.endpoint, keys) });
  }
  for (const action of definition.rowActions ?? []) {
    const { endpoint, payload } = action;
    const keys = endpoint && payload ? payloadKeys(() => payload(row)) : undefined;
    if (endpoint && keys) sent.push({ what: `action ${action.key}`, endpoint, keys: requestKeys(endpoint, keys) });
  }
  return sent;
}
