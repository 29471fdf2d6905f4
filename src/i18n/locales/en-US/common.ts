import type zh from "../zh-CN/common";
import type { Catalogue } from "../../catalogue";

const en: Catalogue<typeof zh> = {
  product: "Member Platform",
  productAdmin: "{{product}} admin",
  productSystem: "{{product}} management system",
  titles: { login: "login - {{product}} admin", page: "{{title}} - {{product}} management system" },
  actions: {
    search: "Search", reset: "Reset", refresh: "Refresh", add: "Add", edit: "Edit", delete: "Delete", view: "View",
    submit: "Submit", cancel: "Cancel", confirm: "Confirm", close: "Close", export: "Export", save: "Save", back: "Back",
    goHome: "Back home", more: "More", approve: "Approve", reject: "Reject", detail: "Details",
  },
  density: { label: "Density", default: "Default", compact: "Compact" },
  yes: "Yes",
  no: "No",
  all: "All",
  empty: "--",
  index: "No.",
  actionsColumn: "Actions",
  placeholder: { inputField: "Please enter {{label}}", input: "Please enter", select: "Please select" },
  pagination: { total: "{{total}} in total" },
  range: { from: "Min", to: "Max" },
  summary: "subtotal",
  confirmTitle: "Friendly reminder",
  detail: { basic: "Basic information" },
  export: { empty: "No data to export", confirm: "Total rows to export: {{count}}, confirm export?" },
  review: { title: "Review prompt", reason: "Rejection reason", reasonPlaceholder: "Enter the rejection reason", reasonRequired: "Rejection reason cannot be empty" },
  messages: {
    operationSucceeded: "Operation succeeded",
    deleted: "Deleted successfully",
    cancelled: "Cancelled",
    passwordChanged: "Password changed",
  },
  confirmations: { approve: "Confirm approval?", delete: "After deletion it cannot be recovered, please operate carefully!" },
  validation: {
    required: "Please enter {{label}}", maxLength: "{{label}}: at most {{max}} characters", number: "{{label}} must be a number",
    integer: "{{label}} must be a whole number", min: "{{label}} cannot be less than {{min}}", max: "{{label}} cannot be more than {{max}}", pattern: "{{label}} is not in the right format",
  },
  switch: { on: "On", off: "Off" },
};
export default en;
