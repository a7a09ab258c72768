// The scan behind input-keyed-lookups.test.ts (issue 37, item 1): every element access `o[k]` in the
// sources whose key may be any string and whose object is a plain record (a type with a string index
// signature, such as Record<string, V>). Such a lookup finds `Object.prototype`'s members for keys
// like "toString" or "constructor", and a write under "__proto__" changes the prototype, so a key
// that a file, an engine or a caller chose must go through `own`/`ownRecord` (src/dsl/own.ts) or a
// Map instead. The scan asks the TypeScript checker for the types, so an array, a tuple, a Map, a
// record of known keys, or a key of a literal type (a union of known names) is not reported; a key
// cast to a key type (`o[k as keyof typeof o]`) is, since the cast only hides a string.
import ts from "typescript";

/** One lookup the scan reports: where (file:line:column, 1-based) and the expression as written. */
export interface Lookup {
  readonly file: string;
  readonly line: number;
  readonly column: number;
  readonly text: string;
  /** Offsets of the expression in the file (start, end). */
  readonly span: readonly [number, number];
}

/** A key type that may hold any string: `string` itself, a template literal type or a string intersection (a brand). */
function anyString(type: ts.Type): boolean {
  if (type.flags & (ts.TypeFlags.String | ts.TypeFlags.TemplateLiteral | ts.TypeFlags.StringMapping)) return true;
  if (type.isUnion()) return type.types.some(anyString);
  if (type.isIntersection()) return type.types.some(anyString);
  if (type.flags & ts.TypeFlags.TypeParameter) {
    const constraint = type.getConstraint();
    return constraint ? anyString(constraint) : false;
  }
  return false;
}

/** Whether `type` (or a member of its union) is a plain record: a string index signature, not an array or tuple. */
function plainRecord(checker: ts.TypeChecker, type: ts.Type): boolean {
  const t = checker.getApparentType(checker.getNonNullableType(type));
  if (t.isUnion()) return t.types.some((u) => plainRecord(checker, u));
  if (checker.isArrayType(t) || checker.isTupleType(t)) return false;
  return checker.getIndexInfoOfType(t, ts.IndexKind.String) !== undefined;
}

/** A key written as a cast to a key type (`k as keyof typeof table`, `<K>k`): a string made to look like a known name. */
function castKey(checker: ts.TypeChecker, key: ts.Expression): boolean {
  let k = key;
  while (ts.isParenthesizedExpression(k)) k = k.expression;
  if (!ts.isAsExpression(k) && !ts.isTypeAssertionExpression(k)) return false;
  return anyString(checker.getTypeAtLocation(k.expression));
}

/** The lookups of one source file. */
function lookupsIn(checker: ts.TypeChecker, source: ts.SourceFile, name: string): Lookup[] {
  const found: Lookup[] = [];
  const report = (node: ts.Node): void => {
    const { line, character } = source.getLineAndCharacterOfPosition(node.getStart(source));
    found.push({
      file: name,
      line: line + 1,
      column: character + 1,
      text: node.getText(source).replace(/\s+/g, " "),
      span: [node.getStart(source), node.getEnd()],
    });
  };
  const visit = (node: ts.Node): void => {
    if (ts.isElementAccessExpression(node)) {
      const key = node.argumentExpression;
      const keyType = checker.getTypeAtLocation(key);
      const objectType = checker.getTypeAtLocation(node.expression);
      const byString = anyString(keyType) && plainRecord(checker, objectType);
      if (byString || castKey(checker, key)) report(node);
    }
    if (ts.isBinaryExpression(node) && node.operatorToken.kind === ts.SyntaxKind.InKeyword) {
      if (anyString(checker.getTypeAtLocation(node.left))) report(node);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** The tsconfig.json that types `file` (relative to the root): a browser program's own, else the root's. */
function programOf(file: string): string {
  const browser = /^(src\/site\/shell|src\/games\/[^/]+\/site\/playground)\//.exec(file);
  return browser ? `${browser[1]}/tsconfig.json` : "tsconfig.json";
}

/**
 * The lookups of `files` (paths relative to `root`), each typed by the program that checks it
 * (programOf). `extra` adds files that exist only in memory (name to text), for a test that plants
 * a lookup; they are typed by the root program.
 */
export function inputKeyedLookups(
  root: string,
  files: readonly string[],
  extra: Readonly<Record<string, string>> = {},
): Lookup[] {
  const groups = new Map<string, string[]>();
  for (const f of [...files, ...Object.keys(extra)]) {
    const config = programOf(f);
    groups.set(config, [...(groups.get(config) ?? []), f]);
  }
  return [...groups].flatMap(([config, names]) => lookupsOfProgram(root, config, names, extra));
}

function lookupsOfProgram(
  root: string,
  config: string,
  files: readonly string[],
  extra: Readonly<Record<string, string>>,
): Lookup[] {
  const read = ts.readConfigFile(`${root}/${config}`, ts.sys.readFile);
  if (read.error)
    throw new Error(`cannot read ${config}: ${ts.flattenDiagnosticMessageText(read.error.messageText, " ")}`);
  const parsed = ts.parseJsonConfigFileContent(read.config, ts.sys, `${root}/${config.replace(/[^/]+$/, "")}`);
  const inMemory = new Map(Object.entries(extra).map(([name, text]) => [ts.sys.resolvePath(`${root}/${name}`), text]));
  const host = ts.createCompilerHost(parsed.options, true);
  const fromDisk = host.readFile.bind(host);
  const fileExists = host.fileExists.bind(host);
  host.readFile = (f) => inMemory.get(ts.sys.resolvePath(f)) ?? fromDisk(f);
  host.fileExists = (f) => inMemory.has(ts.sys.resolvePath(f)) || fileExists(f);
  const names = files.map((f) => ts.sys.resolvePath(`${root}/${f}`));
  const program = ts.createProgram({ rootNames: names, options: { ...parsed.options, noEmit: true }, host });
  const checker = program.getTypeChecker();
  return names.flatMap((name, i) => {
    const source = program.getSourceFile(name);
    if (!source) throw new Error(`the scan could not read ${files[i]}`);
    return lookupsIn(checker, source, files[i]!);
  });
}
