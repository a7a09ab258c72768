#!/usr/bin/env python3
"""An example engine for The Robbers in Python 3 (standard library only).

It speaks the conformance protocol (``conformance/1``, docs/conformance-protocol.md): JSON Lines on
stdin/stdout, one reply per request::

    python3 docs/examples/engines/conforming.py

A port of conforming.mjs beside it, written from the rule sources and sharing no code with the
specification. It plays every edition preset, every interpretation reading and every event kind,
The Messages on or off, reports the thefts (identity "outcomes") and lists every outcome of an
event ("outcomes": true) by walking every choice path (up to MAX_PATHS).

Choices are matched by kind and actor (the first unused one). A decision with one legal option is
taken when no choice is given; a decision with several and no choice given takes the FIRST legal
option in this engine's own order (placements: spaces ascending, then decline; plans: awards in
index order, first figure). A given choice that is not legal, or one the rules never ask for, is
refused.
"""
# rule: engine
import itertools
import json
import sys

# rule: ED-C1-HIG ED-C1-ZMAN ED-C2-HIG ED-C2-ZMAN ED-C3
EDITIONS = ["C1-HiG", "C1-ZMan", "C2-HiG", "C2-ZMan", "C3"]
# Each interpretation's readings, the default first.
# rule: engine
READINGS = {
    # rule: INT-DECLINE-PASSES
    "INT-DECLINE-PASSES": ["stops", "passes"],
    # rule: INT-ARRIVE-THEN-MOVE
    "INT-ARRIVE-THEN-MOVE": ["when-it-moves", "at-start"],
    # rule: INT-ZERO-POINTS
    "INT-ZERO-POINTS": ["no-steal", "used-up"],
    # rule: INT-SAME-SPACE
    "INT-SAME-SPACE": ["loop", "score"],
    # rule: INT-MSG-OWN-TURN
    "INT-MSG-OWN-TURN": ["own-turn", "always"],
    # rule: INT-MSG-ALONE
    "INT-MSG-ALONE": ["not-required", "alone", "alone-after-moment"],
    # rule: INT-MANDATORY-MOVE
    "INT-MANDATORY-MOVE": ["optional", "mandatory"],
    # rule: INT-BACK-STAY-OWN
    "INT-BACK-STAY-OWN": ["others-only", "any-figure"],
    # rule: INT-BACK-OWN-FIGURE
    "INT-BACK-OWN-FIGURE": ["stays", "follows"],
    # rule: INT-MSG-BACKWARD
    "INT-MSG-BACKWARD": ["scoring-only", "any-stop"],
}
# rule: engine
EVENTS = ["bag-tile", "moment", "backward", "turn", "game-end"]
# rule: RB-STEAL-PER-EVENT
AWARD_SOURCES = ["feature", "fairy", "wheel-of-fortune", "catapult", "message", "other"]
# rule: RB-BACK-FOLLOW
BACKWARD_SOURCES = ["bazaar", "tower", "other"]
# rule: engine
CHOICE_KINDS = ["place", "plan", "steal", "rogue", "follow", "backward", "bonus"]
# rule: BASE-SCOREBOARD
LOOP = 50  # the scoreboard: 50 spaces, 0-49
# rule: RB-SETUP-TILES
BAG_TILES = 8  # RB-SETUP-TILES
# rule: RB-FINAL-BONUS
FINAL_BONUS = 3  # RB-FINAL-BONUS
# rule: BASE-SCOREBOARD
MAX_AWARD_POINTS = 500
# rule: RB-STEAL-ORDER
MAX_AWARDS_PER_PLAYER = 6


# rule: engine
class Refusal(Exception):
    def __init__(self, rule, message):
        super().__init__(message)
        self.rule = rule
        self.message = message


# rule: engine
class Unsupported(Exception):
    pass


# rule: BASE-SCOREBOARD
def is_count(v):
    return isinstance(v, int) and not isinstance(v, bool) and v >= 0


# rule: engine
def same(a, b):
    """Equality of two JSON values (key order ignored; true is not 1)."""
    if isinstance(a, bool) or isinstance(b, bool):
        return isinstance(a, bool) and isinstance(b, bool) and a == b
    if isinstance(a, dict) and isinstance(b, dict):
        return a.keys() == b.keys() and all(same(a[k], b[k]) for k in a)
    if isinstance(a, list) and isinstance(b, list):
        return len(a) == len(b) and all(same(x, y) for x, y in zip(a, b))
    if isinstance(a, (int, float)) and isinstance(b, (int, float)):
        return a == b
    return type(a) is type(b) and not isinstance(a, (dict, list)) and a == b


# rule: engine
def dumps(v):
    return json.dumps(v, separators=(",", ":"), ensure_ascii=False)


