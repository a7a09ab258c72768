#!/usr/bin/env python3
"""Mutation testing for the Python example engine (standard library only).

Applies a standard operator set to every applicable node of a Python file (by default
conforming.py beside this file), one mutation per mutant, with no hand selection::

    python3 docs/examples/engines/mutate_py.py list [--file F] [--rules] [--no-cache]
    python3 docs/examples/engines/mutate_py.py source <id> [--file F]
    python3 docs/examples/engines/mutate_py.py run <id> [--file F] [-- engine args...]

``list`` prints a JSON list of mutants ``{"id", "line", "col", "end_line", "operator", "original",
"replacement"}``: ``id`` counts from 1 in source order (line, column, operator, replacement), so it
is stable for an unchanged file; ``line``/``end_line`` (1-based) and ``col`` (1-based) are those of
the mutated node in the original file; ``original`` is its source text and ``replacement`` the
mutated node unparsed. ``--rules`` adds ``"rules"``: the ids of the ``# rule: ...`` annotation that
covers the mutant's line (see ANNOTATIONS below), or [] when none does. The list is cached in the
temporary folder by this tool's and the file's contents (``run`` looks its mutant up there);
``--no-cache`` computes it afresh.

``run`` parses the file, mutates the one node, compiles the module (under the original file name,
so tracebacks show the original line numbers) and executes it as ``__main__`` with ``sys.argv`` and
``__file__`` set as if the file had been run itself; it speaks the conformance protocol exactly as
the unmutated engine would::

    node bin/robbers.js conform --engine "python3 docs/examples/engines/mutate_py.py run 17"

``source`` prints the mutated module (``ast.unparse``: comments are lost, line numbers move).

Operators (``operator`` in the list):
  arith-op            + - * // % each replaced by each of the other four (in a BinOp or an
                      augmented assignment); not where an operand is a string literal
                      ("..." % args formats, "a" + b concatenates: that is not arithmetic)
  compare-op          < <= > >=: the boundary shift (< to <=, ...) and the negation (< to >=, ...);
                      == and != swapped; in / not in, is / is not swapped
  bool-op             and / or swapped
  not-removal         ``not x`` becomes ``x``
  condition           the test of an if, elif, while, conditional expression or comprehension
                      filter replaced by True and by False (a test that already is that constant is
                      left alone)
  int-constant        an integer constant n becomes n + 1 and n - 1 (so 0 to 1, 1 to 0); bools are
                      not integers here
  string-empty        a non-empty string constant becomes "" (docstrings and f-string parts excepted)
  return-none         ``return x`` becomes ``return None`` (x not already None)
  statement-deletion  an expression statement (not a docstring) or an augmented assignment becomes
                      ``pass``
  break-continue      break and continue swapped

A mutant whose module does not compile is dropped from the list.

ANNOTATIONS: a line ``# rule: ID [ID ...]`` covers the lines after it up to (not including) the
first non-blank line indented less than the annotation, or the next annotation at the same
indentation, whichever comes first; the innermost (most indented) covering annotation wins.
"""
import ast
import builtins
import hashlib
import json
import os
import sys
import tempfile
import types

DEFAULT_FILE = os.path.join(os.path.dirname(os.path.abspath(__file__)), "conforming.py")

OPERATORS = [
    "arith-op",
    "compare-op",
    "bool-op",
    "not-removal",
    "condition",
    "int-constant",
    "string-empty",
    "return-none",
    "statement-deletion",
    "break-continue",
]
ARITH = [ast.Add, ast.Sub, ast.Mult, ast.FloorDiv, ast.Mod]
COMPARE = {
    ast.Lt: [ast.LtE, ast.GtE],
    ast.LtE: [ast.Lt, ast.Gt],
    ast.Gt: [ast.GtE, ast.LtE],
    ast.GtE: [ast.Gt, ast.Lt],
    ast.Eq: [ast.NotEq],
    ast.NotEq: [ast.Eq],
    ast.In: [ast.NotIn],
    ast.NotIn: [ast.In],
    ast.Is: [ast.IsNot],
    ast.IsNot: [ast.Is],
}


def is_str(node):
    return isinstance(node, ast.JoinedStr) or (isinstance(node, ast.Constant) and isinstance(node.value, str))


