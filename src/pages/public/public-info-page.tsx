/** regist, regist-result and authorize: public pages whose content the spec leaves open; each leads back to login. */
import { Button, Result } from "antd";
import { useStableNavigate } from "@/lib/route-hooks";
import { useTranslation } from "react-i18next";

export default function PublicInfoPage({ kind }: { kind: "regist" | "registResult" | "authorize" }) {
  const { t } = useTranslation();
  const navigate = useStableNavigate();
  return (
    <div data-testid={`public-${kind}`}>
      <Result
      status="info"
      title={t(`shell.publicPages.${kind}.title`)}
      subTitle={t(`shell.publicPages.${kind}.text`)}
      extra={<Button type="primary" onClick={() => navigate("/login")}>{t("shell.publicPages.backToLogin")}</Button>}
      />
    </div>
  );
}