# rule: engine
def rules_of(options):
    """The rules in force: the edition preset's placement rules and one reading per interpretation."""
    if not isinstance(options, dict):
        raise Unsupported("options must be an object")
    edition = options.get("edition", "C3")
    if edition not in EDITIONS:
        raise Unsupported("edition %s is not played" % dumps(edition))
    given = options.get("interpretations", {})
    if not isinstance(given, dict):
        raise Unsupported("interpretations must be an object")
    # rule: INT-DECLINE-PASSES INT-ARRIVE-THEN-MOVE INT-ZERO-POINTS INT-SAME-SPACE INT-MSG-OWN-TURN INT-MSG-ALONE INT-MANDATORY-MOVE INT-BACK-STAY-OWN INT-BACK-OWN-FIGURE INT-MSG-BACKWARD
    r = {k: v[0] for k, v in READINGS.items()}
    # rule: engine
    for k, v in given.items():
        if k not in READINGS or v not in READINGS[k]:
            raise Unsupported("reading %s of %s is not played" % (dumps(v), k))
        r[k] = v
    # RB-PLACE-NEXT (HiG C1, C2, C3) vs RB-PLACE-ALL (Z-Man: each may, C1; each must, C2).
    # rule: RB-PLACE-NEXT RB-PLACE-ALL ED-C1-ZMAN ED-C2-ZMAN
    follow_up = {"C1-ZMan": "each-may", "C2-ZMan": "each-must"}.get(edition, "next-one")
    # rule: ED-C2-ZMAN RB-PLACE-ACTIVE
    active_must = edition == "C2-ZMan"  # 000 fn2: the Z-Man C2 text makes placing mandatory
    # rule: engine
    return {
        # rule: RB-PLACE-NEXT RB-PLACE-ALL ED-C1-ZMAN ED-C2-ZMAN
        "follow_up": follow_up,
        # rule: ED-C2-ZMAN RB-PLACE-ACTIVE
        "active_must": active_must,
        # rule: INT-MANDATORY-MOVE
        "move_must": active_must and r["INT-MANDATORY-MOVE"] == "mandatory",
        # rule: INT-DECLINE-PASSES
        "decline_passes": r["INT-DECLINE-PASSES"] == "passes",
        # rule: INT-ARRIVE-THEN-MOVE
        "at_start": r["INT-ARRIVE-THEN-MOVE"] == "at-start",
        # rule: INT-ZERO-POINTS
        "zero_used_up": r["INT-ZERO-POINTS"] == "used-up",
        # rule: INT-SAME-SPACE
        "loop": r["INT-SAME-SPACE"] == "loop",
        # rule: INT-MSG-OWN-TURN
        "msg_always": r["INT-MSG-OWN-TURN"] == "always",
        # rule: INT-MSG-ALONE
        "msg_alone": r["INT-MSG-ALONE"] == "alone",
        # rule: INT-MSG-ALONE
        "msg_alone_after": r["INT-MSG-ALONE"] == "alone-after-moment",
        # rule: INT-BACK-STAY-OWN
        "stay_any": r["INT-BACK-STAY-OWN"] == "any-figure",
        # rule: INT-BACK-OWN-FIGURE
        "back_own_follows": r["INT-BACK-OWN-FIGURE"] == "follows",
        # rule: INT-MSG-BACKWARD
        "msg_backward": r["INT-MSG-BACKWARD"] == "any-stop",
    }


# rule: engine
class Game:
    """A working copy of the state, checked (refused with the rule it breaks)."""

    def __init__(self, s, rules):
        # rule: BASE-PLAYERS
        if not isinstance(s, dict):
            raise Refusal("BASE-PLAYERS", "state must be an object")
        players = s.get("players")
        if not isinstance(players, list) or not 2 <= len(players) <= 6:
            raise Refusal("BASE-PLAYERS", "a game has 2 to 6 players (six robbers)")
        for i, p in enumerate(players):
            if not isinstance(p, str) or p == "":
                raise Refusal("BASE-PLAYERS", "a player id is a non-empty string")
            if players.index(p) != i:
                raise Refusal("BASE-PLAYERS", "player %s appears twice" % p)
        # rule: RB-MSG-TARGET
        messages = s.get("messages")
        if not isinstance(messages, bool):
            raise Refusal("RB-MSG-TARGET", "messages must be true or false")
        # rule: BASE-TURNS
        active = s.get("active")
        if not isinstance(active, str) or active not in players:
            raise Refusal("BASE-TURNS", "the active player %s is not in the game" % dumps(active))
        # rule: engine
        figures = s.get("figures") if isinstance(s.get("figures"), dict) else {}
        robbers = s.get("robbers") if isinstance(s.get("robbers"), dict) else {}
        # rule: MS-DARK-DRAW
        drawn_in = s.get("messagesDrawn", {})
        if not isinstance(drawn_in, dict):
            raise Refusal("MS-DARK-DRAW", "messagesDrawn must be an object")
        # rule: BASE-PLAYERS
        for field in (figures, robbers, drawn_in):
            for p in field:
                if p not in players:
                    raise Refusal("BASE-PLAYERS", "%s is not one of the players" % dumps(p))
        # rule: engine
        self.players = list(players)
        self.messages = messages
        self.active = active
        self.figs = {}
        self.robbers = {}
        # rule: MS-DARK-DRAW
        self.drawn = {p: 0 for p in players}
        # rule: BASE-SCOREBOARD
        for p in players:
            f = figures.get(p)
            if not isinstance(f, dict) or not is_count(f.get("meeple")):
                raise Refusal("BASE-SCOREBOARD", "%s's meeple needs a whole number of points" % p)
            # rule: RB-MSG-TARGET
            if messages and not is_count(f.get("messenger")):
                raise Refusal("RB-MSG-TARGET", "with The Messages %s needs a messenger with a whole number of points" % p)
            # rule: RB-MSG-TARGET
            if not messages and "messenger" in f:
                raise Refusal("RB-MSG-TARGET", "messengers exist only with The Messages")
            # rule: BASE-SCOREBOARD
            if any(k not in ("meeple", "messenger") for k in f):
                raise Refusal("BASE-SCOREBOARD", "%s has an unknown figure" % p)
            # rule: RB-MSG-TARGET
            self.figs[p] = {"meeple": f["meeple"], "messenger": f["messenger"] if messages else 0}
            # rule: RB-SETUP-SUPPLY
            if p not in robbers:
                raise Refusal("RB-SETUP-SUPPLY", "%s must have a robber: a space, or null for the supply" % p)
            r = robbers[p]
            # rule: RB-SETUP-OFFMAP INT-SAME-SPACE
            if r is not None and (not is_count(r) or (rules["loop"] and r >= LOOP)):
                raise Refusal("RB-SETUP-OFFMAP", "a robber is in supply (null) or on a scoreboard space, got %s" % dumps(r))
            # rule: RB-SETUP-SUPPLY
            self.robbers[p] = r
        # rule: MS-DARK-DRAW
        for p, n in drawn_in.items():
            if not is_count(n):
                raise Refusal("MS-DARK-DRAW", "messages drawn is a count")
            self.drawn[p] = n
        # rule: RB-SETUP-TILES
        bag = s.get("bagTiles", 0)
        if not is_count(bag) or bag > BAG_TILES:
            raise Refusal("RB-SETUP-TILES", "bag tiles placed is 0 to %d" % BAG_TILES)
        self.bag_tiles = bag
        # rule: BASE-TURNS
        ended = s.get("ended", False)
        if not isinstance(ended, bool):
            raise Refusal("BASE-TURNS", "ended must be true or false")
        self.ended = ended
        # rule: RB-MSG-TARGET
        self.kinds = ["meeple", "messenger"] if messages else ["meeple"]

    # rule: BASE-PLAYERS
    def order(self):
        i = self.players.index(self.active)
        return self.players[i:] + self.players[:i]


