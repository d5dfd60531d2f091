// Minimal CSV reading for the raw files: RFC 4180 quotes, CRLF tolerated, gzip by file name.
import fs from "node:fs";
import zlib from "node:zlib";

export function readText(file: string): string {
  const bytes = fs.readFileSync(file);
  return (file.endsWith(".gz") ? zlib.gunzipSync(bytes) : bytes).toString("utf8");
}

/** Splits one line into fields, honouring double quotes. */
export function splitCsvLine(line: string): string[] {
  if (!line.includes('"')) return line.split(",");
  const out: string[] = [];
  let cur = "";
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const c = line[i];
    if (quoted) {
      if (c === '"' && line[i + 1] === '"') {
        cur += '"';
        i++;
      } else if (c === '"') quoted = false;
      else cur += c;
    } else if (c === '"') quoted = true;
    else if (c === ",") {
      out.push(cur);
      cur = "";
    } else cur += c;
  }
  out.push(cur);
  return out;
}

/** Header plus rows of a CSV file; blank lines are skipped. */
export function readCsv(file: string, skipLines = 0): { header: string[]; rows: string[][] } {
  return parseCsv(readText(file), skipLines);
}

/** Header plus rows of CSV text; blank lines are skipped. */
export function parseCsv(text: string, skipLines = 0): { header: string[]; rows: string[][] } {
  const lines = text
    .split(/\r?\n/)
    .slice(skipLines)
    .filter((l) => l.trim() !== "");
  const [head, ...rest] = lines;
  return { header: splitCsvLine(head).map((h) => h.trim()), rows: rest.map(splitCsvLine) };
}

/** Number from a raw field: empty, "." (FRED holiday) or unparsable text gives NaN. */
export function num(field: string | undefined): number {
  const s = (field ?? "").trim();
  if (s === "" || s === ".") return NaN;
  return Number(s);
}

/** "YYYY-MM-DD" from the raw date spellings: ISO with or without time, MM/DD/YYYY, YYYYMMDD, YYYYMM. */
export function isoDate(field: string): string {
  const s = field.trim();
  if (/^\d{4}-\d{2}-\d{2}/.test(s)) return s.slice(0, 10);
  let m = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(s);
  if (m) return `${m[3]}-${m[1]}-${m[2]}`;
  m = /^(\d{4})(\d{2})(\d{2})$/.exec(s);
  if (m) return `${m[1]}-${m[2]}-${m[3]}`;
  m = /^(\d{4})(\d{2})$/.exec(s);
  if (m) return `${m[1]}-${m[2]}-01`;
  throw new Error(`unrecognised date "${field}"`);
}
