/**
 * Loads the HTML bridge the card gallery renders through. It is hand-written host code typed by the
 * generated bridge skeleton, so it is loaded on use, and a vocabulary change that leaves it unable
 * to load (a union it imports was removed) degrades the gallery to generic cards rather than
 * stopping `pnpm gen`; the browser test insists that every card of the shipped vocabulary is
 * rendered by the bridge, so such a gallery never goes unnoticed.
 */
import type { CardRenderer } from "./emit-gallery.js";

export async function loadGalleryRenderers(): Promise<Readonly<Record<string, CardRenderer>>> {
  try {
    return (await import("../../runtime/examples/html-bridge.js")).htmlRenderersByUnion;
  } catch {
    return {};
  }
}
