/**
 * The team-config drawer's form model (SPEC §2.7, §5, §7.4), pure: a config → flat form values, and form values →
 * the POST /myTeam/configSave body (upgradeCondition object, comma text → array, status 1/2, no id in add mode).
 */
import type { Params } from "@/providers/http";
import { CO_FOUNDER_LEVEL, ConfigStatus } from "./types";
import type { TeamConfig } from "@contract/team/team-config";

export type ConfigMode = "add" | "edit";

export const LEVEL_NAME_MAX = 15;
export const NUMBER_MAX_LENGTH = 9;
export const CONDITION_TEXT_MAX = 100;

export const RATE_FIELDS = [
  "userInviteDirectRate",
  "userInviteIndirectRate",
  "childLevelProfitRate",
  "sameLevelProfitRate",
  "globalProfitRate",
] as const;

type Amount = number | null;

export interface ConfigFormValues {
  levelName: string;
  /** Dictionary codes are strings in the selects. */
  level: string | undefined;
  userInviteDirectRate: Amount;
  userInviteIndirectRate: Amount;
  childLevelProfitRate: Amount;
  sameLevelProfitRate: Amount;
  globalProfitRate: Amount;
  directLevel: string | undefined;
  directLevelCount: Amount;
  teamAssets: Amount;
  userAssets: Amount;
  smallRegionAssets: Amount;
  realnameAuth: boolean;
  upgradeConditionShow: string;
  /** On = 1, off = 2. */
  status: boolean;
}

const code = (value: number | null | undefined) => (value === null || value === undefined ? undefined : String(value));
const amount = (value: number | null | undefined): Amount => (value === undefined ? null : value);
const levelOf = (value: string | undefined) => (value === undefined || value === "" ? null : Number(value));

/** 'a, b，c,' → ['a', 'b', 'c']: commas (ASCII or full-width) separate, blanks are dropped. */
export function splitConditionText(text: string | null | undefined): string[] {
  return (text ?? "")
    .split(/[,，]/)
    .map((line) => line.trim())
    .filter(Boolean);
}

export function joinConditionText(lines: readonly string[] | null | undefined): string {
  return (lines ?? []).join(",");
}

export function isCoFounder(level: string | number | null | undefined): boolean {
  return level !== null && level !== undefined && level !== "" && Number(level) === CO_FOUNDER_LEVEL;
}

/** Add mode opens empty with the status on; edit mode opens with the config. */
export function toFormValues(config?: TeamConfig): ConfigFormValues {
  const condition = config?.upgradeCondition ?? {};
  return {
    levelName: config?.levelName ?? "",
    level: code(config?.level),
    userInviteDirectRate: amount(config?.userInviteDirectRate),
    userInviteIndirectRate: amount(config?.userInviteIndirectRate),
    childLevelProfitRate: amount(config?.childLevelProfitRate),
    sameLevelProfitRate: amount(config?.sameLevelProfitRate),
    globalProfitRate: amount(config?.globalProfitRate),
    directLevel: code(condition.directLevel),
    directLevelCount: amount(condition.directLevelCount),
    teamAssets: amount(condition.teamAssets),
    userAssets: amount(condition.userAssets),
    smallRegionAssets: amount(condition.smallRegionAssets),
    realnameAuth: condition.realnameAuth === 1,
    upgradeConditionShow: joinConditionText(config?.upgradeConditionShow),
    status: config ? config.status === ConfigStatus.on : true,
  };
}

/** The save body: edit mode keeps the config's other fields (id, type, other conditions); add mode has no id. */
export function buildConfigPayload(values: ConfigFormValues, mode: ConfigMode, config?: TeamConfig): Params {
  const level = levelOf(values.level);
  const payload: Params = {
    ...(mode === "edit" && config ? config : {}),
    levelName: values.levelName.trim(),
    level,
    userInviteDirectRate: values.userInviteDirectRate,
    userInviteIndirectRate: values.userInviteIndirectRate,
    childLevelProfitRate: values.childLevelProfitRate,
    sameLevelProfitRate: values.sameLevelProfitRate,
    globalProfitRate: isCoFounder(level) ? values.globalProfitRate : null,
    upgradeCondition: {
      ...(mode === "edit" ? (config?.upgradeCondition ?? {}) : {}),
      directLevel: levelOf(values.directLevel),
      directLevelCount: values.directLevelCount,
      teamAssets: values.teamAssets,
      userAssets: values.userAssets,
      smallRegionAssets: values.smallRegionAssets,
      realnameAuth: values.realnameAuth ? 1 : 0,
    },
    upgradeConditionShow: splitConditionText(values.upgradeConditionShow),
    status: values.status ? ConfigStatus.on : ConfigStatus.off,
  };
  if (mode === "add") delete payload.id;
  return payload;
}
