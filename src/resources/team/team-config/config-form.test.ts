import { describe, expect, it } from "vitest";
import { buildConfigPayload, isCoFounder, joinConditionText, splitConditionText, toFormValues } from "./config-form";
import type { TeamConfig } from "@contract/team/team-config";

const config: TeamConfig = {
  id: 7,
  levelName: "联合创始人",
  level: 6,
  userInviteDirectRate: 0.05,
  userInviteIndirectRate: 0.02,
  childLevelProfitRate: 0.06,
  sameLevelProfitRate: 0.03,
  globalProfitRate: 0.03,
  upgradeCondition: {
    directLevel: 5,
    directLevelCount: 7,
    directPerformance: 60000,
    realnameAuth: 1,
    teamAssets: 300000,
    userAssets: 6000,
    smallRegionAssets: 120000,
  },
  upgradeConditionShow: ["直推7个五星合伙人", "团队总资产300000"],
  status: 1,
  type: 1,
};

describe("the upgrade text", () => {
  it("splits on commas (ASCII or full-width), trims and drops blanks; joins with commas", () => {
    expect(splitConditionText(" a, b，c ,, ")).toEqual(["a", "b", "c"]);
    expect(splitConditionText("")).toEqual([]);
    expect(splitConditionText(null)).toEqual([]);
    expect(joinConditionText(["a", "b"])).toBe("a,b");
    expect(joinConditionText(null)).toBe("");
  });
});

describe("toFormValues", () => {
  it("opens add mode empty, status on", () => {
    const values = toFormValues();
    expect(values).toMatchObject({
      levelName: "",
      level: undefined,
      globalProfitRate: null,
      realnameAuth: false,
      upgradeConditionShow: "",
      status: true,
    });
  });

  it("flattens a config: levels as codes, the conditions, the text with commas, the status switch", () => {
    expect(toFormValues({ ...config, status: 2 })).toEqual({
      levelName: "联合创始人",
      level: "6",
      userInviteDirectRate: 0.05,
      userInviteIndirectRate: 0.02,
      childLevelProfitRate: 0.06,
      sameLevelProfitRate: 0.03,
      globalProfitRate: 0.03,
      directLevel: "5",
      directLevelCount: 7,
      teamAssets: 300000,
      userAssets: 6000,
      smallRegionAssets: 120000,
      realnameAuth: true,
      upgradeConditionShow: "直推7个五星合伙人,团队总资产300000",
      status: false,
    });
  });
});

describe("buildConfigPayload", () => {
  it("edit mode saves the whole config with the typed values, keeping id, type and other conditions", () => {
    const values = {
      ...toFormValues(config),
      levelName: " 新名 ",
      upgradeConditionShow: "x，y",
      status: false,
      realnameAuth: false,
    };
    expect(buildConfigPayload(values, "edit", config)).toEqual({
      ...config,
      levelName: "新名",
      upgradeCondition: { ...config.upgradeCondition, realnameAuth: 0 },
      upgradeConditionShow: ["x", "y"],
      status: 2,
    });
  });

  it("add mode removes id, even when the values came from a row", () => {
    const payload = buildConfigPayload(toFormValues(config), "add", config);
    expect(payload).not.toHaveProperty("id");
    expect(payload).not.toHaveProperty("type");
    expect(payload).toMatchObject({
      level: 6,
      status: 1,
      upgradeConditionShow: ["直推7个五星合伙人", "团队总资产300000"],
    });
    expect(payload.upgradeCondition).toEqual({
      directLevel: 5,
      directLevelCount: 7,
      teamAssets: 300000,
      userAssets: 6000,
      smallRegionAssets: 120000,
      realnameAuth: 1,
    });
  });

  it("sends globalProfitRate only at level 6", () => {
    const values = { ...toFormValues(), levelName: "a", level: "5", globalProfitRate: 0.03 };
    expect(buildConfigPayload(values, "add").globalProfitRate).toBeNull();
    expect(buildConfigPayload({ ...values, level: "6" }, "add").globalProfitRate).toBe(0.03);
    expect(isCoFounder("6")).toBe(true);
    expect(isCoFounder(5)).toBe(false);
    expect(isCoFounder(undefined)).toBe(false);
  });

  it("sends empty numbers and an empty level select as null", () => {
    const payload = buildConfigPayload({ ...toFormValues(), levelName: "a", level: "0" }, "add");
    expect(payload).toMatchObject({ level: 0, userInviteDirectRate: null, upgradeConditionShow: [], status: 1 });
    expect(payload.upgradeCondition).toEqual({
      directLevel: null,
      directLevelCount: null,
      teamAssets: null,
      userAssets: null,
      smallRegionAssets: null,
      realnameAuth: 0,
    });
  });
});
