#!/usr/bin/env node
/**
 * Connected consoles for the live rows (run as its own process, so that the load generator is not starved):
 * `node bench/streams.mjs <baseUrl> <count>`. Logs in once as admin and opens `count` event streams
 * (GET /admin-api/events), each its own console tab (`X-Console-Tab`) on its own connection, as that many open
 * consoles of one session would. Prints one JSON line once every stream has said `ready` ({open, ms}); then holds them
 * until a line `close` comes on stdin, closes them and prints a last line: how many had ended on their own (an `end`
 * event or a closed connection) and how many keep-alive comments they received.
 */
import http from "node:http";
import { createInterface } from "node:readline";

const [baseUrl, countArg = "500"] = process.argv.slice(2);
if (!baseUrl) {
  console.error("usage: node bench/streams.mjs <baseUrl> [count]");
  process.exit(2);
}
const count = Number(countArg);
const base = new URL(baseUrl);

/** One request's answer as text (the login). */
function post(path, body) {
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: base.hostname,
        port: base.port,
        method: "POST",
        path,
        headers: { "Content-Type": "application/x-www-form-urlencoded", "Content-Length": Buffer.byteLength(body) },
      },
      (res) => {
        const chunks = [];
        res.on("data", (chunk) => chunks.push(chunk));
        res.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")));
      },
    );
    req.on("error", reject);
    req.end(body);
  });
}

const token = JSON.parse(await post("/admin-api/xboot/login", "username=admin&password=123456")).result;
if (typeof token !== "string" || !token) throw new Error("login failed");

const streams = [];
let ended = 0;
let comments = 0;

/** Opens console tab `index`'s stream; resolves once it said `ready`. */
function open(index) {
  return new Promise((resolve, reject) => {
    const req = http.get(
      {
        host: base.hostname,
        port: base.port,
        path: "/admin-api/events",
        agent: false,
        headers: { accessToken: token, "X-Console-Tab": `bench-${index}`, Accept: "text/event-stream" },
      },
      (res) => {
        if (!res.headers["content-type"]?.startsWith("text/event-stream")) {
          reject(new Error(`stream ${index}: ${res.statusCode} ${res.headers["content-type"]}`));
          res.resume();
          return;
        }
        let text = "";
        let ready = false;
        let over = false;
        const finish = () => {
          if (!over) ended++;
          over = true;
        };
        res.setEncoding("utf8");
        res.on("data", (chunk) => {
          text += chunk;
          let end;
          while ((end = text.indexOf("\n\n")) >= 0) {
            const frame = text.slice(0, end);
            text = text.slice(end + 2);
            if (frame.startsWith(":")) comments++;
            else if (frame.includes("event: ready") && !ready) {
              ready = true;
              resolve();
            } else if (frame.includes("event: end")) finish();
          }
        });
        res.on("end", finish);
        res.on("error", finish);
      },
    );
    req.on("error", reject);
    streams.push(req);
  });
}

const started = performance.now();
// A few at a time, as consoles open over time rather than in one burst.
for (let next = 0; next < count; next += 50)
  await Promise.all(Array.from({ length: Math.min(50, count - next) }, (_, i) => open(next + i)));
console.log(JSON.stringify({ open: count, ms: Math.round(performance.now() - started) }));

const input = createInterface({ input: process.stdin });
input.on("line", (line) => {
  if (line.trim() !== "close") return;
  const endedOnTheirOwn = ended;
  for (const req of streams) req.destroy();
  console.log(JSON.stringify({ ended: endedOnTheirOwn, comments }));
  process.exit(0);
});
