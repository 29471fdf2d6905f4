/**
 * A screen module → the page the menu mounts: its catalogue registered under its namespace, its definition compiled
 * once, the generic list page (with the screen's part above it, if any; or the screen's own page composing the kit's
 * parts) rendering it.
 */
import { Col, Row } from "antd";
import { useMemo, useState, type ComponentType } from "react";
import { registerCatalogue } from "@/i18n";
import { DICTS, type DictId } from "@contract/dicts";
import { loadDict } from "@/components/dict-store";
import { ListPage } from "./engine/list-page";
import { SettingsPage } from "./engine/settings-page";
import type { ResourceDefinition } from "./engine/types";
import { compileScreen, namespaceOf } from "./compile";
import type { ErasedScope, ScreenDef } from "./screen-types";
import { rowsAhead } from "./list-prefetch";
import { usePhone } from "@/lib/phone";

// Rendered hidden while home is idle, so a list's first open reuses the styles (see style-warmup.tsx).
export { StyleWarmup } from "./style-warmup";

export interface ScreenModule {
  default: ScreenDef<never> | ScreenDef<object>;
}

/**
 * Asks for the dictionaries a list shows (its tabs, cells and search selects) beside its first request, not after its
 * first render: answered by then, the tabs and tags are drawn once with the server's labels instead of again when
 * each answer arrives (loadDict asks once per session).
 */
function loadDictsOf(definition: ResourceDefinition<object>): void {
  const ids = new Set<DictId>();
  if (definition.tabs) ids.add(definition.tabs.dict);
  for (const column of definition.columns) if (column.kind === "dict" && column.dict) ids.add(column.dict);
  for (const field of definition.search ?? []) if (field.kind === "dict" && field.dict) ids.add(field.dict);
  for (const id of ids) void loadDict(DICTS[id]);
}

export function screenPage(key: string, screen: ScreenDef<object>): ComponentType {
  if (screen.i18n) registerCatalogue(namespaceOf(key), screen.i18n);
  const definition: ResourceDefinition<object> = compileScreen(key, screen);
  loadDictsOf(definition);
  const Custom = screen.page;
  const Above = screen.above;
  const scope = screen.scope;
  const useRowsAhead = rowsAhead(key, screen);
  return function ScreenPage() {
    useRowsAhead();
    if (Custom) return <Custom definition={definition} />;
    if (scope) return <ScopedList definition={definition} scope={scope} />;
    const body = definition.settings ? <SettingsPage definition={definition} /> : <ListPage definition={definition} />;
    if (!Above) return body;
    return (
      <>
        <Above definition={definition} />
        {body}
      </>
    );
  };
}

/** A value as the list's key: a new choice mounts the list afresh. */
const keyOf = (value: unknown): string =>
  value === undefined ? "" : typeof value === "object" ? JSON.stringify(value) : String(value);

/** The list narrowed by its scope's panel (ScreenScope), the panel beside it or above it. */
function ScopedList({ definition, scope }: { definition: ResourceDefinition<object>; scope: ErasedScope<object> }) {
  const [value, setValue] = useState<unknown>();
  const shown = useMemo(
    () => (value === undefined ? definition : scope.narrow(definition, value)),
    [definition, scope, value],
  );
  // On a phone (below 768 px) a panel beside the list goes above it: the list keeps the screen's width.
  const phone = usePhone();
  const Panel = scope.panel;
  const panel = <Panel value={value} onChange={setValue} definition={definition} />;
  const list = <ListPage key={keyOf(value)} definition={shown} />;
  if (scope.placement === "above" || phone)
    return (
      <>
        {panel}
        {list}
      </>
    );
  return (
    <Row gutter={12} wrap={false}>
      <Col flex={`${scope.width ?? 240}px`}>{panel}</Col>
      <Col flex="auto" style={{ minWidth: 0 }}>
        {list}
      </Col>
    </Row>
  );
}
