// Writing a conformance vector of any game with a fixed layout, so equal vectors are equal bytes:
// one field per line (the scenario's too), one outcome per line, a newline at the end.

/** An object with one field per line, each value on one line. */
const fieldLines = (value: object, indent: string): string =>
  `{\n${Object.entries(value)
    .map(([k, v]) => `${indent}  ${JSON.stringify(k)}: ${JSON.stringify(v)}`)
    .join(",\n")}\n${indent}}`;

/**
 * A vector as file text in the fixed layout: its fields in order, each on one line, except the
 * `scenario` (one field per line) and the `outcomes` of a positive vector (one outcome per line).
 * @param v the vector, positive (with `outcomes`) or negative.
 */
export function vectorJson(v: { readonly scenario: object; readonly outcomes?: readonly unknown[] }): string {
  const fields = Object.entries(v).map(([k, val]) => {
    if (k === "scenario") return `  "scenario": ${fieldLines(val as object, "  ")}`;
    if (k === "outcomes")
      return `  "outcomes": [\n${(val as readonly unknown[]).map((o) => `    ${JSON.stringify(o)}`).join(",\n")}\n  ]`;
    return `  ${JSON.stringify(k)}: ${JSON.stringify(val)}`;
  });
  return `{\n${fields.join(",\n")}\n}\n`;
}
