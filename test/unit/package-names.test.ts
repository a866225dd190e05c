/**
 * The host package names: what each kind of id derives, that a given name is used as it is, and
 * what each ecosystem's rules accept and refuse, as tables of given and wanted.
 */
import { describe, expect, it } from "vitest";
import {
  checkPackageName,
  derivePackageNames,
  type GivenPackageNames,
  type PackageLanguage,
  type PackageNames,
} from "../../generator/model/package-names.js";

/** The names one flat name and one Go module path give. */
function named(flat: string, go: string, goPackage: string): PackageNames {
  return { npm: flat, python: flat, pythonImport: flat.replace(/-/g, "_"), rust: flat, go, goPackage };
}

describe("derivePackageNames from the id alone", () => {
  const table: readonly { given: string; want: PackageNames }[] = [
    {
      given: "https://acme.example/notify/cards",
      want: named("acme-example-notify-cards", "acme.example/notify/cards", "cards"),
    },
    {
      given: "https://Acme.Example:8443/Notify/cards.schema.json?x=1",
      want: named(
        "acme-example-8443-notify-cards-schema-json",
        "acme.example-8443/notify/cards.schema.json",
        "cardsschemajson",
      ),
    },
    { given: "http://user@acme.example/", want: named("acme-example", "acme.example", "acmeexample") },
    { given: "urn:cardc:test:minimal", want: named("cardc-test-minimal", "cardc/test/minimal", "minimal") },
    {
      given: "urn:cardc:test:exclusive-groups",
      want: named("cardc-test-exclusive-groups", "cardc/test/exclusive-groups", "exclusivegroups"),
    },
    { given: "URN:Acme:Notify/Cards_V2", want: named("acme-notify-cards-v2", "acme/notify/cards-v2", "cardsv2") },
    {
      given: "tag:acme.example,2024:cards",
      want: named("tag-acme-example-2024-cards", "tag/acme/example/2024/cards", "cards"),
    },
    // A name that would start with a digit, or be a keyword somewhere, takes a prefix.
    { given: "urn:2024:cards", want: named("cards-2024-cards", "2024/cards", "cards") },
    { given: "urn:self", want: named("cards-self", "self", "self") },
    { given: "urn:import", want: named("cards-import", "cards-import", "cardsimport") },
    { given: "urn:acme:func", want: named("acme-func", "acme/cards-func", "cardsfunc") },
    { given: "urn:acme:main", want: named("acme-main", "acme/cards-main", "cardsmain") },
    { given: "urn:acme:2024", want: named("acme-2024", "acme/cards-2024", "cards2024") },
    { given: "urn:acme:con:cards", want: named("acme-con-cards", "acme/cards-con/cards", "cards") },
    { given: "urn:---", want: named("cards", "cards", "cards") },
  ];

  it.each(table)("$given", ({ given, want }) => {
    expect(derivePackageNames(given)).toEqual(want);
  });

  it("derives names every ecosystem accepts", () => {
    for (const { given } of table) {
      const names = derivePackageNames(given);
      for (const language of ["npm", "python", "rust", "go"] as const)
        expect(checkPackageName(language, names[language]), `${given} ${language}`).toBeUndefined();
    }
  });

  it("keeps a long id's names within a crate name's 64 characters, apart from another long id's", () => {
    const long = "https://schemas.acme.example/platform/notifications/delivery/cards.schema.json";
    const first = derivePackageNames(long);
    const second = derivePackageNames(long.replace("delivery", "receipts"));
    expect(first.rust).toBe("schemas-acme-example-platform-notifications-delivery-ca-cf50bb08");
    expect(first.rust.length).toBeLessThanOrEqual(64);
    expect(checkPackageName("rust", first.rust)).toBeUndefined();
    expect(second.rust).not.toBe(first.rust);
    expect(first.go).toBe("schemas.acme.example/platform/notifications/delivery/cards.schema.json");
  });
});

describe("derivePackageNames with given names", () => {
  const id = "urn:cardc:cards";
  const table: readonly { given: GivenPackageNames; want: PackageNames }[] = [
    {
      given: {
        npm: "@cardc/tool-cards",
        python: "cardc-tool-cards",
        rust: "cardc-tool-cards",
        go: "cardc.dev/go/toolcards",
      },
      want: {
        npm: "@cardc/tool-cards",
        python: "cardc-tool-cards",
        pythonImport: "cardc_tool_cards",
        rust: "cardc-tool-cards",
        go: "cardc.dev/go/toolcards",
        goPackage: "toolcards",
      },
    },
    {
      given: { python: "Acme.Notify-Cards", go: "example.com/acme/notify_cards" },
      want: {
        ...named("cardc-cards", "example.com/acme/notify_cards", "notifycards"),
        python: "Acme.Notify-Cards",
        pythonImport: "Acme_Notify_Cards",
      },
    },
    // The package clause of a path with a major version suffix is the element before it.
    {
      given: { go: "example.com/acme/cards/v2" },
      want: { ...named("cardc-cards", "example.com/acme/cards/v2", "cards") },
    },
    // A name the checks refuse is not written into any package; the default stands.
    {
      given: { npm: "Cards", python: "../cards", rust: "std", go: "example.com/main" },
      want: named("cardc-cards", "cardc/cards", "cards"),
    },
  ];

  it.each(table)("$given", ({ given, want }) => {
    expect(derivePackageNames(id, given)).toEqual(want);
  });
});

