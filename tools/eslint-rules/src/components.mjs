// What counts as a React component when measuring size: a function or arrow function whose name
// starts with an uppercase letter (declared with `function`, assigned to a `const`, or wrapped in
// `memo(...)`/`forwardRef(...)`). Its size is the lines from the start of its declaration to its end.

const FUNCTION_TYPES = new Set(['FunctionDeclaration', 'FunctionExpression', 'ArrowFunctionExpression']);
const isComponentName = (name) => typeof name === 'string' && /^[A-Z]/.test(name);

/** The function a `const X = ...` initialiser holds, looking through memo()/forwardRef() wrappers. */
function functionIn(init) {
  if (!init) return undefined;
  if (FUNCTION_TYPES.has(init.type)) return init;
  if (init.type === 'CallExpression') return init.arguments.map(functionIn).find(Boolean);
  return undefined;
}

/**
 * The component a node declares, or undefined: `{ name, node, startLine, endLine, lines }`, where
 * `node` is the node to report on (the function declaration, or the `const` declarator).
 */
export function componentDeclaredBy(node) {
  if (node.type === 'FunctionDeclaration' && isComponentName(node.id?.name)) {
    return measured(node.id.name, node, node, node);
  }
  if (node.type === 'VariableDeclarator' && node.id.type === 'Identifier' && isComponentName(node.id.name)) {
    const fn = functionIn(node.init);
    // the declaration starts at `const` (a one-declarator statement) or at the name
    if (fn) return measured(node.id.name, node, node.parent?.declarations?.length === 1 ? node.parent : node, fn);
  }
  return undefined;
}

function measured(name, node, start, end) {
  const startLine = start.loc.start.line;
  const endLine = end.loc.end.line;
  return { name, node, startLine, endLine, lines: endLine - startLine + 1 };
}

/** Every component in an ESTree program (nested ones too), in source order. */
export function componentsIn(program) {
  const found = [];
  const visit = (node) => {
    if (!node || typeof node.type !== 'string') return;
    const component = componentDeclaredBy(node);
    if (component) found.push(component);
    for (const [key, value] of Object.entries(node)) {
      if (key === 'parent' || key === 'loc' || key === 'range') continue;
      if (Array.isArray(value)) value.forEach(visit);
      else if (value && typeof value === 'object') visit(value);
    }
  };
  visit(program);
  return found;
}
