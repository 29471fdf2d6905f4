/**
 * Home: a welcome with the user's name, painted at once in plain markup (antd's CSS variables, no Card/Typography on
 * this route), then the dashboard from its own chunk (figures, charts, to-do list).
 */
import { useGetIdentity } from "@refinedev/core";
import { Suspense } from "react";
import { useTranslation } from "react-i18next";
import type { UserInfo } from "@/providers/auth-provider";
import { lazyPage } from "@/lib/chunk-timeout";

// The dashboard is most of home: a hung chunk fails after the chunk timeout into the page's reload offer.
const Dashboard = lazyPage(() => import("./dashboard"));

export default function HomePage() {
  const { t } = useTranslation();
  const { data: user } = useGetIdentity<UserInfo>();
  return (
    <>
      <section className="home-panel" data-testid="home">
        <h2>{t("shell.welcome", { name: user?.nickname ?? user?.username ?? "" })}</h2>
        <p>{t("shell.homeIntro")}</p>
      </section>
      <Suspense fallback={null}>
        <Dashboard />
      </Suspense>
    </>
  );
}