def is_docstring(stmt, parent, field, index):
    return (
        isinstance(parent, (ast.Module, ast.ClassDef, ast.FunctionDef, ast.AsyncFunctionDef))
        and field == "body"
        and index == 0
        and isinstance(stmt, ast.Expr)
        and isinstance(stmt.value, ast.Constant)
        and isinstance(stmt.value.value, str)
    )


def children(node):
    """(field, index or None, child) in field order."""
    for field, value in ast.iter_fields(node):
        if isinstance(value, list):
            for i, v in enumerate(value):
                if isinstance(v, ast.AST):
                    yield field, i, v
        elif isinstance(value, ast.AST):
            yield field, None, value


def candidates(tree):
    """Every (path, node, operator, action, argument) of the tree, in a depth-first walk.

    `path` leads from the module to the node that is mutated (replaced or changed in place); the
    action says how, with its argument."""
    out = []
    docstrings = set()
    in_fstring = set()

    def visit(node, path, parent, field, index):
        if isinstance(node, ast.JoinedStr):
            for sub in ast.walk(node):
                in_fstring.add(id(sub))
        if isinstance(node, ast.stmt) and is_docstring(node, parent, field, index):
            docstrings.add(id(node.value))
        if isinstance(node, ast.BinOp) and type(node.op) in ARITH and not (is_str(node.left) or is_str(node.right)):
            for op in ARITH:
                if op is not type(node.op):
                    out.append((path, node, "arith-op", "binop", op.__name__))
        if isinstance(node, ast.AugAssign) and type(node.op) in ARITH and not is_str(node.value):
            for op in ARITH:
                if op is not type(node.op):
                    out.append((path, node, "arith-op", "binop", op.__name__))
        if isinstance(node, ast.Compare):
            for i, op in enumerate(node.ops):
                for new in COMPARE.get(type(op), []):
                    out.append((path, node, "compare-op", "cmpop", (i, new.__name__)))
        if isinstance(node, ast.BoolOp):
            out.append((path, node, "bool-op", "boolop", "Or" if isinstance(node.op, ast.And) else "And"))
        if isinstance(node, ast.UnaryOp) and isinstance(node.op, ast.Not):
            out.append((path, node, "not-removal", "unnot", None))
        if isinstance(node, (ast.If, ast.While, ast.IfExp)):
            for value in (True, False):
                if not (isinstance(node.test, ast.Constant) and node.test.value is value):
                    out.append((path + (("test", None),), node.test, "condition", "const", value))
        if isinstance(node, ast.comprehension):
            for i, test in enumerate(node.ifs):
                for value in (True, False):
                    if not (isinstance(test, ast.Constant) and test.value is value):
                        out.append((path + (("ifs", i),), test, "condition", "const", value))
        if isinstance(node, ast.Constant) and id(node) not in in_fstring:
            v = node.value
            if isinstance(v, int) and not isinstance(v, bool):
                for new in (v + 1, v - 1):
                    out.append((path, node, "int-constant", "const", new))
            elif isinstance(v, str) and v != "" and id(node) not in docstrings:
                out.append((path, node, "string-empty", "const", ""))
        if isinstance(node, ast.Return) and node.value is not None and not (
            isinstance(node.value, ast.Constant) and node.value.value is None
        ):
            out.append((path, node, "return-none", "retnone", None))
        if isinstance(node, ast.AugAssign) or (
            isinstance(node, ast.Expr) and not is_docstring(node, parent, field, index) and not isinstance(node.value, ast.Constant)
        ):
            out.append((path, node, "statement-deletion", "pass", None))
        if isinstance(node, (ast.Break, ast.Continue)):
            out.append((path, node, "break-continue", "loopctl", "Continue" if isinstance(node, ast.Break) else "Break"))
        for f, i, child in children(node):
            visit(child, path + ((f, i),), node, f, i)

    visit(tree, (), None, None, None)
    return out


def locate(tree, path):
    """The parent, field and index of the node at `path` (a path of at least one step)."""
    parent = tree
    for field, index in path[:-1]:
        value = getattr(parent, field)
        parent = value[index] if index is not None else value
    field, index = path[-1]
    return parent, field, index


