/** The dictionary-type form (add and edit), rendered by the kit's ResourceForm. */
import type { FormDef } from "@/resources/kit";
import { dictionaries, type DictType } from "@contract/system/dictionaries";

export const TYPE_FORM: FormDef<DictType> = {
  container: "modal",
  width: 480,
  titleKeys: { add: "dictionaries.types.add", edit: "dictionaries.types.edit" },
  fields: [
    { key: "title", kind: "text", label: "typeTitle", rules: { required: true, maxLength: 50 } },
    { key: "type", kind: "text", rules: { required: true, maxLength: 50, pattern: /^[A-Za-z][A-Za-z0-9_]*$/ } },
    { key: "sortOrder", kind: "number", initial: 0, rules: { integer: true, min: 0, max: 99999 } },
    { key: "description", kind: "textarea", rules: { maxLength: 255 } },
  ],
  endpoints: { add: dictionaries.addType, edit: dictionaries.editType },
};
