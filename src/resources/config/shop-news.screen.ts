/** News shown to member shops (SPEC §2.3 shop news; the news-category dictionary; fields designed here). */
import { shopNews } from "@contract/config/shop-news";
import { RichTextField } from "@/components/rich-text/rich-text-field";
import { defineScreen, enabledStatusField, removeAction } from "@/resources/kit";
import { withLabels } from "@/i18n/catalogue";

const DATE_TIME = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;

export default defineScreen({
  list: shopNews.list,
  fields: [
    { key: "index", type: "index" },
    { key: "cover", type: "image", width: 100, form: true },
    { key: "title", width: 240, max: 100, search: true, form: { required: true } },
    {
      key: "category",
      type: "dict",
      dict: "newsCategory",
      width: 120,
      search: true,
      form: { required: true, initial: 1 },
    },
    { key: "content", column: false, max: 50000, form: { kind: "custom", component: RichTextField, required: true } },
    enabledStatusField(shopNews.save),
    {
      key: "publishTime",
      type: "dateTime",
      form: {
        kind: "text",
        rules: { pattern: DATE_TIME, patternKey: ".form.timeFormat" },
        helpKey: ".form.timeHelp",
      },
    },
  ],
  forms: {
    add: { container: "drawer", width: 820, endpoints: { add: shopNews.save } },
    edit: { container: "drawer", width: 820, endpoints: { edit: shopNews.save } },
  },
  rowActions: [removeAction(shopNews.delete)],
  actionsWidth: 140,
  i18n: withLabels(shopNews.labels, {
    "zh-CN": {
      fields: { category: "新闻分类", content: "正文", publishTime: "发布时间" },
      form: { timeFormat: "格式为 yyyy-MM-dd HH:mm:ss", timeHelp: "留空则为保存时间" },
    },
    "en-US": {
      fields: { category: "Category", content: "Body", publishTime: "Publish time" },
      form: { timeFormat: "Format: yyyy-MM-dd HH:mm:ss", timeHelp: "Blank: the time of saving" },
    },
  }),
});
