// An engine's name and version are shown in every report: a hello's are kept to 100 characters,
// control characters escaped (issue 37: a 5 MB name made an 11 MB HTML report).
import { describe, expect, it } from "vitest";
import { readHello } from "./protocol.js";

describe("the engine's name in its hello", () => {
  it("is cut to 100 characters (and version too), whatever the engine sends", () => {
    const hello = readHello({ type: "hello", name: "n".repeat(5_000_000), version: "v".repeat(1000) });
    expect(typeof hello === "object" && hello.name).toBe(`${"n".repeat(100)}...`);
    expect(typeof hello === "object" && hello.version).toBe(`${"v".repeat(100)}...`);
  });

  it("is one printable line, and a short name is kept as it is", () => {
    const hello = readHello({ type: "hello", name: "my\nengine", version: "1.0" });
    expect(typeof hello === "object" && [hello.name, hello.version]).toEqual(["my / engine", "1.0"]);
  });
});
