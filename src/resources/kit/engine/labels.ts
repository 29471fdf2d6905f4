/**
 * Label keys by convention (STYLE lesson 5): a field's label is the screen's own `<namespace>.fields.<label>` when
 * the screen has one, else the console-wide vocabulary `fields.<label>` (written once for the whole console). Row
 * actions likewise fall back from `<namespace>.actions.<key>` to `common.actions.<key>`.
 */
export function fieldLabelKeys(namespace: string, label: string): string[] {
  return [`${namespace}.fields.${label}`, `fields.${label}`];
}

export function actionLabelKeys(namespace: string, key: string): string[] {
  return [`${namespace}.actions.${key}`, `common.actions.${key}`];
}
