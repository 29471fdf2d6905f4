/**
 * The rows of one extended-protocol read, straight from PGlite's raw output (db/pglite.ts, `preparedReads`). PGlite's
 * own path parses every message into objects first, copying each field's bytes into a fresh buffer before decoding it:
 * under the bench's load that was a sixth of the embedded server's time. Here each field is decoded where it lies and
 * handed to the same type parsers (`pg.parsers`), so the rows are the ones `parse.parseResults` gives. Any message this
 * reader does not know (an error, a notice, a notification) sends the whole output through PGlite's parser instead,
 * which throws the error as PGlite's `query` does.
 */
import { parse, protocol, type PGlite } from '@electric-sql/pglite';

type Parsers = PGlite['parsers'];
type Row = Record<string, unknown>;

const utf8 = new TextDecoder('utf-8');

/** Message types of a successful bind / describe / execute / sync, and the one empty query. */
const BIND_COMPLETE = 0x32; // '2'
const ROW_DESCRIPTION = 0x54; // 'T'
const NO_DATA = 0x6e; // 'n'
const DATA_ROW = 0x44; // 'D'
const COMMAND_COMPLETE = 0x43; // 'C'
const READY_FOR_QUERY = 0x5a; // 'Z'
const EMPTY_QUERY = 0x49; // 'I'
const PORTAL_SUSPENDED = 0x73; // 's'

/** Text between two offsets: ASCII without TextDecoder's call into the engine, anything else through it. */
function text(bytes: Uint8Array, start: number, end: number): string {
  if (end - start > 64) return utf8.decode(bytes.subarray(start, end));
  let out = '';
  for (let at = start; at < end; at += 1) {
    const byte = bytes[at] as number;
    if (byte >= 0x80) return utf8.decode(bytes.subarray(start, end));
    out += String.fromCharCode(byte);
  }
  return out;
}

function int16(bytes: Uint8Array, at: number): number {
  const value = ((bytes[at] as number) << 8) | (bytes[at + 1] as number);
  return value & 0x8000 ? value - 0x10000 : value;
}

function int32(bytes: Uint8Array, at: number): number {
  return (
    ((bytes[at] as number) << 24) |
    ((bytes[at + 1] as number) << 16) |
    ((bytes[at + 2] as number) << 8) |
    (bytes[at + 3] as number)
  );
}

interface Field {
  name: string;
  type: number;
}

/** RowDescription: the fields' names and type ids. */
function fieldsOf(bytes: Uint8Array, body: number): Field[] {
  const count = int16(bytes, body);
  const fields: Field[] = [];
  let at = body + 2;
  for (let index = 0; index < count; index += 1) {
    const nameEnd = bytes.indexOf(0, at);
    const name = text(bytes, at, nameEnd);
    at = nameEnd + 1;
    const type = int32(bytes, at + 6); // after the table oid (4) and the column number (2)
    fields.push({ name, type });
    at += 18; // table oid, column, type oid, type size (2), type modifier (4), format (2)
  }
  return fields;
}

/** PGlite's own reading of the output: its messages through parseResults, or the error it carries thrown. */
function throughPglite(raw: Uint8Array, parsers: Parsers): Row[] {
  const messages: Parameters<typeof parse.parseResults>[0] = [];
  let failure: Error | undefined;
  new protocol.Parser().parse(raw, (message) => {
    if (message instanceof Error) failure ??= message;
    else messages.push(message);
  });
  if (failure) throw failure;
  return (parse.parseResults(messages, parsers)[0]?.rows ?? []) as Row[];
}

/** The rows of the first result in `raw` (a read's whole output), parsed by `parsers` as PGlite parses them. */
export function rowsOf(raw: Uint8Array, parsers: Parsers): Row[] {
  const rows: Row[] = [];
  let fields: Field[] = [];
  let done = false;
  for (let at = 0; at < raw.length;) {
    const type = raw[at] as number;
    const length = int32(raw, at + 1);
    const body = at + 5;
    switch (type) {
      case ROW_DESCRIPTION:
        fields = fieldsOf(raw, body);
        break;
      case DATA_ROW: {
        if (done) break;
        const count = int16(raw, body);
        const row: Row = {};
        let field = body + 2;
        for (let index = 0; index < count; index += 1) {
          const size = int32(raw, field);
          field += 4;
          const { name, type: typeId } = fields[index] ?? { name: String(index), type: 0 };
          if (size < 0) {
            row[name] = null;
            continue;
          }
          const value = text(raw, field, field + size);
          field += size;
          const handler = parsers[typeId];
          row[name] = handler ? handler(value, typeId) : value;
        }
        rows.push(row);
        break;
      }
      case COMMAND_COMPLETE:
      case EMPTY_QUERY:
      case PORTAL_SUSPENDED:
        done = true;
        break;
      case BIND_COMPLETE:
      case NO_DATA:
      case READY_FOR_QUERY:
        break;
      default:
        return throughPglite(raw, parsers);
    }
    at += 1 + length;
  }
  return rows;
}
