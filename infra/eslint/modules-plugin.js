// The two import rules of a service's modules that no published plugin has (docs/architecture.md,
// "Modules"): import-x/no-cycle skips type-only imports, and nothing checks cycles between
// folders. Both read a `src` folder (a service's, a package's) as a graph of relative imports,
// `import type` included.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import ts from 'typescript';
import { isTransactionByPort, parsed, TX_TYPE } from './port-params.js';

/**
 * The source folder a file belongs to: `services/<s>/src` for a service, otherwise the nearest
 * `src` above it (a package's or the web app's); null outside any.
 */
function sourceRootOf(file) {
  const parts = file.split(sep);
  const i = parts.lastIndexOf('services');
  if (i >= 0 && parts[i + 2] === 'src') return parts.slice(0, i + 3).join(sep);
  const j = parts.lastIndexOf('src');
  return j > 0 ? parts.slice(0, j + 1).join(sep) : null;
}

function listSources(dir, out = []) {
  for (const d of readdirSync(dir, { withFileTypes: true })) {
    const p = join(dir, d.name);
    if (d.isDirectory()) listSources(p, out);
    else if (/\.tsx?$/.test(d.name) && !d.name.endsWith('.d.ts')) out.push(p);
  }
  return out;
}

/** `./x.js`, `./x` or `./x/index.js` as the source file it names, when it is one of `files`. */
function resolveRelative(from, specifier, files) {
  if (!specifier.startsWith('.')) return null;
  const base = join(dirname(from), specifier);
  const stem = base.replace(/\.(c|m)?jsx?$/, '');
  for (const candidate of [`${stem}.ts`, `${stem}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx'), base]) {
    if (files.has(candidate)) return candidate;
  }
  return null;
}

/** Which part of the service a file belongs to: `modules/<m>`, or the top-level file or folder. */
export function unitOf(root, file) {
  const [first, second] = relative(root, file).split(sep);
  return first === 'modules' && second && !/\.tsx?$/.test(second) ? `modules/${second}` : first;
}

/** Strongly connected components (Tarjan): node → component id. */
function components(edges) {
  const index = new Map();
  const low = new Map();
  const comp = new Map();
  const stack = [];
  const onStack = new Set();
  let next = 0;
  const visit = (v) => {
    index.set(v, next);
    low.set(v, next++);
    stack.push(v);
    onStack.add(v);
    for (const w of edges.get(v) ?? []) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v), low.get(w)));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v), index.get(w)));
    }
    if (low.get(v) === index.get(v)) {
      let w;
      do {
        w = stack.pop();
        onStack.delete(w);
        comp.set(w, v);
      } while (w !== v);
    }
  };
  for (const v of edges.keys()) if (!index.has(v)) visit(v);
  return comp;
}

/** A shortest way from `a` to `b` along `edges`, both ends included. */
function pathBetween(edges, a, b) {
  const before = new Map([[a, null]]);
  const queue = [a];
  while (queue.length) {
    const v = queue.shift();
    if (v === b) break;
    for (const w of edges.get(v) ?? []) {
      if (before.has(w)) continue;
      before.set(w, v);
      queue.push(w);
    }
  }
  if (!before.has(b)) return [];
  const out = [];
  for (let v = b; v !== null; v = before.get(v)) out.unshift(v);
  return out;
}

const graphs = new Map();

/**
 * The import graph of a service's sources, files and units, rebuilt when a file was added,
 * removed or changed since it was last read (an editor keeps ESLint running).
 */
function graphOf(root) {
  const files = listSources(root);
  const stamp = files.map((f) => `${f}:${statSync(f).mtimeMs}`).join('|');
  const cached = graphs.get(root);
  if (cached?.stamp === stamp) return cached;
  const known = new Set(files);
  const fileEdges = new Map();
  const unitEdges = new Map();
  for (const f of files) {
    const targets = new Set();
    for (const { fileName } of ts.preProcessFile(readFileSync(f, 'utf8'), true, true).importedFiles) {
      const target = resolveRelative(f, fileName, known);
      if (target && target !== f) targets.add(target);
    }
    fileEdges.set(f, targets);
    const unit = unitOf(root, f);
    const out = unitEdges.get(unit) ?? unitEdges.set(unit, new Set()).get(unit);
    for (const t of targets) if (unitOf(root, t) !== unit) out.add(unitOf(root, t));
  }
  const graph = { stamp, fileEdges, unitEdges, fileComps: components(fileEdges), unitComps: components(unitEdges) };
  graphs.set(root, graph);
  return graph;
}

/** Calls `check(node, target)` for every import, export-from and `import()` of a relative path. */
function eachImport(context, check) {
  const file = context.physicalFilename;
  const root = sourceRootOf(file);
  if (!root) return {};
  const visit = (node) => {
    if (node.source?.type !== 'Literal' || typeof node.source.value !== 'string') return;
    const graph = graphOf(root);
    const target = resolveRelative(file, node.source.value, new Set(graph.fileEdges.keys()));
    if (target) check(node, target, graph, root);
  };
  return { ImportDeclaration: visit, ExportNamedDeclaration: visit, ExportAllDeclaration: visit, ImportExpression: visit };
}

const noCycle = {
  meta: {
    type: 'problem',
    docs: { description: 'No import cycle among the files of a service or package, type-only imports included.' },
    schema: [],
    messages: { cycle: 'Import cycle (type-only imports count): {{path}}. Move what both sides need to where both can import it.' },
  },
  create(context) {
    return eachImport(context, (node, target, graph, root) => {
      const file = context.physicalFilename;
      if (graph.fileComps.get(target) !== graph.fileComps.get(file)) return;
      const path = [file, ...pathBetween(graph.fileEdges, target, file)].map((f) => relative(root, f));
      context.report({ node, messageId: 'cycle', data: { path: path.join(' → ') } });
    });
  },
};

const noModuleCycle = {
  meta: {
    type: 'problem',
    docs: { description: 'No two parts of a service (modules/<m>, or a top-level file or folder) depend on each other, by any path.' },
    schema: [],
    messages: {
      cycle:
        '{{from}} and {{to}} depend on each other ({{path}}). Break it with a port the consumer owns, an event inside the service, or a shared folder both import.',
    },
  },
  create(context) {
    return eachImport(context, (node, target, graph, root) => {
      const from = unitOf(root, context.physicalFilename);
      const to = unitOf(root, target);
      if (from === to || graph.unitComps.get(from) !== graph.unitComps.get(to)) return;
      const path = [from, ...pathBetween(graph.unitEdges, to, from)];
      context.report({ node, messageId: 'cycle', data: { from, to, path: path.join(' → ') } });
    });
  },
};

/** A store's or an entity's file: the module's data layer, by the names of docs/architecture.md. */
const DATA_FILE = /\.(store|entity|entities)\.tsx?$/;
/** The type of a parameter that hands a function the database: a store function's first. */
const DATA_HANDLE = /^(EntityManager|Db|Repository)\b/;

/** Whether a function-like node takes the database as its first parameter. */
function takesDatabase(fn, text) {
  const first = fn?.parameters?.[0];
  return !!first?.type && DATA_HANDLE.test(first.type.getText(text));
}

/** Whether `name`, declared at the top of `source`, is a store function or an object of them. */
function isStoreFunction(source, name) {
  for (const st of source.statements) {
    if (ts.isFunctionDeclaration(st) && st.name?.text === name) return takesDatabase(st, source);
    if (!ts.isVariableStatement(st)) continue;
    for (const d of st.declarationList.declarations) {
      if (!ts.isIdentifier(d.name) || d.name.text !== name || !d.initializer) continue;
      const init = d.initializer;
      if (ts.isArrowFunction(init) || ts.isFunctionExpression(init)) return takesDatabase(init, source);
      if (ts.isObjectLiteralExpression(init))
        return init.properties.some((p) =>
          ts.isMethodDeclaration(p) ? takesDatabase(p, source) : ts.isPropertyAssignment(p) && takesDatabase(p.initializer, source),
        );
    }
  }
  return false;
}

const noDataLayerExport = {
  meta: {
    type: 'problem',
    docs: { description: "A module's front door offers operations and read ports, never its store functions, rows or entities." },
    schema: [],
    messages: {
      dataLayer:
        "modules/{{module}}'s front door lends its data layer ({{name}} from {{file}}). Offer an operation of the module instead (its service's method, a read port); work across modules runs in a flow (src/flows/).",
    },
  },
  create(context) {
    const file = context.physicalFilename;
    const root = sourceRootOf(file);
    if (!root) return {};
    const [first, module, last, extra] = relative(root, file).split(sep);
    if (first !== 'modules' || !/^index\.tsx?$/.test(last ?? '') || extra) return {};
    const visit = (node) => {
      if (node.source?.type !== 'Literal' || typeof node.source.value !== 'string') return;
      const target = resolveRelative(file, node.source.value, new Set(graphOf(root).fileEdges.keys()));
      if (!target) return;
      const data = DATA_FILE.test(target);
      const report = (at, name) =>
        context.report({ node: at, messageId: 'dataLayer', data: { module, name, file: relative(dirname(file), target) } });
      if (node.type === 'ExportAllDeclaration') {
        if (data) report(node, '*');
        return;
      }
      for (const spec of node.specifiers ?? []) {
        const local = spec.local.name ?? spec.local.value;
        if (data || isStoreFunction(parsed(target), local)) report(spec, local);
      }
    };
    return { ExportNamedDeclaration: visit, ExportAllDeclaration: visit };
  },
};

/** Calls that hand a callback a module's transaction: the DataSource's, and the cart's change of a cart. */
const OPENS_TRANSACTION = new Set(['transaction', 'change', 'edit']);
/** A front door's read port: a class or object whose name ends in `Reads` (`CardPhotoReads`). */
const READ_PORT = /Reads$/;

/**
 * Whether `id` names a transaction: a parameter typed `Tx`/`EntityManager`, of a callback run in
 * one, or of an object literal's method that fills in a port taking one there.
 */
function isTransaction(context, id, known) {
  for (let scope = context.sourceCode.getScope(id); scope; scope = scope.upper) {
    const v = scope.set.get(id.name);
    if (!v) continue;
    const def = v.defs[0];
    if (def?.type !== 'Parameter') return false;
    const type = def.name.typeAnnotation?.typeAnnotation;
    if (type?.type === 'TSTypeReference' && TX_TYPE.has(type.typeName.name)) return true;
    if (!type && isTransactionByPort(context.physicalFilename, def, (from, spec) => resolveRelative(from, spec, known()))) return true;
    const call = def.node.parent;
    return call?.type === 'CallExpression' && call.callee.type === 'MemberExpression' && OPENS_TRANSACTION.has(call.callee.property.name);
  }
  return false;
}

const noForeignOperationInTransaction = {
  meta: {
    type: 'problem',
    docs: { description: "A module's transaction runs its own module's operations only; work across modules runs in a flow (src/flows/)." },
    schema: [],
    messages: {
      reach:
        "modules/{{module}} calls {{call}} of modules/{{other}} inside its own transaction. Run both modules' operations in a named flow (src/flows/), which the module reaches through a port of its own filled in app.ts.",
    },
  },
  create(context) {
    const file = context.physicalFilename;
    const root = sourceRootOf(file);
    if (!root) return {};
    const [first, module] = relative(root, file).split(sep);
    if (first !== 'modules' || !module || /\.tsx?$/.test(module)) return {};
    /** Local name → the other module whose front door it was imported from. */
    const imported = new Map();
    /** Objects made of another module's operations: a name at the top, or `this.<name>`. */
    const objects = new Map();
    const made = (init) =>
      init?.type === 'NewExpression' && init.callee.type === 'Identifier' ? imported.get(init.callee.name) : undefined;
    return {
      ImportDeclaration(node) {
        const target = resolveRelative(file, node.source.value, new Set(graphOf(root).fileEdges.keys()));
        if (!target) return;
        const [tFirst, other, last, extra] = relative(root, target).split(sep);
        if (tFirst !== 'modules' || other === module || !/^index\.tsx?$/.test(last ?? '') || extra) return;
        // A read port (`…Reads`) writes nothing and locks nothing: reading with the caller's
        // transaction sees its writes so far, and is no work across modules.
        for (const spec of node.specifiers) if (!READ_PORT.test(spec.imported?.name ?? '')) imported.set(spec.local.name, other);
      },
      VariableDeclarator(node) {
        const other = made(node.init);
        if (other && node.id.type === 'Identifier') objects.set(node.id.name, other);
      },
      TSParameterProperty(node) {
        const p = node.parameter;
        const other = p.type === 'AssignmentPattern' ? made(p.right) : undefined;
        if (other && p.left.type === 'Identifier') objects.set(`this.${p.left.name}`, other);
      },
      CallExpression(node) {
        const callee = node.callee;
        if (callee.type !== 'MemberExpression' || callee.property.type !== 'Identifier') return;
        const o = callee.object;
        // `new CardRecords().touch(m, …)`: an object made on the spot is as foreign as one kept.
        const name =
          o.type === 'Identifier'
            ? o.name
            : o.type === 'MemberExpression' && o.object.type === 'ThisExpression' && o.property.type === 'Identifier'
              ? `this.${o.property.name}`
              : made(o) && `new ${o.callee.name}()`;
        const other = name && (objects.get(name) ?? imported.get(name) ?? made(o));
        if (!other) return;
        const known = () => new Set(graphOf(root).fileEdges.keys());
        if (!node.arguments.some((a) => a.type === 'Identifier' && isTransaction(context, a, known))) return;
        context.report({ node, messageId: 'reach', data: { module, other, call: `${name}.${callee.property.name}` } });
      },
    };
  },
};

/**
 * `modules/no-cycle`, `modules/no-module-cycle`, `modules/no-data-layer-export` and
 * `modules/no-foreign-operation-in-transaction`; the front doors are import-x zones (eslint.config.js).
 */
export default {
  meta: { name: 'modules' },
  rules: {
    'no-cycle': noCycle,
    'no-module-cycle': noModuleCycle,
    'no-data-layer-export': noDataLayerExport,
    'no-foreign-operation-in-transaction': noForeignOperationInTransaction,
  },
};