def get(parent, field, index):
    value = getattr(parent, field)
    return value[index] if index is not None else value


def put(parent, field, index, new):
    if index is None:
        setattr(parent, field, new)
    else:
        getattr(parent, field)[index] = new


def mutate(tree, path, action, arg):
    """Apply one mutation to `tree` in place; returns the mutated node (for its text) and a function
    that undoes the mutation."""
    parent, field, index = locate(tree, path)
    node = get(parent, field, index)
    new = node
    if action in ("binop", "boolop"):
        old = node.op
        node.op = getattr(ast, arg)()

        def undo():
            node.op = old

        return node, undo
    if action == "cmpop":
        i, op = arg
        old = node.ops[i]
        node.ops[i] = getattr(ast, op)()

        def undo():
            node.ops[i] = old

        return node, undo
    if action == "retnone":
        old = node.value
        node.value = ast.copy_location(ast.Constant(value=None), old)

        def undo():
            node.value = old

        return node, undo
    if action == "unnot":
        new = node.operand
    elif action == "const":
        new = ast.copy_location(ast.Constant(value=arg), node)
    elif action == "pass":
        new = ast.copy_location(ast.Pass(), node)
    elif action == "loopctl":
        new = ast.copy_location(getattr(ast, arg)(), node)
    else:
        raise ValueError(action)
    put(parent, field, index, new)
    return new, lambda: put(parent, field, index, node)


def read(path):
    with open(path, encoding="utf-8") as f:
        return f.read()


def compiles(tree, path, filename):
    """Whether the (already mutated) tree compiles: only the top-level statement holding the
    mutation is compiled (a compile error is local to the statement holding it)."""
    field, index = path[0]
    module = ast.Module(body=[getattr(tree, field)[index]], type_ignores=[])
    try:
        compile(module, filename, "exec")
    except (SyntaxError, ValueError, TypeError):
        return False
    return True


class Source:
    """Source text by AST positions (line 1-based, column a UTF-8 byte offset)."""

    def __init__(self, src):
        self.lines = [x.encode("utf-8") for x in src.split("\n")]

    def segment(self, node):
        l1, c1, l2, c2 = node.lineno, node.col_offset, node.end_lineno, node.end_col_offset
        if l1 == l2:
            return self.lines[l1 - 1][c1:c2].decode("utf-8")
        parts = [self.lines[l1 - 1][c1:]] + self.lines[l1 : l2 - 1] + [self.lines[l2 - 1][:c2]]
        return b"\n".join(parts).decode("utf-8")


def compute(filename):
    """The compiling mutants of `filename`, with ids from 1 in source order."""
    src = read(filename)
    text = Source(src)
    tree = ast.parse(src, filename)
    rows = []
    for path, node, operator, action, arg in candidates(tree):
        original = text.segment(node)
        new, undo = mutate(tree, path, action, arg)
        ok = compiles(tree, path, filename)
        replacement = ast.unparse(new)
        undo()
        if not ok:
            continue
        rows.append(
            {
                "line": node.lineno,
                "col": node.col_offset + 1,
                "end_line": node.end_lineno,
                "operator": operator,
                "original": original,
                "replacement": replacement,
                "key": [node.lineno, node.col_offset, node.end_lineno, node.end_col_offset, OPERATORS.index(operator), repr(arg)],
                "mutation": [[list(step) for step in path], action, list(arg) if isinstance(arg, tuple) else arg],
            }
        )
    rows.sort(key=lambda r: r["key"])
    for i, r in enumerate(rows, 1):
        r["id"] = i
        del r["key"]
    return rows


def mutants(filename, cached=True):
    """compute(filename), cached in the temporary folder by this tool's and the file's contents: `run`
    looks its mutant up there, so an engine restarted for every vector does not list all mutants
    each time."""
    key = "\0".join([read(os.path.abspath(__file__)), filename, read(filename)])  # this tool, the file
    digest = hashlib.sha256(key.encode("utf-8")).hexdigest()[:32]
    cache = os.path.join(tempfile.gettempdir(), "mutate_py-%s.json" % digest)
    if not cached:
        return compute(filename)
    try:
        with open(cache, encoding="utf-8") as f:
            return json.load(f)
    except (OSError, ValueError):
        pass
    rows = compute(filename)
    tmp = "%s.%d.tmp" % (cache, os.getpid())
    try:
        with open(tmp, "w", encoding="utf-8") as f:
            json.dump(rows, f)
        os.replace(tmp, cache)
    except OSError:
        pass
    return rows