# rule: engine
def check_event(g, e):
    if not isinstance(e, dict) or e.get("kind") not in EVENTS:
        raise Unsupported("event kind is not played")
    kind = e["kind"]
    # rule: BASE-TURNS
    if g.ended:
        raise Refusal("BASE-TURNS", "the game has ended; no %s can follow" % kind)

    # rule: BASE-PLAYERS
    def known(p):
        if not isinstance(p, str) or p not in g.players:
            raise Refusal("BASE-PLAYERS", "unknown player %s" % dumps(p))

    # rule: RB-SETUP-TILES
    if kind == "bag-tile":
        if g.bag_tiles >= BAG_TILES:
            raise Refusal("RB-SETUP-TILES", "all %d bag tiles have already been placed" % BAG_TILES)
    # rule: RB-STEAL-SIMULTANEOUS
    elif kind == "moment":
        awards = e.get("awards")
        if not isinstance(awards, list) or not awards:
            raise Refusal("RB-STEAL-SIMULTANEOUS", "a scoring moment has at least one award")
        # rule: RB-STEAL-ORDER
        per = {}
        # rule: BASE-SCOREBOARD
        for a in awards:
            if not isinstance(a, dict):
                raise Refusal("BASE-SCOREBOARD", "an award is an object")
            # rule: BASE-PLAYERS
            known(a.get("player"))
            # rule: BASE-SCOREBOARD
            if not is_count(a.get("points")) or a["points"] > MAX_AWARD_POINTS:
                raise Refusal("BASE-SCOREBOARD", "points are a whole number from 0 to %d" % MAX_AWARD_POINTS)
            # rule: RB-STEAL-PER-EVENT
            if a.get("source") not in AWARD_SOURCES:
                raise Refusal("RB-STEAL-PER-EVENT", "unknown award source %s" % dumps(a.get("source")))
            # rule: RB-STEAL-ORDER
            per[a["player"]] = per.get(a["player"], 0) + 1
            if per[a["player"]] > MAX_AWARDS_PER_PLAYER:
                raise Refusal("RB-STEAL-ORDER", "more than %d awards for %s in one moment" % (MAX_AWARDS_PER_PLAYER, a["player"]))
    # rule: RB-BACK-FOLLOW
    elif kind == "backward":
        # rule: BASE-PLAYERS
        known(e.get("player"))
        # rule: RB-MSG-TARGET
        fig = e.get("figure")
        if fig != "meeple" and not (fig == "messenger" and g.messages):
            raise Refusal("RB-MSG-TARGET", "no such figure %s" % dumps(fig))
        # rule: RB-BACK-FOLLOW
        if not is_count(e.get("points")) or e["points"] == 0:
            raise Refusal("RB-BACK-FOLLOW", "a backward move is a whole number of points, 1 or more")
        if e.get("source") not in BACKWARD_SOURCES:
            raise Refusal("RB-BACK-FOLLOW", "unknown source %s" % dumps(e.get("source")))
        # rule: BASE-SCOREBOARD
        if e["points"] > g.figs[e["player"]][fig]:
            raise Refusal("BASE-SCOREBOARD", "%s's %s cannot go back below 0" % (e["player"], fig))
    # rule: BASE-PLAYERS
    elif kind == "turn":
        known(e.get("player"))


