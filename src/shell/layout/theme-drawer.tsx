/**
 * The theme settings drawer (SPEC §3 theme table, §9 presets, option lists and bounds), plus the idle auto-lock.
 * Every change is applied and stored (`theme`) at once; the inputs enforce the bounds (sliceNum 1–10, menuWidth
 * 0–500, lockMinutes 0–120).
 */
import { Button, Divider, Drawer, InputNumber, Radio, Select, Switch, Typography } from "antd";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import {
  LOCK_MINUTES_BOUNDS,
  MAIN_THEMES,
  MENU_THEMES,
  MENU_WIDTH_BOUNDS,
  NAV_SHOW_TYPES,
  NAV_THEMES,
  NAV_TYPES,
  SLICE_BOUNDS,
  themeStore,
  useThemeSettings,
  type ThemeSettings,
} from "../theme-settings";

type BooleanField = { [K in keyof ThemeSettings]: ThemeSettings[K] extends boolean ? K : never }[keyof ThemeSettings];
const SWITCHES: BooleanField[] = [
  "showNavMenuIcon",
  "fixNav",
  "showFold",
  "showLogo",
  "showTags",
  "showSearch",
  "showFooter",
];

function Row({ label, field, children }: { label: string; field: keyof ThemeSettings; children: ReactNode }) {
  return (
    <div
      style={{ display: "flex", alignItems: "center", justifyContent: "space-between", gap: 12, marginBottom: 12 }}
      data-testid={`theme-field-${field}`}
    >
      <span>{label}</span>
      {children}
    </div>
  );
}

export default function ThemeDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const settings = useThemeSettings();
  const set = (patch: Partial<ThemeSettings>) => themeStore.set(patch);
  const options = <T extends string>(list: readonly T[], prefix: string) =>
    list.map((value) => ({ value, label: t(`shell.theme.${prefix}.${value}`) }));
  return (
    <Drawer
      open={open}
      onClose={onClose}
      title={t("shell.theme.title")}
      width={340}
      data-testid="theme-drawer"
      rootClassName="theme-drawer"
    >
      <Typography.Title level={5}>{t("shell.theme.style")}</Typography.Title>
      <Row label={t("shell.theme.mainTheme")} field="mainTheme">
        <Select
          style={{ width: 150 }}
          value={settings.mainTheme}
          options={options(MAIN_THEMES, "mainThemes")}
          onChange={(value) => themeStore.applyMainTheme(value)}
        />
      </Row>
      <Row label={t("shell.theme.weakMode")} field="weakMode">
        <Switch checked={settings.weakMode} onChange={(weakMode) => set({ weakMode })} />
      </Row>
      <Row label={t("shell.theme.menuTheme")} field="menuTheme">
        <Select
          style={{ width: 150 }}
          value={settings.menuTheme}
          options={options(MENU_THEMES, "menuThemes")}
          onChange={(menuTheme) => set({ menuTheme })}
        />
      </Row>
      <Row label={t("shell.theme.navTheme")} field="navTheme">
        <Select
          style={{ width: 150 }}
          value={settings.navTheme}
          options={options(NAV_THEMES, "navThemes")}
          onChange={(navTheme) => set({ navTheme })}
        />
      </Row>
      <Divider />
      <Typography.Title level={5}>{t("shell.theme.layout")}</Typography.Title>
      <Row label={t("shell.theme.navType")} field="navType">
        <Radio.Group
          size="small"
          optionType="button"
          value={settings.navType}
          options={options(NAV_TYPES, "navTypes")}
          onChange={(e) => set({ navType: e.target.value as ThemeSettings["navType"] })}
        />
      </Row>
      <Row label={t("shell.theme.navShowType")} field="navShowType">
        <Radio.Group
          size="small"
          optionType="button"
          value={settings.navShowType}
          options={options(NAV_SHOW_TYPES, "navShowTypes")}
          onChange={(e) => set({ navShowType: e.target.value as ThemeSettings["navShowType"] })}
        />
      </Row>
      <Row label={t("shell.theme.sliceNum")} field="sliceNum">
        <InputNumber
          min={SLICE_BOUNDS.min}
          max={SLICE_BOUNDS.max}
          precision={0}
          value={settings.sliceNum}
          onChange={(value) => value != null && set({ sliceNum: value })}
        />
      </Row>
      <Row label={t("shell.theme.menuWidth")} field="menuWidth">
        <InputNumber
          min={MENU_WIDTH_BOUNDS.min}
          max={MENU_WIDTH_BOUNDS.max}
          precision={0}
          step={10}
          addonAfter="px"
          style={{ width: 130 }}
          value={settings.menuWidth}
          onChange={(value) => value != null && set({ menuWidth: value })}
        />
      </Row>
      <Divider />
      <Typography.Title level={5}>{t("shell.theme.display")}</Typography.Title>
      {SWITCHES.map((field) => (
        <Row key={field} label={t(`shell.theme.${field}`)} field={field}>
          <Switch checked={settings[field]} onChange={(checked) => set({ [field]: checked })} />
        </Row>
      ))}
      <Divider />
      <Typography.Title level={5}>{t("shell.theme.security")}</Typography.Title>
      <Row label={t("shell.theme.lockMinutes")} field="lockMinutes">
        <InputNumber
          min={LOCK_MINUTES_BOUNDS.min}
          max={LOCK_MINUTES_BOUNDS.max}
          precision={0}
          addonAfter={t("shell.theme.minutes")}
          style={{ width: 130 }}
          value={settings.lockMinutes}
          onChange={(value) => value != null && set({ lockMinutes: value })}
        />
      </Row>
      <Typography.Paragraph type="secondary" style={{ fontSize: 12 }}>
        {t("shell.theme.lockMinutesHint")}
      </Typography.Paragraph>
      <Divider />
      <Button block onClick={() => themeStore.reset()} data-testid="theme-reset">
        {t("shell.theme.reset")}
      </Button>
    </Drawer>
  );
}
