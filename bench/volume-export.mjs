/**
 * The export at volume (bench/volume.mjs): the withdrawals of the most whole days an export may hold, written as a
 * file through POST /export/csv and read to its end, with the server's memory while it streams.
 */
import { call } from "./volume.mjs";

const EXPORT_CAP = 50_000;

/** The withdrawals of the most whole days up to `day` that an export may write (at most EXPORT_CAP rows). */
async function exportRange(base, token, day) {
  let best = { startTime: day, endTime: day };
  for (let days = 1; days <= 30; days += 1) {
    const start = new Date(Date.parse(`${day}T00:00:00Z`) - (days - 1) * 86_400_000).toISOString().slice(0, 10);
    const query = { startTime: start, endTime: day, pageSize: 1 };
    const { result } = await call(base, token, { path: "/wallet/member-withdraw/list", query });
    if (result.pageInfoVO.total > EXPORT_CAP) break;
    best = { startTime: start, endTime: day, total: result.pageInfoVO.total };
  }
  return best;
}

/**
 * The export of those withdrawals as a file (POST /export/csv), read to its end: seconds, rows, and the server's
 * RSS before and at its highest while the file streams (its system monitor, read every 250 ms).
 */
export async function measureExport(base, token, day) {
  const range = await exportRange(base, token, day);
  const runtime = async () => (await call(base, token, { path: "/xboot/monitor/runtime" })).result.memory.rss;
  const before = await runtime();
  let peak = before;
  let streaming = true;
  const sampler = (async () => {
    while (streaming) {
      peak = Math.max(peak, await runtime());
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  })();
  const started = performance.now();
  const response = await fetch(`${base}/admin-api/export/csv`, {
    method: "POST",
    headers: { accessToken: token, "Content-Type": "application/json" },
    body: JSON.stringify({
      path: "/wallet/member-withdraw/list",
      params: { startTime: range.startTime, endTime: range.endTime },
      columns: [
        { key: "orderNo", title: "orderNo", format: "text" },
        { key: "phone", title: "phone", format: "text" },
        { key: "withdrawAmount", title: "withdrawAmount", format: "money" },
        { key: "createdTime", title: "createdTime", format: "dateTime" },
      ],
      fileName: "volume.csv",
    }),
  });
  let lines = 0;
  for await (const chunk of response.body) for (const byte of chunk) if (byte === 10) lines += 1;
  const seconds = (performance.now() - started) / 1000;
  streaming = false;
  await sampler;
  return { rows: lines - 1, total: range.total, seconds, rssBefore: before, rssPeak: peak };
}

/** Times the calls on both databases; → { rows, counts } for the report. */
