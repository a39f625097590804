/**
 * ESLint visitors calling `check(node, source)` for every module specifier written as a string in
 * a file: static imports and re-exports (types included), `import()`, `require()` and TypeScript's
 * `import x = require()`.
 * @param {(node: import('estree').Node, source: string) => void} check
 */
export function onModuleSources(check) {
  const literal = (node) => (node && node.type === 'Literal' && typeof node.value === 'string' ? node.value : undefined);
  const visit = (node, sourceNode) => {
    const source = literal(sourceNode);
    if (source !== undefined) check(sourceNode, source);
  };
  return {
    ImportDeclaration: (node) => visit(node, node.source),
    ExportAllDeclaration: (node) => visit(node, node.source),
    ExportNamedDeclaration: (node) => visit(node, node.source),
    ImportExpression: (node) => visit(node, node.source),
    CallExpression: (node) => {
      if (node.callee.type === 'Identifier' && node.callee.name === 'require' && node.arguments.length === 1) visit(node, node.arguments[0]);
    },
    TSExternalModuleReference: (node) => visit(node, node.expression),
  };
}
