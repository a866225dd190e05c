/** Display paths: inside the session's directory on path segments, not characters; `.` for the directory itself. */
import { describe, expect, it } from "vitest";
import { absolutePath, displayPath, relativizeTitle } from "../../../runtime/hosts/render/display-path.js";

const cwd = "/work/proj";

describe("displayPath", () => {
  it.each([
    ["/work/proj/src/a.ts", "src/a.ts"],
    ["src/a.ts", "src/a.ts"],
    ["/work/proj/..cache/x", "..cache/x"],
    ["..cache/x", "..cache/x"],
    ["/work/proj", "."],
    ["/work/proj/", "."],
    [".", "."],
    ["/work/project/a.ts", "/work/project/a.ts"],
    ["/work/other/a.ts", "/work/other/a.ts"],
    ["../other/a.ts", "../other/a.ts"],
    ["..", ".."],
    ["/etc/hosts", "/etc/hosts"],
  ])("shows %s as %s", (path, shown) => {
    expect(displayPath(cwd, path)).toBe(shown);
  });
});

describe("absolutePath", () => {
  it.each([
    ["src/a.ts", "/work/proj/src/a.ts"],
    ["/etc/hosts", "/etc/hosts"],
    ["../x", "/work/x"],
  ])("resolves %s to %s", (path, absolute) => {
    expect(absolutePath(cwd, path)).toBe(absolute);
  });
});

describe("relativizeTitle", () => {
  it("replaces the card's own path in the title", () => {
    expect(relativizeTitle("Read /work/proj/src/a.ts (lines 1-20)", "/work/proj/src/a.ts", cwd)).toBe(
      "Read src/a.ts (lines 1-20)",
    );
  });
  it("leaves a title that does not contain the path", () => {
    expect(relativizeTitle("Read a file", "/work/proj/src/a.ts", cwd)).toBe("Read a file");
  });
  it("replaces only a whole occurrence, never the start of a longer name", () => {
    expect(relativizeTitle("ls /work/projx", "/work/proj", cwd)).toBe("ls /work/projx");
    expect(relativizeTitle("diff /work/projx /work/proj", "/work/proj", cwd)).toBe("diff /work/projx .");
  });
  it("leaves a path outside the session as given", () => {
    expect(relativizeTitle("Read /tmp/x", "/tmp/x", cwd)).toBe("Read /tmp/x");
  });
});

// The same arithmetic on any platform, Windows paths included, with `/` between the segments it writes.
describe("Windows paths", () => {
  const windowsCwd = "C:\\work\\proj";

  it.each([
    ["C:\\work\\proj\\src\\a.ts", "src/a.ts", "C:/work/proj/src/a.ts"],
    ["src\\a.ts", "src/a.ts", "C:/work/proj/src/a.ts"],
    ["C:\\work\\proj", ".", "C:/work/proj"],
    ["C:\\work\\projx\\a.ts", "C:\\work\\projx\\a.ts", "C:/work/projx/a.ts"],
    ["D:\\other\\a.ts", "D:\\other\\a.ts", "D:/other/a.ts"],
  ])("shows %s as %s, and resolves it to %s", (path, shown, absolute) => {
    expect(displayPath(windowsCwd, path)).toBe(shown);
    expect(absolutePath(windowsCwd, path)).toBe(absolute);
  });
});