# rule: engine
class Walk:
    """Listing outcomes: the k-th decision takes option prefix[k], or its first past the prefix; sizes are recorded."""

    def __init__(self, prefix):
        self.prefix = prefix
        self.sizes = []

    def ask(self, kind, actor, rule, options=None, first=None, check=None, why=None, all_options=None):
        opts = options if options is not None else all_options()
        k = len(self.sizes)
        self.sizes.append(len(opts))
        return opts[self.prefix[k] if k < len(self.prefix) else 0]

    def finish(self):
        pass


# rule: engine
class Chooser:
    """Picks by kind and actor (the first unused one); every pick is checked against the legal options."""

    def __init__(self, choices):
        if not isinstance(choices, list):
            raise Refusal(None, "choices must be an array")
        for i, c in enumerate(choices):
            if not isinstance(c, dict) or c.get("kind") not in CHOICE_KINDS or not isinstance(c.get("actor"), str):
                raise Refusal(None, "choice %d is not a {kind, actor, pick} of a known kind" % i)
        self.choices = choices
        self.used = [False] * len(choices)

    def ask(self, kind, actor, rule, options=None, first=None, check=None, why=None, all_options=None):
        """A decision: a list of `options`, or (a plan) a `first` option and a `check`."""
        i = next((j for j, c in enumerate(self.choices) if not self.used[j] and c["kind"] == kind and c["actor"] == actor), -1)
        if i < 0:
            return options[0] if options is not None else first  # one option, or the engine's first
        self.used[i] = True
        pick = self.choices[i].get("pick")
        if options is not None:
            for o in options:
                if same(o, pick):
                    return o
            detail = "not one of " + " | ".join(dumps(o) for o in options)
        else:
            detail = check(pick)
            if detail is None:
                return pick
        reason = why(pick) if why else None
        raise Refusal(reason[0] if reason else rule, "%s's %s choice %s is not allowed: %s" % (actor, kind, dumps(pick), reason[1] if reason else detail))

    def finish(self):
        if False in self.used:
            i = self.used.index(False)
            raise Refusal(None, "choice %d (%s by %s) was never asked for in this event" % (i, self.choices[i]["kind"], self.choices[i]["actor"]))


# rule: RB-PLACE-TARGET
def legal_spaces(g, placer, sq):
    """Spaces holding a scoring figure of a player other than `placer`, ascending (RB-PLACE-TARGET)."""
    return sorted({sq(g.figs[p][k]) for p in g.players if p != placer for k in g.kinds})


# rule: engine
def place_why(current, mandatory_rule):
    """Why a placement pick is refused: the one rule it breaks."""

    def why(pick):
        # rule: engine
        if not isinstance(pick, dict):
            return None
        action = pick.get("action")
        # rule: ED-C2-ZMAN RB-PLACE-ALL INT-MANDATORY-MOVE
        if action == "decline":
            return (mandatory_rule, "declining is not allowed here: the robber must be placed") if mandatory_rule else None
        # rule: engine
        if action not in ("place", "move"):
            return None
        # rule: RB-PLACE-MOVE
        if (action == "move") != (current is not None):
            return ("RB-PLACE-MOVE", "the robber is in supply: it can be placed, not moved" if current is None else "the robber is on the scoreboard: it can be moved, not placed")
        if action == "move" and pick.get("at") == current:
            return ("RB-PLACE-MOVE", "a robber that moves goes to a different space")
        # rule: engine
        if not is_count(pick.get("at")) or len(pick) != 2:
            return None
        # rule: RB-PLACE-TARGET
        return ("RB-PLACE-TARGET", "no other player's scoring figure stands on space %d" % pick["at"])

    return why


# rule: RB-PLACE-ACTIVE RB-PLACE-NEXT RB-PLACE-ALL
def offer(g, ch, sq, player, gives, mandatory_rule):
    """Offer `player` a placement from supply; True when it places."""
    # rule: RB-PLACE-TARGET
    options = [{"action": "place", "at": at} for at in legal_spaces(g, player, sq)]
    # rule: RB-PLACE-ACTIVE RB-PLACE-NEXT RB-PLACE-ALL ED-C2-ZMAN
    if not mandatory_rule or not options:
        options.append({"action": "decline"})
    # rule: RB-PLACE-ACTIVE RB-PLACE-NEXT RB-PLACE-ALL
    pick = ch.ask("place", player, gives, options=options, why=place_why(None, mandatory_rule))
    if pick["action"] == "decline":
        return False
    g.robbers[player] = pick["at"]
    # rule: RB-PLACE-NEXT
    return True


