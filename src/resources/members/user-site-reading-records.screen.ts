/** Site reading records (SPEC §2.3; fields designed here): which article a member read, on which platform, how long. */
import { userSiteReadingRecords } from "@contract/members/user-site-reading-records";
import { defineScreen } from "@/resources/kit";
import { COMMON_LABELS } from "@contract/labels";
import { withLabels } from "@/i18n/catalogue";

export default defineScreen({
  list: userSiteReadingRecords.list,
  fields: [
    { key: "index", type: "index" },
    { key: "uid", type: "member", max: 16, search: { fromQuery: "uid" } },
    { key: "realName", width: 110 },
    { key: "phone", type: "memberPhone", max: 16, search: true },
    { key: "articleType", type: "dict", dict: "articleType", width: 110, search: true },
    { key: "title", width: 240, max: 50, search: true },
    { key: "platform", type: "dict", dict: "platform", search: true },
    { key: "duration", type: "number" },
    { key: "readTime", type: "dateTime", search: true },
  ],
  i18n: withLabels(
    { uid: COMMON_LABELS.memberId },
    {
      "zh-CN": {
        fields: {
          articleType: "文章类型",
          title: "文章标题",
          platform: "阅读平台",
          duration: "阅读时长（秒）",
          readTime: "阅读时间",
        },
      },
      "en-US": {
        fields: {
          articleType: "Article type",
          title: "Article",
          platform: "Platform",
          duration: "Time read (s)",
          readTime: "Read at",
        },
      },
    },
  ),
});
