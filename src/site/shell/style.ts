// The shell's styles, added by the script itself so the page needs nothing else: one column that
// fits a phone (390 px) without sideways scrolling, long words wrapped, buttons big enough for a
// finger (every control at least 24x24 CSS px, the WCAG 2.2 target size), and nothing that only
// shows on hover.
export const SHELL_CSS = `
.shell, .shell * { box-sizing: border-box; }
.shell { max-width: 100%; overflow-wrap: break-word; }
.shell input[type=checkbox], .shell input[type=radio] { width: 24px; height: 24px; flex: none; margin: 0; }
.shell summary { min-height: 24px; cursor: pointer; }
.shell a { white-space: normal; }
.shell a.rule-id { white-space: nowrap; }
.shell .shell-pass { border: 2px solid var(--color-accent, #888); border-radius: 0.4rem; padding: 1rem; text-align: center; }
.shell .shell-confirm { border-left: 4px solid #b45309; padding-left: 0.7rem; }
.shell input[type=file] { min-height: 2.5rem; max-width: 100%; }
.shell section, .shell form, .shell details { margin: 0 0 1rem; max-width: 100%; }
.shell h2 { font-size: 1.15rem; margin: 0.6rem 0; }
.shell h3 { font-size: 1rem; margin: 0.5rem 0; }
.shell input[type=text], .shell select, .shell textarea { width: 100%; max-width: 100%; font: inherit; padding: 0.4rem; }
.shell textarea { font-family: monospace; font-size: 0.8rem; }
.shell button { font: inherit; min-height: 2.5rem; padding: 0.3rem 0.8rem; cursor: pointer; }
.shell .shell-primary { font-weight: bold; }
.shell .shell-row { display: flex; gap: 0.5rem; flex-wrap: wrap; }
.shell .shell-row input { flex: 1 1 8rem; width: auto; }
.shell .shell-field, .shell .shell-reading { margin: 0 0 0.7rem; }
.shell label { display: block; margin-bottom: 0.2rem; }
.shell label a.rule-id { display: inline-block; min-height: 24px; }
.shell .shell-toggle { display: flex; gap: 0.5rem; align-items: flex-start; }
.shell .shell-error:empty { display: none; }
.shell .shell-error { color: #b00020; font-weight: bold; }
.shell .shell-status { font-weight: bold; }
.shell .shell-option-group > summary h3 { display: inline; }
.shell .shell-options { padding-left: 1.4rem; }
.shell .shell-options li { margin: 0 0 0.6rem; }
.shell .shell-option { display: block; width: 100%; text-align: left; }
.shell .shell-leads { font-size: 0.9rem; opacity: 0.85; margin-top: 0.2rem; }
.shell .shell-effects { padding-left: 1.2rem; }
.shell .shell-rules { font-size: 0.9rem; }
.shell .shell-now, .shell .shell-last { border-left: 4px solid var(--color-accent, #888); padding-left: 0.7rem; }
.shell .shell-clans { display: grid; grid-template-columns: repeat(auto-fit, minmax(15rem, 1fr)); gap: 0.7rem; }
.shell .shell-clan { border: 1px solid var(--color-accent, #888); border-radius: 0.4rem; padding: 0.5rem; min-width: 0; }
.shell .shell-clan h3 { margin-top: 0; }
.shell dl { display: grid; grid-template-columns: minmax(0, auto) minmax(0, 1fr); gap: 0.2rem 0.7rem; margin: 0; }
.shell dt { font-weight: bold; }
.shell dd { margin: 0; }
`;
