// The site's search box, for players (typedoc's `customJs`, bundled by src/site/typedoc-run.ts).
// Typedoc lists results by their page names (`Rules.RB-STEAL-HALF`) ranked by its index; this
// script answers the same box from the site's own index (assets/page-search-data.js, written at build
// time): each hit shows its page's title (hitTitle) and a snippet around the words asked, rule pages of the main
// game rank above its other pages, which rank above another game's pages and then the API; the words
// of a question ("how", "many"...) are not searched for (page-search-rank.ts); and Enter opens the first hit.

import { hitTitle, type Row, searchPages, snippet, termsOf } from "./page-search-rank.js";

declare global {
  interface Window {
    pageSearch?: readonly Row[];
  }
}

function mount(): void {
  const field = document.getElementById("tsd-search-input") as HTMLInputElement | null;
  const results = document.getElementById("tsd-search-results");
  const status = document.getElementById("tsd-search-status");
  if (!field || !results) return;
  const base = new URL(document.documentElement.dataset.base ?? "./", location.href);
  let loading: Promise<void> | null = null;
  /** False once the index failed to load: typedoc's own search answers from then on. */
  let available = true;
  const load = () =>
    (loading ??= new Promise<void>((done) => {
      const script = document.createElement("script");
      script.src = new URL("assets/page-search-data.js", base).href;
      const loaded = () => done();
      script.onload = loaded;
      script.onerror = loaded;
      document.head.append(script);
    }));
  const show = async () => {
    await load();
    const rows = window.pageSearch;
    if (!rows) {
      available = false;
      return;
    }
    const query = field.value.trim();
    const hits = searchPages(rows, query);
    const terms = termsOf(query);
    results.replaceChildren(
      ...hits.map((row, i) => {
        const li = document.createElement("li");
        li.id = `page-search-${i}`;
        li.setAttribute("role", "option");
        li.className = "page-search-hit";
        const a = document.createElement("a");
        a.href = new URL(row.url, base).href;
        const title = document.createElement("span");
        title.className = "page-search-title";
        title.textContent = hitTitle(row);
        const words = document.createElement("span");
        words.className = "page-search-snippet";
        words.textContent = snippet(row, terms);
        a.append(title, words);
        li.append(a);
        return li;
      }),
    );
    if (status) status.textContent = query && !hits.length ? `No page mentions "${query}".` : "";
  };
  // Typedoc listens to the same box: ours runs first (capture) and keeps typedoc's from redrawing the list.
  field.addEventListener(
    "input",
    (e) => {
      if (!available) return;
      e.stopImmediatePropagation();
      void show();
    },
    { capture: true },
  );
  field.addEventListener("focus", () => void load());
  // Enter with no hit chosen (arrow keys choose one) opens the first hit.
  field.addEventListener(
    "keydown",
    (e) => {
      if (e.key !== "Enter" || field.getAttribute("aria-activedescendant")) return;
      const first = results.querySelector<HTMLAnchorElement>("li a");
      if (!first) return;
      e.preventDefault();
      e.stopImmediatePropagation();
      first.click();
    },
    { capture: true },
  );
}

mount();
