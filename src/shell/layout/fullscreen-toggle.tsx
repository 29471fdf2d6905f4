/** Fullscreen on and off (document.documentElement.requestFullscreen / document.exitFullscreen). */
import { Button, Tooltip } from "antd";
import { FullscreenExitOutlined, FullscreenOutlined } from "@ant-design/icons";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";

export function FullscreenToggle() {
  const { t } = useTranslation();
  const [full, setFull] = useState(() => document.fullscreenElement != null);
  useEffect(() => {
    const onChange = () => setFull(document.fullscreenElement != null);
    document.addEventListener("fullscreenchange", onChange);
    return () => document.removeEventListener("fullscreenchange", onChange);
  }, []);
  const toggle = () => {
    const done = full ? document.exitFullscreen?.() : document.documentElement.requestFullscreen?.();
    void done?.catch(() => undefined);
  };
  const label = full ? t("shell.exitFullscreen") : t("shell.fullscreen");
  return (
    <Tooltip title={label}>
      <Button
        type="text"
        style={{ color: "inherit" }}
        icon={full ? <FullscreenExitOutlined /> : <FullscreenOutlined />}
        onClick={toggle}
        aria-label={label}
        data-testid="fullscreen-toggle"
      />
    </Tooltip>
  );
}