# rule: RB-PLACE-TRIGGER
def bag_tile(g, ch, rules, sq):
    """The robber step a bag tile opens (000 §1; 002 "Using robbers")."""
    # rule: RB-PLACE-ACTIVE RB-PLACE-MOVE
    active = g.active
    current = g.robbers[active]
    # rule: RB-PLACE-ACTIVE
    if current is None:
        # RB-PLACE-ACTIVE: may place; must under C2 Z-Man (000 fn2).
        # rule: RB-PLACE-ACTIVE ED-C2-ZMAN
        offer(g, ch, sq, active, "RB-PLACE-ACTIVE", "ED-C2-ZMAN" if rules["active_must"] else None)
    # rule: RB-PLACE-MOVE
    else:
        # RB-PLACE-MOVE: may move to a different legal space; must under INT-MANDATORY-MOVE "mandatory" where placing is.
        # rule: RB-PLACE-MOVE RB-PLACE-TARGET
        options = [{"action": "move", "at": at} for at in legal_spaces(g, active, sq) if at != current]
        # rule: RB-PLACE-MOVE INT-MANDATORY-MOVE
        if not rules["move_must"] or not options:
            options.append({"action": "decline"})
        # rule: RB-PLACE-MOVE INT-MANDATORY-MOVE
        pick = ch.ask("place", active, "RB-PLACE-MOVE", options=options, why=place_why(current, "INT-MANDATORY-MOVE" if rules["move_must"] else None))
        # rule: RB-PLACE-MOVE
        if pick["action"] == "move":
            g.robbers[active] = pick["at"]
    # rule: RB-PLACE-NEXT RB-PLACE-ALL
    for p in g.order()[1:]:
        if g.robbers[p] is not None:
            continue  # robbers already out are passed over and may not move
        # rule: RB-PLACE-ALL ED-C1-ZMAN ED-C2-ZMAN
        if rules["follow_up"] != "next-one":
            # RB-PLACE-ALL (Z-Man): each other player in turn order may (C1) or must (C2) place.
            # rule: RB-PLACE-ALL ED-C2-ZMAN
            offer(g, ch, sq, p, "RB-PLACE-ALL", "RB-PLACE-ALL" if rules["follow_up"] == "each-must" else None)
            # rule: RB-PLACE-ALL
            continue
        # RB-PLACE-NEXT (HiG): only the next player with its robber in supply; a decline ends the
        # offer, or passes it on under INT-DECLINE-PASSES "passes".
        # rule: RB-PLACE-NEXT INT-DECLINE-PASSES
        if offer(g, ch, sq, p, "RB-PLACE-NEXT", None) or not rules["decline_passes"]:
            break


# rule: RB-STEAL-ORDER
def all_plans(mine, kinds):
    """Every plan of one player: each order of its awards times each figure per award (first: index order, first figure)."""
    out = []
    for order in itertools.permutations(mine):
        for a in range(len(kinds) ** len(order)):
            seq = []
            for award in order:
                seq.append({"award": award, "figure": kinds[a % len(kinds)]})
                a //= len(kinds)
            out.append({"sequence": seq})
    return out


# rule: RB-STEAL-ORDER
def plan_check(mine, kinds):
    """A plan's check (RB-STEAL-ORDER): each of the player's awards once, each with one of its figures."""

    def check(pick):
        seq = pick.get("sequence") if isinstance(pick, dict) else None
        if not isinstance(seq, list) or len(pick) != 1:
            return "a plan is {sequence: [{award, figure}, ...]}"
        if len(seq) != len(mine):
            return "the plan lists %d awards, the player has %d" % (len(seq), len(mine))
        seen = set()
        for s in seq:
            award = s.get("award") if isinstance(s, dict) else None
            if not is_count(award) or award not in mine or award in seen:
                return "award %s is not one of the player's awards, or appears twice" % dumps(award)
            seen.add(award)
            if s.get("figure") not in kinds or len(s) != 2:
                return "figure %s is not one of %s" % (dumps(s.get("figure")), ", ".join(kinds))
        return None

    return check


