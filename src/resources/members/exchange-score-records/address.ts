/** The exchange record's address: shown as one line, entered as a region (names) plus the street. */
import type { Params } from "@/providers/http";
import { EMPTY, type FormValues } from "@/resources/kit";
import type { ExchangeRecord } from "@contract/members/exchange-score-records";

/** provinceTxt + cityTxt + districtTxt + streetAddress (SPEC §2.5), or '--'. */
export function addressOf(row: ExchangeRecord): string {
  const text = [row.provinceTxt, row.cityTxt, row.districtTxt, row.streetAddress].filter(Boolean).join("");
  return text || EMPTY;
}

/** The picker holds [province, city, district]; the record keeps them as three texts. */
export function regionPayload({ region, ...values }: FormValues): Params {
  const [provinceTxt, cityTxt, districtTxt] = Array.isArray(region) ? region.map(String) : [];
  return { ...values, provinceTxt, cityTxt, districtTxt: districtTxt ?? null };
}
