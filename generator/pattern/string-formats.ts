/**
 * The `format` values a vocabulary may use and the one definition each host checks (written out in
 * `docs/formats.md`). A format is its syntax, an I-Regexp that every host renders like a `pattern`,
 * and for the RFC 3339 formats a calendar check each host's prelude writes by hand to the same rules:
 *
 *     date       RFC 3339 full-date; the day exists in its month (29 February only in a leap year)
 *     time       RFC 3339 full-time: an offset is required; second 60 only at 23:59 UTC
 *     date-time  date "T" time; "t" and "z" may be lower case (RFC 3339, section 5.6); no space
 *     uri        RFC 3986 URI: a scheme, then ASCII only (no space), % followed by two hex digits
 *     uuid       RFC 9562 string form: 8-4-4-4-12 hex digits, either case, any version or variant
 *
 * `email` is not offered: no definition of an address is read alike by the hosts' libraries and
 * Ajv's, and a pattern states the one a vocabulary means.
 */
import { parseIRegexp, type PatternNode } from "./parse-iregexp.js";
import { type StringFormat, stringFormats } from "../model/string-format-names.js";

export { type StringFormat, stringFormats };

export function isStringFormat(name: string): name is StringFormat {
  return (stringFormats as readonly string[]).includes(name);
}

/** The calendar rules a host checks after the syntax matched: the day of the month, the leap second. */
export type CalendarCheck = "date" | "time" | "date-time" | "none";

const date = "[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])";
const time = "([01][0-9]|2[0-3]):[0-5][0-9]:([0-5][0-9]|60)(\\.[0-9]+)?([Zz]|[+\\-]([01][0-9]|2[0-3]):[0-5][0-9])";

/** RFC 3986, section 3 and appendix A, with IPv4address read as the reg-name it also is. */
const hexDigit = "[0-9A-Fa-f]";
const unreserved = "[A-Za-z0-9\\-._~]";
const percentEncoded = `%${hexDigit}${hexDigit}`;
const subDelims = "[!$&'()*+,;=]";
const pchar = `(${unreserved}|${percentEncoded}|${subDelims}|[:@])`;
const segment = `${pchar}*`;
const segmentNz = `${pchar}+`;
const h16 = `${hexDigit}{1,4}`;
const decOctet = "([0-9]|[1-9][0-9]|1[0-9]{2}|2[0-4][0-9]|25[0-5])";
const ipv4 = `${decOctet}\\.${decOctet}\\.${decOctet}\\.${decOctet}`;
const ls32 = `(${h16}:${h16}|${ipv4})`;
const ipv6 = [
  `(${h16}:){6}${ls32}`,
  `::(${h16}:){5}${ls32}`,
  `(${h16})?::(${h16}:){4}${ls32}`,
  `((${h16}:){0,1}${h16})?::(${h16}:){3}${ls32}`,
  `((${h16}:){0,2}${h16})?::(${h16}:){2}${ls32}`,
  `((${h16}:){0,3}${h16})?::${h16}:${ls32}`,
  `((${h16}:){0,4}${h16})?::${ls32}`,
  `((${h16}:){0,5}${h16})?::${h16}`,
  `((${h16}:){0,6}${h16})?::`,
].join("|");
const ipvFuture = `[Vv]${hexDigit}+\\.(${unreserved}|${subDelims}|:)+`;
const host = `(\\[(${ipv6}|${ipvFuture})\\]|(${unreserved}|${percentEncoded}|${subDelims})*)`;
const authority = `((${unreserved}|${percentEncoded}|${subDelims}|:)*@)?${host}(:[0-9]*)?`;
const hierPart = `(//${authority}(/${segment})*|/(${segmentNz}(/${segment})*)?|${segmentNz}(/${segment})*|)`;
const query = `(${pchar}|[/?])*`;
const uri = `[A-Za-z][A-Za-z0-9+\\-.]*:${hierPart}(\\?${query})?(#${query})?`;

export interface FormatDefinition {
  /** The syntax, in I-Regexp. */
  readonly syntax: string;
  readonly calendar: CalendarCheck;
}

export const formatDefinitions: { readonly [F in StringFormat]: FormatDefinition } = {
  "date-time": { syntax: `${date}[Tt]${time}`, calendar: "date-time" },
  date: { syntax: date, calendar: "date" },
  time: { syntax: time, calendar: "time" },
  uri: { syntax: uri, calendar: "none" },
  uuid: { syntax: `${hexDigit}{8}-${hexDigit}{4}-${hexDigit}{4}-${hexDigit}{4}-${hexDigit}{12}`, calendar: "none" },
};

/** A format's syntax as a tree, for the hosts' renderings; the definitions are the generator's own, so they always parse. */
export function formatSyntax(format: StringFormat): PatternNode {
  const parsed = parseIRegexp(formatDefinitions[format].syntax);
  if (!parsed.ok) throw new Error(`the ${format} syntax is not an I-Regexp: ${parsed.problem.message}`);
  return parsed.tree;
}

/** Whether the year is a leap year in the Gregorian calendar. */
function isLeapYear(year: number): boolean {
  return year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
}

/** The calendar rules over text whose syntax matched, as every host's prelude writes them. */
export function passesCalendar(check: CalendarCheck, text: string): boolean {
  switch (check) {
    case "none":
      return true;
    case "date":
      return dayExists(text);
    case "time":
      return leapSecondAtMidnightUtc(text);
    case "date-time":
      return dayExists(text.slice(0, 10)) && leapSecondAtMidnightUtc(text.slice(11));
  }
}

function dayExists(date: string): boolean {
  const year = Number(date.slice(0, 4));
  const month = Number(date.slice(5, 7));
  const day = Number(date.slice(8, 10));
  const days = month === 2 ? (isLeapYear(year) ? 29 : 28) : [4, 6, 9, 11].includes(month) ? 30 : 31;
  return day <= days;
}

/** Second 60 only in the last minute of a UTC day: 23:59 once the offset is taken off. */
function leapSecondAtMidnightUtc(time: string): boolean {
  if (time.slice(6, 8) !== "60") return true;
  const minutes = Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
  const zone = time.at(-1)?.toUpperCase() === "Z" ? 0 : Number(time.slice(-5, -3)) * 60 + Number(time.slice(-2));
  const sign = time.at(-6) === "-" ? -1 : 1;
  return (((minutes - sign * zone) % 1440) + 1440) % 1440 === 23 * 60 + 59;
}
