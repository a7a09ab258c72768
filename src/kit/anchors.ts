// A vector theme's anchors (the rule ids it targets) read from the handler that carries its event
// out, so they cannot drift from what the handler implements: the handler's `implements`, in its
// own order, less the ids the theme leaves to other vectors. Each id left out must be one the
// handler implements, so a list of them cannot go stale either.
import type { Handler } from "../dsl/ruleset.js";

type Implementing = Pick<Handler<unknown, unknown, unknown>, "id" | "implements" | "pattern">;

/** The handler whose pattern is `{ kind }`. */
export function handlerOf<H extends Implementing>(handlers: readonly H[], kind: string): H {
  const h = handlers.find((x) => (x.pattern as { kind?: unknown } | null)?.kind === kind);
  if (!h) throw new Error(`no handler for events of kind "${kind}"`);
  return h;
}

/** The rule ids `handler` implements, less `leave` (each of which it must implement). */
export function anchorsFrom(handler: Implementing, leave: readonly string[] = []): readonly string[] {
  for (const id of leave)
    if (!handler.implements.includes(id))
      throw new Error(`${handler.id} does not implement ${id}: nothing to leave out`);
  return handler.implements.filter((id) => !leave.includes(id));
}
