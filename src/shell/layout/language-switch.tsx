/** zh-CN / en-US switch: stored, and the whole UI (antd, dayjs included) follows without a reload. */
import { Dropdown, Button } from "antd";
import { TranslationOutlined } from "@ant-design/icons";
import { useTranslation } from "react-i18next";
import { LANGUAGES, type Language } from "@/i18n/detect";
import { setLanguage } from "@/i18n";

export function LanguageSwitch({ light = false }: { light?: boolean }) {
  const { t, i18n } = useTranslation();
  return (
    <Dropdown
      trigger={["click"]}
      menu={{
        selectable: true,
        selectedKeys: [i18n.language],
        items: LANGUAGES.map((lang) => ({ key: lang, label: t(`shell.languages.${lang}`) })),
        onClick: ({ key }) => void setLanguage(key as Language),
      }}
    >
      <Button type="text" icon={<TranslationOutlined />} style={light ? { color: "#fff" } : undefined} data-testid="language-switch" aria-label={t("shell.language")}>
        {t(`shell.languages.${i18n.language}`)}
      </Button>
    </Dropdown>
  );
}