def find(filename, mutant_id):
    for r in mutants(filename):
        if str(r["id"]) == str(mutant_id):
            return r
    raise SystemExit("mutate_py: no mutant %s in %s" % (mutant_id, filename))


def mutated_tree(filename, mutant_id):
    path, action, arg = find(filename, mutant_id)["mutation"]
    tree = ast.parse(read(filename), filename)
    mutate(tree, tuple((f, i) for f, i in path), action, tuple(arg) if isinstance(arg, list) else arg)
    ast.fix_missing_locations(tree)
    return tree


def annotations(src):
    """Per line (1-based), the rule ids of the innermost `# rule:` annotation covering it, or []."""
    lines = src.split("\n")
    indent = [len(x) - len(x.lstrip()) if x.strip() else None for x in lines]
    notes = []  # (line index, indentation, ids)
    for i, x in enumerate(lines):
        s = x.strip()
        if s.startswith("# rule:"):
            notes.append((i, indent[i], s[len("# rule:"):].split()))
    covering = [[] for _ in lines]  # per line: (indentation, ids)
    for n, (i, ind, ids) in enumerate(notes):
        for j in range(i + 1, len(lines)):
            if indent[j] is None:
                continue
            if indent[j] < ind:
                break
            if indent[j] == ind and lines[j].strip().startswith("# rule:"):
                break
            covering[j].append((ind, ids))
    return [max(c, key=lambda t: t[0])[1] if c else [] for c in covering]


def parse_args(argv):
    """(command, mutant id, file, rules flag, engine args)."""
    engine_args = []
    if "--" in argv:
        k = argv.index("--")
        argv, engine_args = argv[:k], argv[k + 1:]
    command, mutant_id, filename, with_rules, cached = None, None, DEFAULT_FILE, False, True
    i = 0
    while i < len(argv):
        a = argv[i]
        if a == "--file" and i + 1 < len(argv):
            filename = argv[i + 1]
            i += 2
            continue
        if a == "--rules":
            with_rules = True
        elif a == "--no-cache":
            cached = False
        elif command is None:
            command = a
        elif mutant_id is None:
            mutant_id = a
        else:
            raise SystemExit("mutate_py: unexpected argument %s" % a)
        i += 1
    if command not in ("list", "run", "source") or (command != "list" and mutant_id is None):
        raise SystemExit(__doc__.split("\n\n")[1])
    return command, mutant_id, filename, with_rules, cached, engine_args


def run(given, mutant_id, engine_args):
    """Execute the mutant as __main__, as `python3 FILE engine_args...` would run the original:
    sys.argv[0] is the file as given, __file__ its absolute path, sys.path[0] its folder."""
    filename = os.path.abspath(given)
    tree = mutated_tree(filename, mutant_id)
    code = compile(tree, filename, "exec")
    module = types.ModuleType("__main__")
    module.__file__ = filename
    module.__builtins__ = builtins
    module.__cached__ = None
    module.__loader__ = None
    module.__spec__ = None
    sys.modules["__main__"] = module
    sys.argv = [given] + engine_args
    sys.path[0] = os.path.dirname(filename)
    exec(code, module.__dict__)


def main(argv):
    command, mutant_id, given, with_rules, cached, engine_args = parse_args(argv)
    filename = os.path.abspath(given)
    if command == "list":
        rows = mutants(filename, cached)
        rules = annotations(read(filename)) if with_rules else None
        out = []
        for r in rows:
            row = {k: r[k] for k in ("id", "line", "col", "end_line", "operator", "original", "replacement")}
            if rules is not None:
                row["rules"] = rules[r["line"] - 1]
            out.append(row)
        sys.stdout.write(json.dumps(out, indent=1, ensure_ascii=False) + "\n")
    elif command == "source":
        sys.stdout.write(ast.unparse(mutated_tree(filename, mutant_id)) + "\n")
    else:
        run(given, mutant_id, engine_args)


if __name__ == "__main__":
    main(sys.argv[1:])
