/**
 * Field labels in both languages, declared once beside the calls that carry the fields: the console's columns and
 * form items show them (`withLabels` in src/i18n/catalogue.ts), and the server's messages name the field with them
 * (its catalogue refers to the same pair, so "银行名称不能为空" and "Bank name is required." use the screen's words).
 */

/** A label: the zh-CN text (the spec's word) and its en-US text. */
export type Label = readonly [zh: string, en: string];

/** Labels by field key. */
export type Labels = Readonly<Record<string, Label>>;

/** The languages a label is written in. */
export type LabelLanguage = "zh-CN" | "en-US";

/** Declares a set of labels, keeping each text's literal type (the server's message templates read it). */
export const labels = <const L extends Labels>(declared: L): L => declared;

/** The labels in one language, by field key. */
export function labelsIn<L extends Labels>(declared: L, lang: LabelLanguage): { readonly [K in keyof L]: string } {
  const index = lang === "zh-CN" ? 0 : 1;
  return Object.fromEntries(Object.entries(declared).map(([key, pair]) => [key, pair[index]])) as {
    readonly [K in keyof L]: string;
  };
}

/**
 * Labels more than one screen shows, and the server's messages name: the console's field vocabulary (`fields.<key>`)
 * starts from them.
 */
export const COMMON_LABELS = labels({
  memberId: ["会员ID", "Member ID"],
  realName: ["真实姓名", "Real name"],
  goodsName: ["商品名称", "Goods name"],
  salePrice: ["售价", "Sale price"],
  taskName: ["任务名称", "Task name"],
  password: ["密码", "Password"],
  nickname: ["昵称", "Nickname"],
  email: ["邮箱", "Email"],
  title: ["标题", "Title"],
  remark: ["备注", "Remark"],
  description: ["描述", "Description"],
  levelName: ["等级名称", "Level name"],
  shopName: ["店铺名称", "Shop name"],
  shopNo: ["店铺编号", "Shop number"],
  validDays: ["有效天数", "Valid days"],
  rejectReason: ["拒绝原因", "Rejection reason"],
  packageName: ["流量包名称", "Package name"],
  visits: ["访问量", "Visits"],
  image: ["图片", "Image"],
  value: ["值", "Value"],
});
