// Writing a conformance vector of any game with a fixed layout, so equal vectors are equal bytes:
// one field per line (the scenario's too), one outcome per line, a newline at the end.
export { VECTOR_FORMAT, vectorOutcomeSchema, vectorSchema, type Vector, type VectorOutcome } from "../formats/vector.js";

/** An object with one field per line, each value on one line. */
const fieldLines = (value: object, indent: string): string =>
  `{\n${Object.entries(value)
    .map(([k, v]) => `${indent}  ${JSON.stringify(k)}: ${JSON.stringify(v)}`)
    .join(",\n")}\n${indent}}`;

/**
 * A vector as file text in the fixed layout.
 * @param v the vector (`outcomes` and `scenario` are laid out one entry per line).
 */
export function vectorJson(v: { readonly scenario: object; readonly outcomes: readonly unknown[] }): string {
  const { outcomes, scenario, ...head } = v;
  const fields = Object.entries(head).map(([k, val]) => `  ${JSON.stringify(k)}: ${JSON.stringify(val)}`);
  fields.push(`  "scenario": ${fieldLines(scenario, "  ")}`);
  return `{\n${fields.join(",\n")},\n  "outcomes": [\n${outcomes.map((o) => `    ${JSON.stringify(o)}`).join(",\n")}\n  ]\n}\n`;
}
