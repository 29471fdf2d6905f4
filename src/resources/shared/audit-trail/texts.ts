/**
 * The audit trail's texts, zh-CN and en-US: the screen's catalogue, registered when this module loads so the member
 * detail drawer's trail (which imports the shared fields) has them without the screen being opened.
 */
import { registerCatalogue } from "@/i18n";
import type { ScreenCatalogue } from "@/resources/kit";
import { AUDIT_NS } from "./types";

export const AUDIT_TRAIL_I18N: ScreenCatalogue = {
  "zh-CN": {
    fields: {
      createdTime: "时间",
      actor: "操作人",
      actorName: "操作人",
      ip: "IP地址",
      action: "操作",
      entity: "对象",
      entityId: "对象ID",
      changes: "变更内容",
      reason: "原因",
      route: "请求",
    },
    system: "系统",
    fileName: "审计记录",
    changes: {
      empty: "(空)",
      none: "无字段变化",
      more: "展开全部 {{count}} 项",
      less: "收起",
    },
    verify: {
      button: "校验审计链",
      title: "审计链校验结果",
      okTitle: "审计链完整",
      okText: "已逐条校验 {{count}} 条记录：哈希与内容一致，编号连续，每条均链接到上一条。",
      emptyTitle: "审计链为空",
      emptyText: "还没有任何审计记录。",
      brokenTitle: "审计链已断开",
      brokenText: "记录 #{{id}} 校验未通过：{{reason}}。之前的 {{count}} 条记录校验通过。",
      head: "最新记录",
      headHash: "最新记录哈希",
      checked: "已校验",
      reasons: {
        missing: "缺少记录 #{{id}}",
        link: "未链接到上一条记录",
        hash: "内容与哈希不符",
        anchor: "与记下的最新记录不同",
        anchorGone: "记下的最新记录已不存在",
      },
    },
  },
  "en-US": {
    fields: {
      createdTime: "Time",
      actor: "Actor",
      actorName: "Actor",
      ip: "Address",
      action: "Action",
      entity: "Entity",
      entityId: "Entity ID",
      changes: "Changes",
      reason: "Reason",
      route: "Request",
    },
    system: "System",
    fileName: "audit trail",
    changes: {
      empty: "(empty)",
      none: "No field changed",
      more: "Show all {{count}}",
      less: "Show less",
    },
    verify: {
      button: "Verify chain",
      title: "Audit chain check",
      okTitle: "The audit chain is intact",
      okText:
        "{{count}} records checked one by one: each hash matches its content, the ids follow each other and every record links to the one before.",
      emptyTitle: "The audit trail is empty",
      emptyText: "No record has been written yet.",
      brokenTitle: "The audit chain is broken",
      brokenText: "Record #{{id}} does not verify: {{reason}}. The {{count}} records before it verify.",
      head: "Newest record",
      headHash: "Newest record's hash",
      checked: "Checked",
      reasons: {
        missing: "record #{{id}} is missing",
        link: "it does not link to the record before it",
        hash: "its content does not match its hash",
        anchor: "it differs from the noted head",
        anchorGone: "the noted head is gone",
      },
    },
  },
};

registerCatalogue(AUDIT_NS, AUDIT_TRAIL_I18N);
