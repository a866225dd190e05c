/**
 * The card gallery in a real browser: Debian's headless Chromium, driven by playwright-core, opens
 * the committed `generated/docs/gallery.html` from disk. Every example in the IR is on the page as
 * one card rendered by the HTML bridge, the page asks for nothing over the network, the console
 * stays free of errors, and a full-page screenshot is saved under `test-artifacts/` for a person to
 * look at. `.ci/run` installs the `chromium` package when `/usr/bin/chromium` is missing.
 */
import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { type BrowserContext, chromium } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { allNamedTypes } from "../generator/lower/ir.js";
import { generateOk, readRealSchema } from "./support/generate.js";

const galleryPath = new URL("../generated/docs/gallery.html", import.meta.url).pathname;
const artifactsDir = new URL("../test-artifacts/", import.meta.url).pathname;

let profile: string;
let browser: BrowserContext;

beforeAll(async () => {
  profile = mkdtempSync(join(tmpdir(), "cardc-chromium-"));
  // A persistent context is how playwright takes a fresh --user-data-dir of our own.
  browser = await chromium.launchPersistentContext(profile, {
    executablePath: "/usr/bin/chromium",
    headless: true,
    args: [
      "--headless",
      "--no-sandbox",
      "--disable-gpu",
      "--no-first-run",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
    ],
    viewport: { width: 1280, height: 900 },
  });
});

afterAll(async () => {
  await browser?.close();
  rmSync(profile, { recursive: true, force: true });
});

describe("card gallery in Chromium", () => {
  it("shows every example as a bridge-rendered card, offline and without console errors", async () => {
    const { ir } = await generateOk(readRealSchema(), "schema/cards.json");
    const variants = allNamedTypes(ir).flatMap((type) => (type.kind === "variant" ? [type] : []));
    const exampleCount = variants.reduce((sum, variant) => sum + variant.examples.length, 0);
    expect(exampleCount).toBeGreaterThan(0);

    const page = await browser.newPage();
    const problems: string[] = [];
    const offPage: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error") problems.push(message.text());
    });
    page.on("pageerror", (error) => problems.push(error.message));
    await page.route("**/*", (route) => {
      const url = route.request().url();
      if (url.startsWith("file:") || url.startsWith("data:")) return route.continue();
      offPage.push(url);
      return route.abort();
    });

    await page.goto(pathToFileURL(galleryPath).href, { waitUntil: "load" });

    expect(await page.locator("[data-example]").count()).toBe(exampleCount);
    for (const variant of variants) {
      expect(await page.locator(`[data-example][data-variant="${variant.name}"]`).count(), variant.name).toBe(
        variant.examples.length,
      );
    }
    expect(await page.locator('[data-example][data-rendered-by="host"] .rendered .card').count()).toBe(exampleCount);
    expect(await page.locator("[data-example] pre.json").count()).toBe(exampleCount);
    const firstJson = await page.locator("[data-example] pre.json").first().textContent();
    expect(() => JSON.parse(firstJson ?? "")).not.toThrow();
    expect(await page.locator("script").count()).toBe(0);

    mkdirSync(artifactsDir, { recursive: true });
    await page.screenshot({ path: join(artifactsDir, "gallery.png"), fullPage: true });

    expect(problems).toEqual([]);
    expect(offPage).toEqual([]);
  });
});
