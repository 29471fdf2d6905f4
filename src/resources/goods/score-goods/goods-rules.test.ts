import { describe, expect, it } from "vitest";
import { buildGoodsUpdate, checkGoods, goodsNumberProblem } from "./goods-rules";
import scoreGoodsScreen from "../score-goods.screen";

const texts = scoreGoodsScreen.i18n as { "zh-CN": { validation: object }; "en-US": { validation: object } };
import type { ScoreGoodsDetail, ScoreGoodsStock } from "./types";

const sku = (id: number, scorePrice: number | string | null): ScoreGoodsStock => ({
  id,
  goodsImage: null,
  goodsName: `sku ${id}`,
  specName: "标准款",
  goodsId: `g${id}`,
  goodsStockStart: 10,
  goodsStockValid: 5,
  originPrice: 10,
  inPrice: 6,
  suggestPrice: 9,
  scorePrice,
});

const valid = (): ScoreGoodsDetail => ({
  scoreGoods: {
    id: 1,
    goodsId: "88",
    goodsName: "保温杯",
    categoryId: 6,
    sort: 3,
    goodsImage: null,
    originPrice: 10,
    inPrice: 6,
    suggestPrice: 9,
    scorePrice: 90,
  },
  scoreGoodsStockList: [sku(11, 80), sku(12, 85)],
});

describe("checkGoods (SPEC §5, in order, first failure wins)", () => {
  it("passes a complete goods", () => {
    expect(checkGoods(valid())).toBeNull();
    expect(checkGoods({ ...valid(), scoreGoodsStockList: [] })).toBeNull();
  });

  it("checks the name first, then the category, the price and the SKU prices", () => {
    const everythingWrong: ScoreGoodsDetail = {
      scoreGoods: { ...valid().scoreGoods, goodsName: "  ", categoryId: null, scorePrice: 0 },
      scoreGoodsStockList: [sku(11, null)],
    };
    expect(checkGoods(everythingWrong)).toBe("goodsNameRequired");
    everythingWrong.scoreGoods.goodsName = "x";
    expect(checkGoods(everythingWrong)).toBe("categoryRequired");
    everythingWrong.scoreGoods.categoryId = 6;
    expect(checkGoods(everythingWrong)).toBe("scorePriceRequired");
    everythingWrong.scoreGoods.scorePrice = 1;
    expect(checkGoods(everythingWrong)).toBe("skuScorePriceRequired");
  });

  it("treats an empty or zero price as missing, for the goods and for any SKU", () => {
    expect(checkGoods({ ...valid(), scoreGoods: { ...valid().scoreGoods, scorePrice: null } })).toBe(
      "scorePriceRequired",
    );
    expect(checkGoods({ ...valid(), scoreGoodsStockList: [sku(11, 5), sku(12, 0)] })).toBe("skuScorePriceRequired");
  });

  it("names the exact spec messages in both languages", () => {
    expect(texts["zh-CN"].validation).toEqual({
      goodsNameRequired: "商品名称不能为空",
      categoryRequired: "商品分类不能为空",
      scorePriceRequired: "积分价格不能为空",
      skuScorePriceRequired: "SKU 积分价格不能为空",
    });
    expect(Object.keys(texts["en-US"].validation)).toEqual(Object.keys(texts["zh-CN"].validation));
  });
});

describe("goodsNumberProblem (after the spec's checks: what cannot be saved as typed)", () => {
  it("names a price below 0, not whole, too large or not a number, for the goods and for any SKU, and a sort with a letter", () => {
    const goods = (patch: Partial<ScoreGoodsDetail["scoreGoods"]>): ScoreGoodsDetail => ({
      ...valid(),
      scoreGoods: { ...valid().scoreGoods, ...patch },
    });
    expect(goodsNumberProblem(valid())).toBeNull();
    expect(goodsNumberProblem(goods({ scorePrice: -1 }))).toEqual({
      field: "scorePrice",
      problem: { kind: "min", limit: 0 },
    });
    expect(goodsNumberProblem(goods({ scorePrice: "1.5" }))?.problem).toEqual({ kind: "integer" });
    expect(goodsNumberProblem(goods({ scorePrice: 100000000 }))?.problem).toEqual({ kind: "max", limit: 99999999 });
    expect(goodsNumberProblem({ ...valid(), scoreGoodsStockList: [sku(11, 5), sku(12, "9x")] })).toEqual({
      field: "skuScorePrice",
      problem: { kind: "number" },
    });
    expect(goodsNumberProblem(goods({ sort: "-3" }))).toEqual({ field: "sort", problem: "digits" });
  });
});

describe("buildGoodsUpdate", () => {
  it("sends every goods field with sort and the trimmed name, and every SKU", () => {
    const detail = valid();
    detail.scoreGoods.goodsName = "  新名字 ";
    detail.scoreGoods.sort = "7";
    const body = buildGoodsUpdate(detail);
    expect(body.scoreGoods).toEqual({ ...detail.scoreGoods, goodsName: "新名字", sort: 7 });
    expect(body.scoreGoodsStockList).toEqual(detail.scoreGoodsStockList);
  });

  it("sends an empty sort as null", () => {
    const detail = valid();
    detail.scoreGoods.sort = "";
    expect((buildGoodsUpdate(detail).scoreGoods as { sort: unknown }).sort).toBeNull();
  });
});
