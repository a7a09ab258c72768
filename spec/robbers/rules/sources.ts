// The source documents, by the names they have in shared/sources/ (see its README).
export const WIKI = "000_a7d76b9e95343162.txt"; // community wiki page (C2/C3 wording, Q&A, footnotes 1-12)
export const FAN = "001_17311e0db881bde2.txt"; // fan reference page
export const ZMAN = "002_7bd93a4d62609df1.txt"; // Z-Man first-edition mini rulebook, OCR copy 1
// 003_ecc7f61de9091855.txt is a second OCR copy of the same rulebook: rules cite it as ZMAN (002).
export const INVENTORY = "RULES-INVENTORY.md"; // shared inventory: facts checked outside the seeds
export const MESSAGES = "The Messages rules (community wiki page, via RULES-INVENTORY.md)";
