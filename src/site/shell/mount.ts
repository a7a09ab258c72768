// The shell: play a seeded game step by step in the browser, for any game whose state says which
// event comes next. It keeps a playground session (src/playground) and shows, from the seat of the
// player deciding (or as the referee, on a toggle): what just happened, the decision now with every
// legal option, the table, the history with undo, and export and import of the trace. The session
// lives in the page address with the picks already taken in the event being decided, so reopening
// the address restores the game where it was (issue 36, point 11). On one device passed
// round the table (the default), a "pass the device to ben" screen hides everything between two
// players' decisions until ben says it is him, so no seat sees another's hidden cards or picks
// (a pick taken back by another player hands the device back first); the referee's view, which
// shows every hand, asks before it opens.
import type { PathStep } from "../../dsl/ruleset.js";
import {
  decodeSession,
  encodeSession,
  type PlaygroundGame,
  type Replayed,
  replaySession,
  type Session,
  undoLast,
  walkDecisions,
  withStep,
} from "../../playground/index.js";
import { decisionView } from "./decision-view.js";
import { h } from "./dom.js";
import { exportView } from "./export-view.js";
import { historyView, lastEventView } from "./history-view.js";
import { readRuleHrefs, ruleLinks } from "./rule-links.js";
import { setupForm } from "./setup-form.js";
import { playersOf, seedOf, startSession } from "./start.js";
import { SHELL_CSS } from "./style.js";
import type { GameView, Viewer } from "./types.js";

