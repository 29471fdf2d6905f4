/**
 * Home: a welcome with the user's name, painted at once in plain markup (antd's CSS variables, no Card/Typography on
 * this route), then, once that has painted, the dashboard from its own chunk (figures, charts, to-do list).
 */
import { useGetIdentity } from "@refinedev/core";
import { Suspense } from "react";
import { useTranslation } from "react-i18next";
import type { UserInfo } from "@/providers/auth-provider";
import { lazyPage } from "@/lib/chunk-timeout";
import { useAfterFirstPaint } from "@/lib/after-paint";

// The dashboard is most of home: a hung chunk fails after the chunk timeout into the page's reload offer.
const Dashboard = lazyPage(() => import("./dashboard"));

export default function HomePage() {
  const { t } = useTranslation();
  const { data: user } = useGetIdentity<UserInfo>();
  // The welcome paints first; the dashboard's chunk starts after that frame (charts after the first paint).
  const painted = useAfterFirstPaint();
  return (
    <>
      <section className="home-panel" data-testid="home">
        <h2>{t("shell.welcome", { name: user?.nickname ?? user?.username ?? "" })}</h2>
        <p>{t("shell.homeIntro")}</p>
      </section>
      {painted && (
        <Suspense fallback={null}>
          <Dashboard />
        </Suspense>
      )}
    </>
  );
}
