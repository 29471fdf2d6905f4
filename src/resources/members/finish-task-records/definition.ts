/** Member task-completion records (SPEC §2.10) declared as data, with the add form (member, task, points). */
import type { FormDef } from "@/resources/dsl/form-types";
import type { ResourceDefinition } from "@/resources/dsl/types";
import { SCORE_MAX, type MemberTaskRecord } from "./types";

const addForm: FormDef<MemberTaskRecord> = {
  container: "modal",
  width: 560,
  titleKeys: { add: "finishTaskRecords.form.title", edit: "finishTaskRecords.form.title" },
  fields: [
    { key: "uid", kind: "digits", rules: { required: true, maxLength: 16 } },
    {
      key: "taskId",
      kind: "select",
      labelKey: "finishTaskRecords.fields.task",
      optionsFrom: { endpoint: { path: "/task/list", style: "body" }, params: { page: 1, pageSize: 1000 }, value: "id", label: "taskName" },
      rules: { required: true, requiredKey: "finishTaskRecords.form.taskRequired" },
    },
    { key: "score", kind: "number", rules: { integer: true, min: 0, max: SCORE_MAX }, helpKey: "finishTaskRecords.form.scoreHelp" },
    { key: "status", kind: "dict", dict: "taskClaimStatus", initial: "1", rules: { required: true } },
  ],
  endpoints: { add: { path: "/task/member/record/add", style: "body" } },
};

export const finishTaskRecords: ResourceDefinition<MemberTaskRecord> = {
  namespace: "finishTaskRecords",
  rowKey: "id",
  endpoints: { list: { path: "/task/member/record", style: "body" } },
  search: [
    { key: "uid", kind: "digits", maxLength: 16, fromQuery: "uid" },
    { key: "taskName", kind: "text", maxLength: 50 },
    { key: "realName", kind: "text", maxLength: 50 },
    { key: "phone", kind: "digits", maxLength: 16 },
  ],
  columns: [
    { key: "index", kind: "index", width: 70 },
    { key: "id", width: 80 },
    { key: "taskId", width: 80 },
    { key: "uid", width: 100 },
    { key: "realName", width: 110 },
    { key: "phone", width: 130 },
    { key: "taskName", width: 150 },
    { key: "status", kind: "dict", dict: "taskClaimStatus", width: 100 },
    { key: "score", width: 100 },
    { key: "doneTime", kind: "dateTime", width: 170 },
  ],
  forms: { add: addForm },
};
