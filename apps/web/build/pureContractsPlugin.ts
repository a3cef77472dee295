import type { Plugin } from 'vite';

const CONTRACTS_SOURCE = /[\\/]packages[\\/]contracts[\\/]src[\\/](?!.*\.test\.)[^\\/]+\.ts$/;
const ALREADY_PURE = new Set([
  'ArrowFunctionExpression',
  'FunctionExpression',
  'Literal',
  'TemplateLiteral',
  'Identifier',
]);

interface Node {
  type: string;
  start: number;
  end: number;
}
interface Declarator extends Node {
  init: Node | null;
}
interface Statement extends Node {
  declaration?: Statement | null;
  declarations?: Declarator[];
}

/**
 * The contracts' modules only declare values (zod schemas, route descriptors, constants). Bundlers
 * cannot know that `z.object(...)` has no side effects, so importing any helper from the contracts
 * would ship all of zod to the browser. For production builds this plugin marks each top-level
 * `const` initialiser pure (`/* @__PURE__ *\/ (() => init)()`), which changes nothing at run time
 * but lets the bundler drop what the member site never uses.
 */
export function pureContractsPlugin(): Plugin {
  return {
    name: 'wps-pure-contracts',
    apply: 'build',
    enforce: 'post',
    transform(code, id) {
      if (!CONTRACTS_SOURCE.test(id)) return undefined;
      const program = this.parse(code) as unknown as { body: Statement[] };
      const inits: Node[] = [];
      for (const statement of program.body) {
        const declaration = statement.type === 'ExportNamedDeclaration' ? statement.declaration : statement;
        if (declaration?.type !== 'VariableDeclaration') continue;
        for (const declarator of declaration.declarations ?? []) {
          if (declarator.init && !ALREADY_PURE.has(declarator.init.type)) inits.push(declarator.init);
        }
      }
      if (inits.length === 0) return undefined;
      let output = code;
      for (const init of inits.sort((a, b) => b.start - a.start)) {
        output = `${output.slice(0, init.start)}/* @__PURE__ */ (() => (${output.slice(init.start, init.end)}))()${output.slice(init.end)}`;
      }
      return { code: output, map: null };
    },
  };
}
