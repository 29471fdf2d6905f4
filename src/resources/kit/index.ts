/**
 * The kit's one public surface: everything a screen file (`*.screen.ts(x)`) and its parts folder import from the kit
 * comes from here. The list engine under `engine/` is the kit's own: what a part legitimately needs of it (a custom
 * page composing the list, a form or a drawer table; the types a field's callback receives; the call hook) is
 * re-exported below, and ESLint refuses an import of `kit/engine/**` from anywhere else in src/resources/.
 *
 * The kit's modules run nothing on import, and the build knows it (vite.config.ts): a screen's chunk holds only what
 * the screen uses of this module, so a plain list screen does not wait for the list machinery it re-exports. The
 * registry imports the lazy machinery (`screen-page.tsx`) by its own path, never through here: that module must stay
 * out of the login and home JavaScript.
 */

// The screen's declaration and its presets.
export * from "./screen-types";
export * from "./presets";
export * from "./form-action";
export * from "./member-link";
export * from "./member-text";
export * from "./relative-keys";
export { compileScreen, namespaceOf } from "./compile";
export { screenKeyOf } from "./screen-key";
export type { ScreenModule } from "./screen-page";

// What a definition is compiled to, as a part reads it (a callback's arguments, a custom page's definition).
export type {
  ActionContext,
  ConfirmFact,
  ConfirmSpec,
  ResourceDefinition,
  RowAction,
  ToolbarItem,
  ToolbarProps,
} from "./engine/types";
export type { FormDef, FormField, FormFieldKind, FormValues, OptionValue, OptionsSource } from "./engine/form-types";
export type { Bound } from "./engine/form-fields";
export { declaredActions } from "./engine/row-actions";
export { sentKeys } from "./engine/sent-keys";

// Labels and cells, as the list shows them.
export { actionLabelKeys, fieldLabelKeys } from "./engine/labels";
export { EMPTY, isYes } from "./engine/cells";

// Parts a custom page (`page:`) or a row action composes.
export { ListPage } from "./engine/list-page";
export { ResourceForm } from "./engine/resource-form";
export { DrawerTable } from "./engine/drawer-table";
export { REASON_MAX, reasonActionComponent } from "./engine/reason-action";
export {
  ActionHistoryTabs,
  HistoryTabs,
  RecordHistory,
  type HistoryTabsProps,
  type RecordHistoryProps,
} from "./engine/history/record-history";
export { useHistoryOffered } from "./engine/history/offered";
export type { HistoryRecord } from "./engine/history/model";
export { takeReviewIntent, type ReviewIntent } from "./engine/review-queue/intent";

// Hooks: one declared call, the page's permissions, a form's remote options, the 403 page.
export { useCall } from "./engine/use-call";
export { backend, useEndpointQuery, useEndpointRead, useListRead } from "./engine/backend";
export { isKnownAbsent, markAbsent, useAbsentCalls } from "./engine/absent-calls";
export { forgetRevealed, hasMaskedValue, revealRow, useRevealedValues } from "./engine/reveal-store";
export { revealComponent } from "./engine/reveal-action";
export { usePermissions, type Has } from "./engine/use-permissions";
export { useRemoteOptions } from "./engine/use-remote-options";
export { useForbiddenPage } from "./engine/use-forbidden-page";
