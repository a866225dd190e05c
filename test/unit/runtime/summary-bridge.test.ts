/**
 * The sample bridge in runtime/hosts/, run: each card becomes its line, and a host without the
 * terminal capability shows the prescribed fallbacks through the generic arm.
 */
import { describe, expect, it } from "vitest";
import { toolResultViewCapabilities } from "../../../generated/bridge.js";
import { summaryCallBridge, summaryResultBridge } from "../../../runtime/hosts/summary/summary-bridge.js";

const everything = { capabilities: toolResultViewCapabilities };

describe("summary bridge", () => {
  it("summarizes result cards, showing capped counts as capped", () => {
    expect(
      summaryResultBridge.render(
        { card: "search", shape: "paths", paths: ["a"], truncated: true, total: 40 },
        everything,
      ),
    ).toBe("40+ paths");
    expect(
      summaryResultBridge.render(
        { card: "read", path: "a.ts", offset: 3, lines: [{ number: 3, text: "x" }], totalLines: 9 },
        everything,
      ),
    ).toBe("a.ts:3 (1 line of 9)");
    expect(summaryResultBridge.render({ card: "terminal", title: "make", exitCode: 2 }, everything)).toBe(
      "make exited 2",
    );
  });

  it("shows a terminal result as a console block and a search as its title without the capabilities", () => {
    const bare = { capabilities: [] };
    expect(summaryResultBridge.render({ card: "terminal", title: "ls", output: "a\nb\n" }, bare)).toBe(
      "ls: ```console\na\nb\n```",
    );
    expect(
      summaryResultBridge.render(
        { card: "search", shape: "matches", title: "grep x", files: [], truncated: false, total: 0 },
        bare,
      ),
    ).toBe("grep x");
  });

  it("shows a terminal call as a generic execute card with its description", () => {
    expect(summaryCallBridge.render({ card: "terminal", title: "make", description: "Builds it." }, everything)).toBe(
      "make: Builds it.",
    );
  });
});
