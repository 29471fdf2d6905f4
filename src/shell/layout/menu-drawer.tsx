/**
 * The side menu on a phone (below 768 px): the same side bar (logo and the current app's menu, in the menu theme) in
 * a drawer from the left, opened by the header's menu button. Choosing a page closes it. Lazy: a desktop never loads
 * it, and a phone only when the button is first pressed.
 */
import { Drawer } from "antd";
import type { MouseEvent } from "react";
import { useTranslation } from "react-i18next";
import { SideBar } from "./side-bar";

/** The drawer's width: the default side menu's, leaving a strip of the page to tap away. */
const DRAWER_WIDTH = 280;

export default function MenuDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const closeOnPage = (event: MouseEvent<HTMLElement>) => {
    if (event.target instanceof Element && event.target.closest(".ant-menu-item")) onClose();
  };
  return (
    <Drawer
      open={open}
      onClose={onClose}
      placement="left"
      width={DRAWER_WIDTH}
      closable={false}
      title={null}
      rootClassName="phone-menu-drawer"
      styles={{ body: { padding: 0 } }}
      aria-label={t("phone.menu")}
      data-testid="phone-menu-drawer"
    >
      <div onClick={closeOnPage} style={{ height: "100%" }}>
        <SideBar width={DRAWER_WIDTH} collapsed={false} />
      </div>
    </Drawer>
  );
}
