/** The icon picker of the menu form: the icons the console's menu can draw (shell/layout/menu-icon), shown as icons. */
import { Select, Space } from "antd";
import { useTranslation } from "react-i18next";
import { MENU_ICONS, MenuIcon } from "@/shell/layout/menu-icon";
import type { Bound } from "@/resources/kit";

const NAMES = Object.keys(MENU_ICONS).sort();

export function IconField({ id, value, onChange, disabled }: Bound & { disabled?: boolean }) {
  const { t } = useTranslation();
  return (
    <Select<string>
      id={id}
      data-testid="icon-picker"
      value={(value as string | undefined) || undefined}
      onChange={(next) => onChange?.(next ?? "")}
      disabled={disabled}
      allowClear
      showSearch
      placeholder={t("common.placeholder.select")}
      options={NAMES.map((name) => ({
        value: name,
        label: (
          <Space>
            <MenuIcon name={name} />
            {name}
          </Space>
        ),
      }))}
      optionFilterProp="value"
    />
  );
}
