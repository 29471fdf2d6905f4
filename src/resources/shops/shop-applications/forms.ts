/**
 * The add/edit forms of both application lists (one `*Modify` call each: add without id, edit with one). Each form
 * sends only the keys its call reads; the Edit action shows only before review (0 applying, 1 pending).
 */
import type { Endpoint } from "@/providers/endpoint";
import type { Params } from "@/providers/http";
import type { FormValues, RowAction, ScreenDef } from "@/resources/kit";
import { ApplyStatus, type ShopApplication } from "@contract/shops/shop-applications";

const pick = (values: FormValues, keys: readonly string[]): Params =>
  Object.fromEntries(keys.map((key) => [key, values[key] ?? null]));

export function applicationForms(
  endpoint: Endpoint,
  keys: { add: readonly string[]; edit: readonly string[] },
): NonNullable<ScreenDef<ShopApplication>["forms"]> {
  return {
    add: {
      container: "modal",
      endpoints: { add: endpoint },
      toPayload: (values) => pick(values, keys.add),
    },
    edit: {
      container: "modal",
      endpoints: { edit: endpoint },
      toPayload: (values, _mode, row) => ({ id: row?.id, ...pick(values, keys.edit) }),
    },
  };
}

export const editApplicationAction: RowAction<ShopApplication> = {
  key: "edit",
  labelKey: "common.actions.edit",
  permType: "edit",
  form: "edit",
  visible: (row) => row.status === ApplyStatus.applying || row.status === ApplyStatus.pending,
};
