/** The member list's small dialogs as declared forms: update level / phone / real name, and test members in bulk. */
import type { FormDef } from "@/resources/kit";
import { userList, type MemberRow } from "@contract/members/user-list";
import { PHONE } from "@contract/rules";

/** A one-field edit of the member: sends {id, <field>} to saveOrUpdate (the other values are kept). */
function oneField(
  key: "teamLevel" | "phone" | "realName",
  field: FormDef<MemberRow>["fields"][number],
): FormDef<MemberRow> {
  return {
    container: "modal",
    width: 460,
    titleKeys: { add: `userList.dialogs.${key}`, edit: `userList.dialogs.${key}` },
    fields: [field],
    toPayload: (values, _mode, row) => ({ id: row?.id ?? null, [key]: values[key] as string | number }),
    endpoints: { edit: userList.save },
  };
}

export const DIALOGS = {
  updateLevel: oneField("teamLevel", { key: "teamLevel", kind: "dict", dict: "teamLevel", rules: { required: true } }),
  updatePhone: oneField("phone", {
    key: "phone",
    kind: "digits",
    rules: { required: true, maxLength: 11, pattern: PHONE, patternKey: "userList.validation.phone" },
  }),
  updateRealName: oneField("realName", { key: "realName", kind: "text", rules: { required: true, maxLength: 20 } }),
} as const;

export type DialogKey = keyof typeof DIALOGS;

/** batchInsert {count, phonePrefix}: test members with random unique phones under the prefix. */
export const BATCH_INSERT: FormDef<MemberRow> = {
  container: "modal",
  width: 480,
  titleKeys: { add: "userList.dialogs.batchInsert", edit: "userList.dialogs.batchInsert" },
  fields: [
    { key: "count", kind: "number", initial: 10, rules: { required: true, integer: true, min: 1, max: 500 } },
    {
      key: "phonePrefix",
      kind: "digits",
      initial: "170",
      helpKey: "userList.help.phonePrefix",
      rules: { required: true, maxLength: 7, pattern: /^1\d{2,6}$/, patternKey: "userList.validation.phonePrefix" },
    },
  ],
  toPayload: (values) => ({ count: Number(values.count), phonePrefix: String(values.phonePrefix) }),
  endpoints: { add: userList.batchInsert },
};
