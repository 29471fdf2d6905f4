/** Home: a welcome with the user's name. Plain markup with antd's CSS variables (no Card/Typography on this route). */
import { useGetIdentity } from "@refinedev/core";
import { useTranslation } from "react-i18next";
import type { UserInfo } from "@/providers/auth-provider";

export default function HomePage() {
  const { t } = useTranslation();
  const { data: user } = useGetIdentity<UserInfo>();
  return (
    <section className="home-panel" data-testid="home">
      <h2>{t("shell.welcome", { name: user?.nickname ?? user?.username ?? "" })}</h2>
      <p>{t("shell.homeIntro")}</p>
    </section>
  );
}
