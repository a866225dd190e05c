/**
 * Whether `package.json`'s `license` is an SPDX licence expression (`MIT`, `(MIT OR Apache-2.0)`,
 * `GPL-2.0-only WITH Classpath-exception-2.0`), which a manifest may state as its licence. npm's
 * `SEE LICENSE IN <file>`, `UNLICENSED` and free text are not: Cargo and setuptools refuse or warn on
 * them as a `license`, so the crate and the Python package say those through the licence file alone.
 */
export function isSpdxExpression(license: string): boolean {
  const words = license.replace(/[()]/g, " ").trim().split(/\s+/);
  const shaped = words.every((word, index) =>
    index % 2 === 0 ? /^(?:LicenseRef-)?[A-Za-z0-9.-]+\+?$/.test(word) : /^(?:AND|OR|WITH)$/.test(word),
  );
  return license !== "UNLICENSED" && shaped && words.length % 2 === 1;
}
