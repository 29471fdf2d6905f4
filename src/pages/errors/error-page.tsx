import { Button, Result } from "antd";
import { useStableNavigate } from "@/lib/route-hooks";
import { useTranslation } from "react-i18next";

const SUBTITLES = { 403: "errors.forbidden", 404: "errors.notFound", 500: "errors.serverError" } as const;

export default function ErrorPage({ code }: { code: 403 | 404 | 500 }) {
  const { t } = useTranslation();
  const navigate = useStableNavigate();
  return (
    <div data-testid={`error-${code}`}>
      <Result
        status={String(code) as "403" | "404" | "500"}
        title={code}
        subTitle={t(SUBTITLES[code])}
        extra={
          <Button type="primary" onClick={() => navigate("/home")}>
            {t("common.actions.goHome")}
          </Button>
        }
      />
    </div>
  );
}
