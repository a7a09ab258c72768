// The sources' option labels often start with "option 2:", which our headings already say.
export const optionLabel = (label: string): string => label.replace(/^option \d+:\s*/i, "");
