/**
 * The card gallery in a real browser: `cardc gallery` renders this repository's vocabulary through
 * its compiled HTML bridge (as `pnpm gallery` does), and Debian's headless Chromium, driven by
 * playwright-core, opens the page from disk. Every example in the IR is on the page as
 * a card rendered by the HTML bridge, a capability-gated one twice, side by side, as a host with and
 * without the capability shows it; the image example decodes as a real PNG; the page asks for
 * nothing over the network, the console stays free of errors, and a full-page screenshot is saved
 * under `test-artifacts/` for a person to look at. `.ci/run` installs the `chromium` package when `/usr/bin/chromium` is missing.
 */
import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { type BrowserContext, chromium } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { allNamedTypes } from "../../generator/lower/ir.js";
import { runCli } from "../support/cli-process.js";
import { generateOk, readRealSchema } from "../support/generate.js";

const artifactsDir = new URL("../../test-artifacts/", import.meta.url).pathname;

let profile: string;
let browser: BrowserContext;
let galleryPath: string;

beforeAll(async () => {
  profile = mkdtempSync(join(tmpdir(), "cardc-chromium-"));
  galleryPath = join(profile, "gallery.html");
  const rendered = await runCli(["gallery", "--page", galleryPath]);
  expect(rendered.stderr).toBe("");
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
  // oxlint-disable-next-line typescript/no-unnecessary-condition -- unset when beforeAll failed, e.g. without Chromium
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
    const gated = variants.filter((variant) => variant.capability !== undefined);
    const gatedCount = gated.reduce((sum, variant) => sum + variant.examples.length, 0);
    expect(gatedCount).toBeGreaterThan(0);
    expect(await page.locator('[data-example][data-rendered-by="host"] .rendered .card').count()).toBe(
      exampleCount + gatedCount,
    );
    for (const variant of gated) {
      const examples = page.locator(`[data-example][data-variant="${variant.name}"]`);
      expect(await examples.locator('[data-view="capable"] .card').count(), variant.name).toBe(variant.examples.length);
      expect(await examples.locator('[data-view="fallback"] .card').count(), variant.name).toBe(
        variant.examples.length,
      );
      const captions = await examples.locator("figcaption").allTextContents();
      expect(captions.slice(0, 2), variant.name).toEqual([
        `With ${variant.capability ?? ""}`,
        `Without ${variant.capability ?? ""}: the ${variant.fallback ?? ""} fallback`,
      ]);
    }
    // The fallback column sits beside the capable one, not below it.
    const terminal = page.locator('[data-example][data-variant="TerminalResultView"]').first();
    const capableBox = await terminal.locator('[data-view="capable"]').boundingBox();
    const fallbackBox = await terminal.locator('[data-view="fallback"]').boundingBox();
    expect(fallbackBox?.x ?? 0).toBeGreaterThan((capableBox?.x ?? 0) + (capableBox?.width ?? 0));
    expect(fallbackBox?.y).toBe(capableBox?.y);
    // The image example is a real PNG the browser decodes.
    const image = page.locator("img.block-image");
    expect(await image.count()).toBe(1);
    const decoded = await image.evaluate((element) => {
      const img = element as unknown as { complete: boolean; naturalWidth: number; naturalHeight: number };
      return [img.complete, img.naturalWidth, img.naturalHeight];
    });
    expect(decoded).toEqual([true, 8, 8]);
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