# rule: RB-STEAL-SIMULTANEOUS
def moment(g, ch, rules, awards, sq, steals):
    """A scoring moment (RB-STEAL-SIMULTANEOUS): plans, thefts, rogue points, robbers following, messages."""
    # rule: RB-STEAL-SIMULTANEOUS
    kinds = g.kinds
    start = {p: dict(g.figs[p]) for p in g.players}
    turn = g.order()
    # rule: RB-STEAL-MULTI
    on_board = [p for p in turn if g.robbers[p] is not None]
    # rule: RB-STEAL-SIMULTANEOUS
    start_robbers = dict(g.robbers)
    # 1. Plans (RB-STEAL-ORDER, RB-STEAL-PER-EVENT): in turn order from the active player.
    # rule: RB-STEAL-ORDER RB-STEAL-PER-EVENT
    by_player = {}
    normal = []
    for p in turn:
        mine = [i for i, a in enumerate(awards) if a["player"] == p]
        if not mine:
            continue
        # rule: engine
        first = {"sequence": [{"award": i, "figure": kinds[0]} for i in mine]}
        # rule: RB-STEAL-ORDER
        if len(mine) == 1 and len(kinds) == 1:
            plan = ch.ask("plan", p, "RB-STEAL-ORDER", options=[first])
        else:
            plan = ch.ask("plan", p, "RB-STEAL-ORDER", first=first, check=plan_check(mine, kinds), all_options=lambda mine=mine: all_plans(mine, kinds))
        # rule: BASE-SCOREBOARD RB-STEAL-KEEP
        moves = []
        for step in plan["sequence"]:
            fig = step["figure"]
            pts = awards[step["award"]]["points"]
            m = {"player": p, "figure": fig, "from": g.figs[p][fig], "to": g.figs[p][fig] + pts, "points": pts, "rogue": False}
            g.figs[p][fig] = m["to"]
            # rule: RB-STEAL-HALF RB-STEAL-ORDER
            moves.append(m)
            # rule: MS-DARK-DRAW
            normal.append(m)
        # rule: RB-STEAL-HALF RB-STEAL-ORDER
        by_player[p] = moves
    # 2. Thefts: every robber beside a movement it may take steals from exactly one (RB-STEAL-FIRST,
    # -CHOOSE, -MULTI), never its own player's (RB-STEAL-SELF); per figure only the first movement
    # from its space (RB-STEAL-ORDER, INT-ARRIVE-THEN-MOVE); 0 points only under INT-ZERO-POINTS "used-up".
    # rule: RB-STEAL-HALF INT-ZERO-POINTS
    def counts(m):
        return m["points"] > 0 or rules["zero_used_up"]

    # rule: RB-STEAL-MULTI
    thefts = []
    for owner in on_board:
        space = start_robbers[owner]
        # rule: RB-STEAL-CHOOSE
        cands = []
        for p, moves in by_player.items():
            # rule: RB-STEAL-SELF
            if p == owner:
                continue
            # rule: RB-MSG-TARGET
            for k in kinds:
                # rule: RB-MSG-TARGET RB-STEAL-ORDER
                mine = [m for m in moves if m["figure"] == k and counts(m)]
                # rule: INT-ARRIVE-THEN-MOVE
                if rules["at_start"]:
                    # rule: INT-ARRIVE-THEN-MOVE RB-STEAL-ORDER
                    m = mine[0] if mine and sq(start[p][k]) == space else None
                # rule: RB-STEAL-ORDER INT-ARRIVE-THEN-MOVE
                else:
                    m = next((x for x in mine if sq(x["from"]) == space), None)
                # rule: RB-STEAL-CHOOSE
                if m is not None:
                    cands.append(m)
        # rule: RB-STEAL-MULTI
        if not cands:
            continue

        # rule: RB-STEAL-FIRST RB-STEAL-SELF
        def why(pick, owner=owner):
            # rule: RB-STEAL-FIRST
            if not isinstance(pick, dict) or pick.get("action") == "decline":
                return ("RB-STEAL-FIRST", "%s's robber must steal now" % owner)
            # rule: RB-STEAL-SELF
            if pick.get("victim") == owner:
                return ("RB-STEAL-SELF", "%s's robber cannot steal from %s" % (owner, owner))
            # rule: engine
            return None

        # rule: RB-STEAL-CHOOSE RB-STEAL-FIRST
        pick = ch.ask("steal", owner, "RB-STEAL-CHOOSE", options=[{"victim": m["player"], "figure": m["figure"]} for m in cands], why=why)
        # rule: RB-STEAL-CHOOSE
        m = next(x for x in cands if x["player"] == pick["victim"] and x["figure"] == pick["figure"])
        # rule: RB-STEAL-HALF
        amount = (m["points"] + 1) // 2  # RB-STEAL-HALF: half, rounded up; the victim keeps all (RB-STEAL-KEEP)
        # rule: RB-STEAL-HALF RB-STEAL-RETURN
        thefts.append((owner, amount))
        # rule: RB-STEAL-HALF RB-STEAL-CHOOSE
        steals.append({"thief": owner, "victim": m["player"], "figure": m["figure"], "points": m["points"], "amount": amount})
    # 3. Rogue points (RB-STEAL-RETURN, RB-ROGUE-FIGURE): the robber goes home, the thief's chosen
    # figure records the points, after every award.
    # rule: RB-STEAL-RETURN RB-ROGUE-FIGURE
    rogue = []
    for thief, amount in thefts:
        # rule: RB-STEAL-RETURN
        g.robbers[thief] = None
        # rule: INT-ZERO-POINTS RB-ROGUE-FIGURE
        if amount == 0:
            continue  # a theft of 0 (INT-ZERO-POINTS "used-up") moves no figure: nothing to ask
        # rule: RB-ROGUE-FIGURE
        fig = ch.ask("rogue", thief, "RB-ROGUE-FIGURE", options=[{"figure": k} for k in kinds])["figure"]
        # rule: RB-STEAL-HALF
        m = {"player": thief, "figure": fig, "from": g.figs[thief][fig], "to": g.figs[thief][fig] + amount, "points": amount, "rogue": True}
        g.figs[thief][fig] = m["to"]
        # rule: RB-ROGUE-FOLLOW RB-MSG-DARK
        rogue.append(m)
    # 4. A robber still out beside a figure that rogue points move takes nothing and goes along
    # (RB-ROGUE-NOSTEAL, RB-ROGUE-FOLLOW), even when other figures stay (RB-ROGUE-FOLLOW-MIXED).
    # rule: RB-ROGUE-FOLLOW RB-ROGUE-NOSTEAL
    for owner in on_board:
        space = g.robbers[owner]
        if space is None:
            continue
        # rule: RB-ROGUE-FOLLOW RB-ROGUE-NOSTEAL
        leaving = [m for m in rogue if m["player"] != owner and m["points"] > 0 and sq(m["from"]) == space]
        # rule: RB-ROGUE-FOLLOW
        if not leaving:
            continue
        # rule: RB-ROGUE-FOLLOW RB-ROGUE-FOLLOW-MIXED
        pick = ch.ask("follow", owner, "RB-ROGUE-FOLLOW", options=[{"thief": m["player"], "figure": m["figure"]} for m in leaving])
        # rule: RB-ROGUE-FOLLOW
        m = next(x for x in leaving if x["player"] == pick["thief"] and x["figure"] == pick["figure"])
        g.robbers[owner] = sq(m["to"])
    # 5. The Messages (MS-DARK-DRAW, RB-MSG-DARK, INT-MSG-OWN-TURN, INT-MSG-ALONE): movements in
    # order (active player first, then turn order, awards in the chosen order, rogue points last).
    # rule: MS-DARK-DRAW
    if not g.messages:
        return
    # rule: INT-MSG-ALONE
    pos = {(p, k): start[p][k] for p in g.players for k in kinds}
    # rule: MS-DARK-DRAW RB-MSG-DARK
    for m in normal + rogue:
        # rule: INT-MSG-ALONE
        key = (m["player"], m["figure"])
        pos[key] = m["to"]
        # rule: MS-DARK-DRAW RB-MSG-DARK
        if m["points"] <= 0 or (m["to"] % LOOP) % 5 != 0:
            continue
        # rule: MS-DARK-DRAW RB-MSG-DARK INT-MSG-OWN-TURN
        if not (m["player"] == g.active or (m["rogue"] and rules["msg_always"])):
            continue
        # rule: INT-MSG-ALONE
        if rules["msg_alone"] and any(k != key and sq(at) == sq(m["to"]) for k, at in pos.items()):
            continue
        # "alone-after-moment": judged where every figure stands once the moment is done.
        # rule: INT-MSG-ALONE
        if rules["msg_alone_after"] and any((p, k) != key and sq(g.figs[p][k]) == sq(m["to"]) for p in g.players for k in kinds):
            continue
        # rule: MS-DARK-DRAW RB-MSG-DARK
        g.drawn[m["player"]] += 1