/** Mount the shell for `pg` (drawn by `view`) into `root`. */
export function mountShell(root: HTMLElement, pg: PlaygroundGame, view: GameView): void {
  const { game } = pg;
  const hrefs = readRuleHrefs();
  document.head.append(h("style", {}, SHELL_CSS));
  let session: Session | null = null;
  let replayed: Replayed | null = null;
  let picks: PathStep[] = [];
  let referee = false;
  /** Whose seat the screen shows now on a shared device (null: nobody's yet: the pass screen comes first). */
  let seated: Viewer = null;
  let shared = true;

  const general = h("p", { class: "shell-error", id: "shell-error", role: "alert" });
  const form = setupForm(
    pg,
    view,
    hrefs,
    () => start(),
    () => Math.floor(Math.random() * 1_000_000),
  );
  const formHolder = h(
    "details",
    { class: "shell-setup-holder", id: "shell-setup-holder", open: true },
    h("summary", {}, "New game"),
    form.element,
  );
  const refereeBox = h("input", { type: "checkbox", id: "shell-referee" });
  // Every hand is shown only once asked twice: a player ticking the box by mistake sees nothing.
  let refereeAsked = false;
  refereeBox.addEventListener("change", () => {
    refereeAsked = refereeBox.checked;
    if (!refereeBox.checked) referee = false;
    render();
  });
  const sharedBox = h("input", { type: "checkbox", id: "shell-shared", checked: true });
  sharedBox.addEventListener("change", () => {
    shared = sharedBox.checked;
    seated = null;
    render();
  });
  const playArea = h("div", { class: "shell-game", id: "shell-game" });
  const exporter = exportView({ pg, session: () => session, open: (s) => open(s, "opened") });
  const sharedToggle = h(
    "p",
    {},
    h(
      "label",
      { class: "shell-toggle" },
      sharedBox,
      " One device passed round the table: hide the table between two players' decisions",
    ),
  );
  root.replaceChildren(h("div", { class: "shell" }, formHolder, sharedToggle, general, playArea, exporter));

  function start(): void {
    const read = form.read();
    form.problem(null);
    const players = playersOf(read.players);
    const seed = seedOf(read.seed);
    if (!seed.ok) {
      form.problem("seed", seed.message);
      return;
    }
    const started = startSession(pg, players, seed.seed, read.options);
    if (!started.ok) {
      form.problem(started.problem.field, started.problem.message, started.problem.rules);
      return;
    }
    open(started.session, "started");
  }

  /** Make `next` the session (replayed under the rules); a refusal leaves the current one. */
  function open(next: Session, how: "started" | "opened" | "played"): void {
    const r = replaySession(pg, next);
    if (!r.ok) {
      general.replaceChildren(
        `This game cannot be replayed: at ${r.problem.path}: ${r.problem.message}`,
        ...(r.problem.rules?.length ? [" (", ...ruleLinks(r.problem.rules, hrefs), ")"] : []),
      );
      return;
    }
    general.replaceChildren();
    session = next;
    replayed = r;
    picks = [];
    if (how !== "played") seated = null;
    if (how !== "played") {
      form.fill(next);
      formHolder.open = false;
    }
    remember();
    render();
  }

  /** The page address for the session and the picks taken so far in its event. */
  const addressNow = (): string => (session ? encodeSession(session, picks.length ? { picks } : undefined) : "");
  const remember = (): void => history.replaceState(null, "", `#${addressNow()}`);

  /** Go on from picks an address holds, when the rules still offer a decision after them; else say why not. */
  function resume(kept: readonly PathStep[]): void {
    const event = eventNow();
    if (!replayed || event === null) return;
    const w = walkDecisions(pg, replayed.spec, replayed.current, event, kept);
    if (w.kind !== "decision")
      return void general.replaceChildren(
        w.kind === "refused"
          ? `The picks in the address do not fit this event: ${w.error.reason}`
          : "The picks in the address end the event: follow them again from its start.",
      );
    picks = [...kept];
    remember();
    render();
  }

  const eventNow = (): unknown =>
    session && replayed ? (session.pending ?? game.nextEvent?.(replayed.current) ?? null) : null;

  function render(): void {
    if (!session || !replayed)
      return void playArea.replaceChildren(h("p", {}, "Choose the players and a seed, then start the game."));
    const current = replayed.current;
    const event = eventNow();
    const walk = event === null ? null : walkDecisions(pg, replayed.spec, current, event, picks);
    const decider = walk?.kind === "decision" ? walk.decision.actor : view.seatOf(current);
    const status = h(
      "p",
      { class: "shell-status", id: "shell-status" },
      view.status?.(current, walk?.kind === "decision" ? decider : null) ?? game.describe.after(current),
    );
    // On a shared device, a new seat waits behind the pass screen until its player takes the device.
    if (shared && !referee && decider !== null && decider !== seated)
      return void playArea.replaceChildren(status, passScreen(decider));
    const viewer: Viewer = referee ? null : decider;
    const historyCtx = {
      pg,
      view,
      hrefs,
      played: replayed.played,
      viewer,
      undo: () => session && open(undoLast(session), "played"),
    };
    const now =
      event === null || walk === null
        ? h(
            "section",
            { class: "shell-now", id: "shell-now" },
            h("h2", {}, "The game is over"),
            h(
              "p",
              { id: "shell-over" },
              game.nextEvent
                ? game.describe.after(current)
                : "This game does not say which event comes next, so the shell cannot play it.",
            ),
          )
        : decisionView({
            pg,
            view,
            hrefs,
            before: current,
            event,
            picks,
            walk,
            viewer,
            holding:
              walk.kind === "decision" && viewer !== null
                ? (view.holding?.(current, walk.decision.actor, replayed.played) ?? null)
                : null,
            pick: (step) => {
              const next = [...picks, step];
              const w = walkDecisions(pg, replayed!.spec, current, event, next);
              if (w.kind === "outcome") return open(withStep(session!, event, w.picks), "played");
              picks = next;
              remember();
              render();
            },
            // A pick taken back may be another player's: the pass screen then hands the device back to them first.
            takeBack: () => {
              picks = picks.slice(0, -1);
              remember();
              render();
            },
            carryOut: () => walk.kind === "outcome" && open(withStep(session!, event, walk.picks), "played"),
          });
    const seat = viewer === null ? "the referee sees it (everything)" : `${viewer} sees it`;
    playArea.replaceChildren(
      status,
      lastEventView(historyCtx) ?? "",
      now,
      h(
        "section",
        { class: "shell-table", id: "shell-table", "data-viewer": viewer ?? "" },
        h("h2", {}, `The table as ${seat}`),
        picks.length
          ? h("p", { class: "shell-note" }, "As it was when this event began: the picks taken since are listed above.")
          : null,
        h(
          "p",
          {},
          h(
            "label",
            { class: "shell-toggle" },
            refereeBox,
            " Referee's view: show every hidden card and the order of the decks",
          ),
        ),
        refereeAsked && !referee
          ? h(
              "div",
              {
                class: "shell-confirm",
                id: "shell-referee-confirm",
                role: "alertdialog",
                "aria-label": "show every hand?",
              },
              h(
                "p",
                {},
                "This shows every player's hand and the order of the decks to whoever looks at this screen. Show everything?",
              ),
              h(
                "button",
                {
                  type: "button",
                  id: "shell-referee-yes",
                  class: "shell-primary",
                  onclick: () => {
                    referee = true;
                    render();
                  },
                },
                "Show everything",
              ),
              " ",
              h(
                "button",
                {
                  type: "button",
                  id: "shell-referee-no",
                  onclick: () => {
                    refereeBox.checked = false;
                    refereeAsked = false;
                    render();
                  },
                },
                "Cancel",
              ),
            )
          : null,
        view.table(current, viewer, replayed.played),
      ),
      historyView(historyCtx),
    );
  }

  /** The screen between two seats: nothing of the table, only who takes the device next. */
  function passScreen(next: string): HTMLElement {
    const take = h(
      "button",
      {
        type: "button",
        id: "shell-pass-confirm",
        class: "shell-primary",
        onclick: () => {
          seated = next;
          render();
        },
      },
      `I am ${next}: show my seat`,
    );
    queueMicrotask(() => take.focus());
    return h(
      "section",
      { class: "shell-pass", id: "shell-pass", "data-next": next },
      h("h2", {}, `Pass the device to ${next}`),
      h(
        "p",
        {},
        `The table is hidden so that nobody else sees ${next}'s cards. ${next}: take the device, then show your seat.`,
      ),
      take,
    );
  }

  const fromAddress = (): void => {
    const fragment = location.hash.replace(/^#/, "");
    if (fragment === "" || fragment === addressNow()) return;
    const decoded = decodeSession(pg, fragment);
    if (!decoded.ok) return void general.replaceChildren(decoded.message);
    open(decoded.session, "opened");
    if (decoded.view?.picks?.length && session === decoded.session) resume(decoded.view.picks);
  };
  window.addEventListener("hashchange", fromAddress);
  render();
  fromAddress();
}
