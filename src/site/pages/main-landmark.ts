// Each page's content is its `main` landmark. Typedoc (0.28) lays a page out as a banner (the bar), a
// navigation (the sidebar) and a plain `<div class="col-content">` holding everything the page says,
// so a screen reader has no "main" to jump to and axe finds the whole page outside any landmark
// (landmark-one-main, region). This listener for PageEvent.END gives that one element the main role.
import type { PageEvent } from "typedoc";

const CONTENT = '<div class="col-content">';

/** For PageEvent.END: the page's content column becomes its main landmark. */
export function markMainLandmark(page: PageEvent): void {
  // Typedoc writes the column once per page; a page without one (a redirect) is left as it is.
  if (page.contents?.includes(CONTENT))
    page.contents = page.contents.replace(CONTENT, '<div class="col-content" role="main">');
}
