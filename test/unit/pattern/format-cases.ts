/** Strings each format accepts and refuses: the edges the hosts' and Ajv's checkers are known to disagree on. */
import type { StringFormat } from "../../../generator/pattern/string-formats.js";

export const formatCases: {
  readonly [F in StringFormat]: { readonly valid: readonly string[]; readonly invalid: readonly string[] };
} = {
  date: {
    valid: ["2024-02-29", "2000-02-29", "1999-12-31", "0000-01-01"],
    invalid: [
      "2023-02-29",
      "1900-02-29",
      "2024-04-31",
      "2024-13-01",
      "2024-00-10",
      "2024-1-01",
      "24-01-01",
      "２０２４-01-01",
      "2024-01-01T00:00:00Z",
      "",
    ],
  },
  time: {
    valid: ["23:59:60Z", "00:00:00z", "12:34:56.789+01:00", "15:59:60-08:00", "23:59:59-00:00", "08:30:00.5+05:30"],
    invalid: [
      "12:00:00",
      "23:59:60+01:00",
      "12:59:60Z",
      "24:00:00Z",
      "12:60:00Z",
      "12:00:00+24:00",
      "12:00:00.Z",
      "12:00Z",
      "12:00:00 Z",
    ],
  },
  "date-time": {
    valid: [
      "2024-02-29T12:00:00Z",
      "2016-12-31T23:59:60Z",
      "2024-01-01t00:00:00z",
      "2016-12-31T15:59:60-08:00",
      "2024-06-01T08:00:00.123456789+02:00",
    ],
    invalid: [
      "2024-01-01 00:00:00Z",
      "2024-01-01T00:00:00",
      "2023-02-29T00:00:00Z",
      "2024-01-01T12:59:60Z",
      "2024-01-01",
      "2024-01-01T00:00:00+0100",
    ],
  },
  uri: {
    valid: [
      "https://example.com/a?b=c#d",
      "urn:isbn:0451450523",
      "mailto:a@example.com",
      "https://example.com/a%20b",
      "http://[::1]:8080/",
      "http://192.168.0.1/",
      "file:///etc/hosts",
      "x:",
    ],
    invalid: [
      "https://example.com/a b",
      "/relative/path",
      "//example.com",
      "https://example.com/%zz",
      "https://exämple.com/",
      "1http://example.com",
      "http://[::1/",
      "",
      "https://example.com/#a#b",
    ],
  },
  uuid: {
    valid: [
      "123e4567-e89b-12d3-a456-426614174000",
      "123E4567-E89B-12D3-A456-426614174000",
      "00000000-0000-0000-0000-000000000000",
      "ffffffff-ffff-ffff-ffff-ffffffffffff",
    ],
    invalid: [
      "123e4567e89b12d3a456426614174000",
      "{123e4567-e89b-12d3-a456-426614174000}",
      "123e4567-e89b-12d3-a456-42661417400",
      "urn:uuid:123e4567-e89b-12d3-a456-426614174000",
      "g23e4567-e89b-12d3-a456-426614174000",
    ],
  },
};
