/** `assertNever` names the union and the value, and describing a hostile value never throws. */
import { describe, expect, it } from "vitest";
import { assertNever } from "../../../runtime/core/assert-never.js";
import { describeError, describeUnknown } from "../../../runtime/core/describe.js";

const reach =
  (value: unknown, union = "ToolCallView") =>
  () =>
    assertNever(value as never, union);

describe("assertNever", () => {
  it("names the union and shows the value", () => {
    expect(reach({ card: "table" })).toThrow(
      new TypeError('unhandled ToolCallView: {"card":"table"} is not a member of the closed union'),
    );
  });

  it("describes hostile values instead of throwing a second error", () => {
    const cyclic: Record<string, unknown> = { card: "x" };
    cyclic["self"] = cyclic;
    const getter = Object.defineProperty({}, "card", {
      enumerable: true,
      get() {
        throw new Error("boom");
      },
    });
    const revocable = Proxy.revocable({}, {});
    revocable.revoke();
    const cases: [unknown, string][] = [
      [cyclic, '{"card":"x","self":"[circular]"}'],
      [{ n: 10n, f: () => 1, s: Symbol("s") }, '{"n":"10n","f":"[function]","s":"[symbol]"}'],
      [getter, "an unreadable object"],
      [revocable.proxy, "an unreadable value"],
      [undefined, "a undefined"],
      [{ long: "x".repeat(500) }, `{"long":"${"x".repeat(191)}…`],
    ];
    for (const [value, description] of cases) {
      expect(describeUnknown(value)).toBe(description);
      expect(reach(value, "ToolResultView")).toThrow(`unhandled ToolResultView: ${description}`);
    }
  });

  it("describes thrown values, trusting none of them", () => {
    expect(describeError(new RangeError("too far"))).toBe("RangeError: too far");
    expect(describeError("plain")).toBe('"plain"');
    const hostile = new Error("x");
    Object.defineProperty(hostile, "message", {
      get() {
        throw new Error("again");
      },
    });
    expect(describeError(hostile)).toBe("an Error whose message cannot be read");
  });
});
