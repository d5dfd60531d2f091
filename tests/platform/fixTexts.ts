// Every fix text the server can produce, read from its source with the TypeScript parser: the value of
// a `fix` property, an argument passed to a parameter named `fix` (of a function or method declared in
// server/), and constants named `fix`, `*_FIX` or `FIX_*`. A template's holes are written as HOLE.
// Syntax only (no type checker): a whole-program check took about a minute here.
import fs from "node:fs";
import path from "node:path";
import ts from "typescript";

const ROOT = path.resolve(import.meta.dirname, "../..");
const FIX_CONSTANT = /(^|_)fix(_|$)/i;

function serverFiles(dir = path.join(ROOT, "server")): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "generated" ? [] : serverFiles(full);
    return entry.name.endsWith(".ts") && !entry.name.endsWith(".test.ts") ? [full] : [];
  });
}

/** A template's holes, written in its text, so a name built as `list_${kind}` shows as built. */
export const HOLE = "${…}";

function textsIn(node: ts.Node, out: string[]): void {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) out.push(node.text);
  if (ts.isTemplateExpression(node)) {
    out.push(node.head.text + node.templateSpans.map((span) => HOLE + span.literal.text).join(""));
    node.templateSpans.forEach((span) => textsIn(span.expression, out));
    return;
  }
  node.forEachChild((child) => textsIn(child, out));
}

const nameOf = (node: ts.Node | undefined): string | null =>
  node && (ts.isIdentifier(node) || ts.isPrivateIdentifier(node)) ? node.text : null;

/** A zod schema's `.describe("...")` documents the fix field; it is not a fix text. */
const isSchema = (node: ts.Expression, source: ts.SourceFile) => /^z\./.test(node.getText(source));

/** Function and method names declared with a parameter named `fix`, and its position. */
function fixParameters(sources: ts.SourceFile[]): Map<string, number> {
  const positions = new Map<string, number>();
  const note = (name: string | null, parameters: ts.NodeArray<ts.ParameterDeclaration>) => {
    const at = parameters.findIndex((p) => nameOf(p.name) === "fix");
    if (name && at >= 0) positions.set(name, at);
  };
  const visit = (node: ts.Node): void => {
    if (ts.isFunctionDeclaration(node) || ts.isMethodDeclaration(node))
      note(nameOf(node.name), node.parameters);
    if (ts.isVariableDeclaration(node) && node.initializer && ts.isArrowFunction(node.initializer)) {
      note(nameOf(node.name), node.initializer.parameters);
    }
    node.forEachChild(visit);
  };
  sources.forEach(visit);
  return positions;
}

/** Each fix text's literal parts, with the file and line it is written at. */
export function fixTexts(): { where: string; text: string }[] {
  const sources = serverFiles().map((file) =>
    ts.createSourceFile(file, fs.readFileSync(file, "utf8"), ts.ScriptTarget.Latest, true),
  );
  const parameters = fixParameters(sources);
  const found: { where: string; text: string }[] = [];
  for (const source of sources) {
    const keep = (node: ts.Node) => {
      const texts: string[] = [];
      textsIn(node, texts);
      const where = `${path.relative(ROOT, source.fileName)}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1}`;
      for (const text of texts) found.push({ where, text });
    };
    const visit = (node: ts.Node): void => {
      if (
        ts.isPropertyAssignment(node) &&
        nameOf(node.name) === "fix" &&
        !isSchema(node.initializer, source)
      ) {
        keep(node.initializer);
      }
      if (ts.isVariableDeclaration(node) && FIX_CONSTANT.test(nameOf(node.name) ?? "") && node.initializer) {
        keep(node.initializer);
      }
      if (ts.isCallExpression(node)) {
        const callee = ts.isPropertyAccessExpression(node.expression)
          ? node.expression.name
          : node.expression;
        const at = parameters.get(nameOf(callee) ?? "");
        if (at !== undefined && node.arguments[at]) keep(node.arguments[at]);
      }
      node.forEachChild(visit);
    };
    visit(source);
  }
  return found;
}
