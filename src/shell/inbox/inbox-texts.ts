/**
 * The inbox's texts, zh-CN and en-US (`inbox.*`), registered when the bell's chunk loads. A message is worded from its
 * kind and parameters (inbox-text.ts): `kinds.<kind>`; English counts take their plural forms (`_one`, `_other`).
 */
import { registerCatalogue } from "@/i18n";

export const INBOX_TEXTS = {
  "zh-CN": {
    title: "消息",
    bell: "消息通知",
    bellUnread: "消息通知，{{count}} 条未读",
    markAll: "全部标为已读",
    empty: "暂无消息",
    failed: "消息读取失败，请稍后再试",
    kinds: {
      approvalRequested: "{{name}} 提交的{{request}} {{amount}}（会员 {{uid}}）待你复核",
      exportFinished: "导出完成：{{fileName}}，共 {{count}} 行",
      reviewWaiting: "{{queue}}有 {{count}} 条记录等待超过 {{hours}} 小时",
      claimTakenBack: "你领取的{{queue}}记录 {{itemId}} 已超时，已退回队列",
      unknown: "一条新消息",
    },
    requests: { credit: "人工加款", debit: "人工扣款", withdrawal: "提现审批" },
    queues: { withdrawals: "提现审核", realnames: "实名审核" },
  },
  "en-US": {
    title: "Messages",
    bell: "Messages",
    bellUnread: "Messages, {{count}} unread",
    markAll: "Mark all as read",
    empty: "No messages",
    failed: "The messages could not be read; try again later",
    kinds: {
      approvalRequested: "{{name}} asked for a second approval: {{request}} of {{amount}} (member {{uid}})",
      exportFinished_one: "Export finished: {{fileName}}, {{count}} row",
      exportFinished_other: "Export finished: {{fileName}}, {{count}} rows",
      reviewWaiting_one: "{{count}} item in {{queue}} has waited longer than {{hours}} h",
      reviewWaiting_other: "{{count}} items in {{queue}} have waited longer than {{hours}} h",
      claimTakenBack: "Your claim on item {{itemId}} in {{queue}} ran out and went back to the queue",
      unknown: "A new message",
    },
    requests: { credit: "a manual credit", debit: "a manual debit", withdrawal: "a withdrawal approval" },
    queues: { withdrawals: "withdrawal review", realnames: "real-name review" },
  },
};

export function registerInboxTexts(): void {
  registerCatalogue("inbox", INBOX_TEXTS);
}