# rule: RB-BACK-FOLLOW
def backward(g, ch, rules, e, sq):
    """A backward move (000 fn6, fn11): robbers of other players beside the figure go back with it, or stay
    (the mover's own robber too under INT-BACK-OWN-FIGURE "follows"); under INT-MSG-BACKWARD "any-stop" a stop
    on a dark space in the mover's own turn draws a message (alone there, under INT-MSG-ALONE "alone")."""
    # rule: BASE-SCOREBOARD
    player, fig = e["player"], e["figure"]
    frm = g.figs[player][fig]
    to = frm - e["points"]
    g.figs[player][fig] = to
    # rule: RB-BACK-FOLLOW
    space = sq(frm)
    before = dict(g.robbers)
    for owner in g.order():
        # rule: RB-BACK-FOLLOW
        if before[owner] != space:
            continue
        # rule: INT-BACK-OWN-FIGURE RB-BACK-FOLLOW
        if owner == player and not rules["back_own_follows"]:
            continue  # INT-BACK-OWN-FIGURE "stays"
        # rule: RB-BACK-CHOOSE
        remaining = [p for p in g.players if any(sq(g.figs[p][k]) == space for k in g.kinds)]
        # rule: RB-BACK-CHOOSE INT-BACK-STAY-OWN
        can_stay = bool(remaining) if rules["stay_any"] else any(p != owner for p in remaining)
        # rule: RB-BACK-CHOOSE RB-BACK-FOLLOW
        options = [{"action": "follow"}, {"action": "stay"}] if can_stay else [{"action": "follow"}]
        pick = ch.ask("backward", owner, "RB-BACK-CHOOSE" if can_stay else "RB-BACK-FOLLOW", options=options)
        # rule: RB-BACK-FOLLOW
        if pick["action"] == "follow":
            g.robbers[owner] = sq(to)
    # rule: INT-MSG-BACKWARD MS-DARK-DRAW
    if not g.messages or not rules["msg_backward"] or player != g.active or (to % LOOP) % 5 != 0:
        return
    # rule: INT-MSG-ALONE
    others = any(sq(g.figs[p][k]) == sq(to) for p in g.players for k in g.kinds if not (p == player and k == fig))
    if (rules["msg_alone"] or rules["msg_alone_after"]) and others:
        return
    # rule: INT-MSG-BACKWARD MS-DARK-DRAW
    g.drawn[player] += 1


