/**
 * The card gallery page, without a browser: vocabulary and example text is escaped as HTML text,
 * a union without a host renderer (or a card the renderer has no arm for) is shown as a generic
 * card of its fields, a capability-gated card is rendered twice (with the capability and without
 * it), and the shipped vocabulary's cards all go through the HTML bridge (`cardc gallery` loads it
 * compiled; `test/toolchain/gallery-browser.test.ts` runs that command).
 */
import { readFileSync } from "node:fs";
import { allNamedTypes, leavesOf } from "../../generator/lower/ir.js";
import { describe, expect, it } from "vitest";
import { emitGallery } from "../../generator/emit/emit-gallery.js";
import { html } from "../../lib/html.js";
import { htmlRenderersByUnion } from "../../runtime/hosts/html/html-bridge.js";
import { generateOk, readRealSchema } from "../support/generate.js";

const referenceSchema = readFileSync(new URL("../fixtures/reference/cards.json", import.meta.url), "utf8");

describe("card gallery", () => {
  it("escapes every string from the vocabulary and its examples", async () => {
    const { ir } = await generateOk(referenceSchema);
    const page = emitGallery(ir, "<!-- notice -->", {});
    expect(page).not.toMatch(/<script/i);
    expect(page).toContain("&lt;script&gt;alert(1)&lt;/script&gt; &amp; \\&quot;quotes\\&quot;");
    expect(page).toContain("&lt;b&gt;html&lt;/b&gt;");
  });

  it("shows a card as its fields when no renderer can show it", async () => {
    const { ir } = await generateOk(referenceSchema);
    const page = emitGallery(ir, "<!-- notice -->", {
      View: (value) => {
        if ((value as { card: string }).card !== "plain") throw new Error("no arm");
        return html`<div class="card">plain card</div>`;
      },
    });
    expect(page.match(/data-rendered-by="host"/g)).toHaveLength(1);
    expect(page.match(/data-rendered-by="fields"/g)).toHaveLength(2);
    expect(page).toContain("<dt>rows</dt>");
  });

  it("shows a gated card twice, with its capability and as its fallback, only where a renderer can", async () => {
    const { ir } = await generateOk(referenceSchema);
    const asked: (string | undefined)[] = [];
    const page = emitGallery(ir, "<!-- notice -->", {
      View: (value, lacking) => {
        asked.push(lacking);
        return html`<div class="card">${(value as { card: string }).card} ${lacking ?? "with all"}</div>`;
      },
    });
    const gated = ir.types
      .flatMap((type) => (type.kind === "union" ? leavesOf(type) : []))
      .filter((leaf) => leaf.capability);
    const gatedExamples = gated.reduce((sum, leaf) => sum + leaf.examples.length, 0);
    expect(gatedExamples).toBeGreaterThan(0);
    expect(asked.filter((lacking) => lacking === "rich")).toHaveLength(gatedExamples);
    expect(page.match(/<figure class="rendered" data-view="fallback">/g)).toHaveLength(gatedExamples);
    expect(page).toContain("<figcaption>Without rich: the plain fallback</figcaption>");
    const unrendered = emitGallery(ir, "<!-- notice -->", {});
    expect(unrendered).not.toContain('<figure class="rendered" data-view="fallback">');
  });

  it("renders every card of the shipped vocabulary through the HTML bridge", async () => {
    const { ir } = await generateOk(readRealSchema(), "schema/cards.json");
    const page = emitGallery(ir, "<!-- notice -->", htmlRenderersByUnion);
    const exampleCount = allNamedTypes(ir).reduce(
      (count, type) => count + (type.kind === "variant" ? type.examples.length : 0),
      0,
    );
    expect(page).not.toContain('data-rendered-by="fields"');
    expect(page.match(/data-rendered-by="host"/g)).toHaveLength(exampleCount);
  });

  it("takes a renderer's HTML string as its markup, and shows a card as its fields when a renderer returns no markup", async () => {
    const { ir } = await generateOk(referenceSchema);
    const page = emitGallery(ir, "<!-- notice -->", {
      View: (value: unknown) =>
        (value as { card: string }).card === "plain" ? '<p class="from-string">plain</p>' : undefined,
    } as unknown as Parameters<typeof emitGallery>[2]);
    expect(page).toContain('<p class="from-string">plain</p>');
    expect(page).not.toContain("undefined</div>");
    expect(page.match(/data-rendered-by="fields"/g)).toHaveLength(2);
  });
});
