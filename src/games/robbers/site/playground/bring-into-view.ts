// Brings a part of the playground to the top of the screen and gives it the focus, once the page
// is on show: the site's pages keep their body hidden until their navigation has loaded (typedoc's
// `display: none`, lifted within half a second), and a hidden page neither scrolls nor focuses. A
// shared address answers while the page is still hidden, so that answer waits for the page.

/** Scroll `el` to the top of the screen (the stylesheet's scroll margin keeps it clear of the site's bar) and focus it. */
export function bringIntoView(el: HTMLElement): void {
  const hidden = () => document.body.style.display === "none";
  const go = () => {
    el.scrollIntoView({ block: "start" });
    el.focus({ preventScroll: true });
  };
  if (!hidden()) {
    go();
    return;
  }
  const watch = new MutationObserver(() => {
    if (hidden()) return;
    watch.disconnect();
    go();
  });
  watch.observe(document.body, { attributes: true, attributeFilter: ["style"] });
}
