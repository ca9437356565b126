// What the modules plugin reads of other files than the one it lints: their TypeScript syntax,
// and the ports' declarations that say which parameter of a method is a transaction.
import { readFileSync, statSync } from 'node:fs';
import ts from 'typescript';

/** The type of a parameter that is a transaction. */
export const TX_TYPE = new Set(['Tx', 'EntityManager']);

const sources = new Map();
/** A source file as TypeScript parses it, read again only when it changed. */
export function parsed(file) {
  const stamp = statSync(file).mtimeMs;
  const cached = sources.get(file);
  if (cached?.stamp === stamp) return cached.source;
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  sources.set(file, { stamp, source });
  return source;
}

/** Whether a TypeScript type node names a transaction (`Tx`, `EntityManager`). */
const isTxType = (type) => !!type && ts.isTypeReferenceNode(type) && TX_TYPE.has(type.typeName.getText());

/** The declaration of the interface or type `name` in `source`, or the file it is re-exported from. */
function declarationIn(file, name, resolve, depth = 3) {
  const source = parsed(file);
  for (const st of source.statements) {
    if ((ts.isInterfaceDeclaration(st) || ts.isTypeAliasDeclaration(st)) && st.name.text === name) return st;
  }
  if (depth === 0) return null;
  for (const st of source.statements) {
    if (!ts.isExportDeclaration(st) && !ts.isImportDeclaration(st)) continue;
    const spec = st.moduleSpecifier && ts.isStringLiteral(st.moduleSpecifier) ? st.moduleSpecifier.text : null;
    const names = ts.isExportDeclaration(st) ? st.exportClause : st.importClause?.namedBindings;
    const named = names && 'elements' in names ? names.elements.some((e) => e.name.text === name) : ts.isExportDeclaration(st);
    const target = spec && named ? resolve(file, spec) : null;
    const found = target && declarationIn(target, name, resolve, depth - 1);
    if (found) return found;
  }
  return null;
}

/** The type an object literal is written to: a function's return type, a variable's, `satisfies`/`as`. */
function portTypeOf(object) {
  let p = object.parent;
  if (p?.type === 'TSSatisfiesExpression' || p?.type === 'TSAsExpression') return p.typeAnnotation;
  if (p?.type === 'VariableDeclarator') return p.id.typeAnnotation?.typeAnnotation;
  if (p?.type === 'ReturnStatement') while (p && !/Function/.test(p.type)) p = p.parent;
  return /Function/.test(p?.type ?? '') ? p.returnType?.typeAnnotation : undefined;
}

/**
 * Whether an untyped parameter of an object literal's method is a transaction by the port the
 * object fills in: `return { changed(m, id) {…} }` from a function typed `CardCovers`, whose
 * `changed(m: EntityManager, …)` says so. Without type information, the port's declaration is
 * read from the file it comes from (through a front door's re-exports); `resolve(from, specifier)`
 * names the source file a relative import reaches, or null.
 */
export function isTransactionByPort(file, def, resolve) {
  const fn = def.node;
  const member = fn.parent;
  if (member?.type !== 'Property' || member.parent?.type !== 'ObjectExpression' || member.key.type !== 'Identifier') return false;
  const port = portTypeOf(member.parent);
  if (port?.type !== 'TSTypeReference' || port.typeName.type !== 'Identifier') return false;
  const index = fn.params.indexOf(def.name);
  const decl = declarationIn(file, port.typeName.name, resolve);
  const members = decl && (ts.isInterfaceDeclaration(decl) ? decl.members : ts.isTypeLiteralNode(decl.type) ? decl.type.members : []);
  for (const m of members ?? []) {
    if (m.name?.getText() !== member.key.name) continue;
    const sig = ts.isMethodSignature(m) ? m : ts.isPropertySignature(m) && m.type && ts.isFunctionTypeNode(m.type) ? m.type : null;
    if (sig && isTxType(sig.parameters[index]?.type)) return true;
  }
  return false;
}