# rule: engine
def apply_event(request, walk=None):
    """The engine's step for one event: the state after it and the thefts, or a Refusal."""
    # rule: engine
    rules = rules_of(request.get("options"))
    g = Game(request.get("state"), rules)
    e = request.get("event")
    check_event(g, e)
    ch = walk if walk is not None else Chooser(request.get("choices", []))
    steals = []

    # rule: INT-SAME-SPACE
    def sq(score):  # INT-SAME-SPACE
        return score % LOOP if rules["loop"] else score

    # rule: engine
    kind = e["kind"]
    # rule: BASE-TURNS
    if kind == "turn":  # BASE-TURNS
        g.active = e["player"]
    # rule: RB-PLACE-TRIGGER
    elif kind == "bag-tile":
        # rule: RB-SETUP-TILES
        g.bag_tiles += 1  # RB-SETUP-TILES, RB-PLACE-TRIGGER
        # rule: RB-PLACE-TRIGGER RB-PLACE-SAMETILE
        bag_tile(g, ch, rules, sq)
    # rule: RB-STEAL-SIMULTANEOUS RB-STEAL-PER-EVENT
    elif kind == "moment":
        moment(g, ch, rules, e["awards"], sq, steals)
    # rule: RB-BACK-FOLLOW
    elif kind == "backward":
        backward(g, ch, rules, e, sq)
    # rule: RB-FINAL-BONUS
    elif kind == "game-end":
        # RB-FINAL-BONUS: every robber still out pays its owner 3 points on a figure of its choice and
        # goes home; nothing steals that bonus (RB-FINAL-NOSTEAL).
        # rule: RB-FINAL-BONUS
        for owner in g.order():
            if g.robbers[owner] is None:
                continue
            fig = ch.ask("bonus", owner, "RB-FINAL-BONUS", options=[{"figure": k} for k in g.kinds])["figure"]
            # rule: RB-FINAL-BONUS RB-FINAL-NOSTEAL
            g.figs[owner][fig] += FINAL_BONUS
            # rule: RB-FINAL-BONUS
            g.robbers[owner] = None
        # rule: BASE-TURNS
        g.ended = True
    # rule: engine
    ch.finish()
    # Sorted by thief as JavaScript compares strings (UTF-16 code units).
    steals.sort(key=lambda s: s["thief"].encode("utf-16-be"))
    figures = {p: ({"meeple": g.figs[p]["meeple"], "messenger": g.figs[p]["messenger"]} if g.messages else {"meeple": g.figs[p]["meeple"]}) for p in g.players}
    state = {
        "figures": figures,
        "robbers": {p: g.robbers[p] for p in g.players},
        "messagesDrawn": g.drawn,
        "active": g.active,
        "bagTiles": g.bag_tiles,
        "ended": g.ended,
    }
    return state, steals


# rule: engine
MAX_PATHS = 200000  # most choice paths `outcomes` walks before it gives up (answers unsupported)


# rule: engine
def list_outcomes(request):
    """Every distinct outcome, by walking every choice path (an odometer over the decisions' options)."""
    seen = {}
    prefix = []
    paths = 0
    while True:
        paths += 1
        if paths > MAX_PATHS:
            raise Unsupported("more than %d choice paths" % MAX_PATHS)
        walk = Walk(prefix)
        state, steals = apply_event(request, walk)
        outcome = {"state": state, "steals": steals}
        seen.setdefault(json.dumps(outcome, sort_keys=True), outcome)
        picked = [prefix[k] if k < len(prefix) else 0 for k in range(len(walk.sizes))]
        k = len(picked) - 1
        while k >= 0 and picked[k] + 1 >= walk.sizes[k]:
            k -= 1
        if k < 0:
            return list(seen.values())
        prefix = picked[:k] + [picked[k] + 1]


# rule: engine
def handle(request):
    """The reply to one request, or None for bye."""
    rid = request.get("id")
    kind = request.get("type")
    if kind == "hello":
        return {
            "id": rid,
            "type": "hello",
            "name": "conforming-python",
            "version": "1.0",
            "games": ["robbers"],
            "editions": EDITIONS,
            "events": EVENTS,
            "identity": "outcomes",
            "outcomes": True,
        }
    if kind in ("apply", "outcomes"):
        if request.get("game", "robbers") != "robbers":
            return {"id": rid, "type": "unsupported"}
        try:
            if kind == "outcomes":
                return {"id": rid, "type": "outcomes", "outcomes": list_outcomes(request)}
            state, steals = apply_event(request)
            return {"id": rid, "type": "state", "state": state, "steals": steals}
        except Unsupported as err:
            return {"id": rid, "type": "unsupported", "message": str(err)}
        except Refusal as err:
            reply = {"id": rid, "type": "refused", "message": err.message}
            if err.rule:
                reply["rule"] = err.rule
            return reply
    if kind == "bye":
        return None
    return {"id": rid, "type": "unsupported"}


# rule: engine
def main():
    stdin = open(sys.stdin.fileno(), "r", encoding="utf-8", newline="\n", closefd=False)
    out = open(sys.stdout.fileno(), "w", encoding="utf-8", newline="\n", closefd=False)
    for line in stdin:
        if not line.strip():
            continue
        try:
            request = json.loads(line)
        except ValueError:
            sys.stderr.write("not JSON: %s\n" % line[:200])
            continue
        if not isinstance(request, dict):
            sys.stderr.write("not a JSON object: %s\n" % line[:200])
            continue
        try:
            reply = handle(request)
        except Exception as err:  # a bug in this engine: say so, keep serving
            sys.stderr.write("internal error on request %s: %r\n" % (request.get("id"), err))
            reply = {"id": request.get("id"), "type": "error", "message": str(err)}
        if reply is None:
            break
        out.write(dumps(reply) + "\n")
        out.flush()


# rule: engine
if __name__ == "__main__":
    main()
