import type zh from "../zh-CN/components";
import type { Catalogue } from "../../catalogue";
import { COMMON_LABELS } from "@contract/labels";

/** Texts of the shared widgets in src/components. */
const en: Catalogue<typeof zh> = {
  dateRange: {
    today: "Today",
    yesterday: "Yesterday",
    thisWeek: "This week",
    halfMonth: "Last half month",
    thisMonth: "This month",
    start: "Start date",
    end: "End date",
  },
  passwordStrength: { label: "Password strength", weak: "Weak", medium: "Medium", strong: "Strong" },
  region: { placeholder: "Select province / city / district", loadFailed: "Failed to load region data" },
  numeric: { clear: "Clear" },
  image: { alt: COMMON_LABELS.image[1], preview: "Preview" },
  stat: { change: "{{percent}}% vs previous period" },
  richText: { label: "Body editor", placeholder: "Write the body here" },
  upload: {
    choose: "Upload image",
    replace: "Replace image",
    notImage: "Only image files can be uploaded",
    tooLarge: "The image may not exceed {{max}} MB",
  },
  packageUpload: {
    choose: "Upload package",
    placeholder: "Type the URL, or upload an .apk / .ipa package",
    notPackage: "Only .apk or .ipa packages can be uploaded",
    tooLarge: "The package may not exceed {{max}} MB",
    active: "Uploading {{name}}",
    success: "{{name}} uploaded",
    exception: "{{name}} failed to upload",
  },
};
export default en;
