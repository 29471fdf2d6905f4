/**
 * The job class of the form: a select over the server's registry (title and class name, the parameter's meaning
 * under it); a back end without the registry call gets a text input for the class name and a line saying so.
 */
import { Input, Select, Typography } from "antd";
import { useTranslation } from "react-i18next";
import type { Bound } from "@/resources/kit";
import { classHint, classTitle } from "./class-title";
import { useJobClasses } from "./job-classes";
import { NS } from "./types";

export function JobClassField({ id, value, onChange, disabled }: Bound & { disabled?: boolean }) {
  const { t } = useTranslation();
  const registry = useJobClasses();
  const current = typeof value === "string" ? value : "";
  if (registry.state === "missing")
    return (
      <>
        <Input
          id={id}
          value={current}
          disabled={disabled}
          maxLength={100}
          onChange={(event) => onChange?.(event.target.value)}
          placeholder={t("common.placeholder.inputField", { label: t(`${NS}.fields.jobClassName`) })}
        />
        <Typography.Text type="secondary" data-testid="job-class-missing">
          {t(`${NS}.registryMissing`)}
        </Typography.Text>
      </>
    );
  const classes = registry.state === "ready" ? registry.classes : [];
  const chosen = classes.find((job) => job.className === current);
  return (
    <>
      <Select<string>
        id={id}
        data-testid="job-class-select"
        data-state={registry.state}
        value={current || undefined}
        onChange={(next) => onChange?.(next ?? "")}
        disabled={disabled}
        aria-disabled={disabled || undefined}
        loading={registry.state === "loading"}
        showSearch
        optionFilterProp="label"
        placeholder={t("common.placeholder.select")}
        options={classes.map((job) => ({
          value: job.className,
          label: `${classTitle(job.className, job.title)} (${job.className})`,
        }))}
      />
      {chosen && (
        <Typography.Text type="secondary" data-testid="job-parameter-hint">
          {t(`${NS}.parameterHint`, { hint: classHint(chosen.className, chosen.parameterHint) })}
        </Typography.Text>
      )}
    </>
  );
}