describe("checkPackageName", () => {
  const table: readonly { given: [PackageLanguage, string]; want: string | undefined }[] = [
    { given: ["npm", "@cardc/tool-cards"], want: undefined },
    { given: ["npm", "acme.notify_cards"], want: undefined },
    { given: ["npm", ""], want: "an npm package name cannot be empty" },
    { given: ["npm", "a".repeat(215)], want: "an npm package name has at most 214 characters" },
    { given: ["npm", "Cards"], want: "an npm package name is lowercase" },
    { given: ["npm", " cards"], want: "an npm package name has no leading or trailing space" },
    { given: ["npm", "@cardc"], want: "a scoped npm package name is @scope/name" },
    { given: ["npm", "@cardc/a/b"], want: "a scoped npm package name is @scope/name" },
    { given: ["npm", "_cards"], want: "an npm package name cannot start with . or _" },
    { given: ["npm", "@cardc/.cards"], want: "an npm package name cannot start with . or _" },
    { given: ["npm", "node_modules"], want: "npm reserves the name node_modules" },
    {
      given: ["npm", "cards!"],
      want: "an npm package name holds only url-safe characters (letters, digits, - . _)",
    },
    {
      given: ["npm", "my cards"],
      want: "an npm package name holds only url-safe characters (letters, digits, - . _)",
    },
    { given: ["python", "cardc-tool-cards"], want: undefined },
    { given: ["python", "Acme.Cards_2"], want: undefined },
    { given: ["python", "x"], want: undefined },
    {
      given: ["python", "-cards"],
      want: "a python distribution name is letters, digits and - . _, starting and ending with a letter or digit",
    },
    {
      given: ["python", "cards."],
      want: "a python distribution name is letters, digits and - . _, starting and ending with a letter or digit",
    },
    {
      given: ["python", "../cards"],
      want: "a python distribution name is letters, digits and - . _, starting and ending with a letter or digit",
    },
    { given: ["python", "2cards"], want: "its import name 2cards is not a python identifier" },
    { given: ["python", "import"], want: "its import name import is a python keyword" },
    { given: ["python", "match"], want: undefined },
    { given: ["rust", "cardc-tool-cards"], want: undefined },
    { given: ["rust", "Cards_2"], want: undefined },
    { given: ["rust", "2cards"], want: "a crate name is ascii letters, digits, - and _, starting with a letter" },
    { given: ["rust", "_cards"], want: "a crate name is ascii letters, digits, - and _, starting with a letter" },
    { given: ["rust", "cärds"], want: "a crate name is ascii letters, digits, - and _, starting with a letter" },
    { given: ["rust", `c${"a".repeat(64)}`], want: "a crate name has at most 64 characters" },
    { given: ["rust", "self"], want: "self is a rust keyword" },
    { given: ["rust", "std"], want: "std is a crate of rust itself" },
    { given: ["rust", "proc-macro"], want: "proc_macro is a crate of rust itself" },
    { given: ["go", "cardc.dev/go/toolcards"], want: undefined },
    { given: ["go", "cards"], want: undefined },
    { given: ["go", "example.com/a_b~c/v2"], want: undefined },
    { given: ["go", ""], want: "a go module path cannot be empty" },
    { given: ["go", "/cards"], want: "a go module path has no leading or trailing /" },
    { given: ["go", "cards/"], want: "a go module path has no leading or trailing /" },
    { given: ["go", "-cards"], want: "a go module path cannot start with -, which reads as a flag" },
    { given: ["go", "example.com//cards"], want: "a go module path has no empty element (//)" },
    {
      given: ["go", "example.com/Cards"],
      want: "go module path element Cards is not lowercase letters, digits and - . _ ~",
    },
    {
      given: ["go", "example.com/my cards"],
      want: "go module path element my cards is not lowercase letters, digits and - . _ ~",
    },
    { given: ["go", "example.com/.cards"], want: "go module path element .cards starts or ends with ." },
    { given: ["go", "example.com/../x"], want: "go module path element .. starts or ends with ." },
    { given: ["go", "example.com/aux.cards"], want: "go module path element aux.cards is a name windows reserves" },
    { given: ["go", "example.com/cards~1"], want: "go module path element cards~1 looks like a windows short name" },
    {
      given: ["go", "example.com/--"],
      want: "the last element of a go module path needs a letter or digit for the package clause",
    },
    { given: ["go", "example.com/2024"], want: "its package clause 2024 would start with a digit" },
    { given: ["go", "example.com/func"], want: "its package clause func is a go keyword" },
    {
      given: ["go", "example.com/main/v3"],
      want: "its package clause would be main, which is a command, not a package",
    },
  ];

  it.each(table)("$given", ({ given: [language, name], want }) => {
    expect(checkPackageName(language, name)).toBe(want);
  });
});
