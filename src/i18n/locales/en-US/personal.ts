import type zh from "../zh-CN/personal";
import type { Catalogue } from "../../catalogue";

/** Members' personal data (docs/security.md, "Personal data"): the reveal of one record with a reason. */
const en: Catalogue<typeof zh> = {
  reveal: "Reveal",
  revealTitle: "Reveal personal data",
  revealNote:
    "Shows this record's full phone, name, ID number, bank card and wallet address, hidden again after 30 seconds. The audit trail records this.",
  reason: "Reason",
  reasonPlaceholder: "Why do you need to see it? (required, at most 200 characters)",
  reasonRequired: "Give the reason for seeing this personal data",
  revealed: "Shown in full; hidden again in 30 seconds",
  maskedAddress: "The address is masked: no QR code",
};

export default en;
