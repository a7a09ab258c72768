// The one source of MacRobber: the Queen Games rulebook (English text, OCR copy). Sections are the
// rulebook's own headings; line numbers are given where a heading covers several points.
export const MR = "004_7cad5ba990d5d333.txt";
