import { MODULE_TREE, type ModuleDefinition, type ModuleSwitches } from '@wps/contracts';

/** One module as the tree shows it: its own switch, and whether it is on once its ancestors count. */
export interface ModuleState {
  /** The module's own switch (its default when the stored switches leave it out). */
  own: boolean;
  /** On only when its own switch and every ancestor's are on (the contracts' parent-child rule). */
  effective: boolean;
  /** The nearest ancestor that is switched off (the reason an own-on module is effectively off). */
  offBecause: string | null;
  depth: number;
}

/** The stored switches with every module of the tree present (missing ones take their default). */
export function withDefaults(
  switches: ModuleSwitches,
  nodes: ModuleDefinition[] = MODULE_TREE,
): ModuleSwitches {
  const out: ModuleSwitches = { ...switches };
  const walk = (list: ModuleDefinition[]) => {
    for (const node of list) {
      if (typeof out[node.id] !== 'boolean') out[node.id] = node.defaultEnabled;
      if (node.children) walk(node.children);
    }
  };
  walk(nodes);
  return out;
}

/** Every module's own and effective state under the parent-child rule. */
export function moduleStates(
  switches: ModuleSwitches,
  nodes: ModuleDefinition[] = MODULE_TREE,
): Record<string, ModuleState> {
  const out: Record<string, ModuleState> = {};
  const walk = (list: ModuleDefinition[], parentOn: boolean, offAncestor: string | null, depth: number) => {
    for (const node of list) {
      const own = switches[node.id] ?? node.defaultEnabled;
      const effective = parentOn && own;
      out[node.id] = { own, effective, offBecause: parentOn ? null : offAncestor, depth };
      // The nearest switched-off ancestor is the one a descendant names.
      const nextOff = !own ? node.id : parentOn ? null : offAncestor;
      if (node.children) walk(node.children, effective, nextOff, depth + 1);
    }
  };
  walk(nodes, true, null, 0);
  return out;
}

/** How many modules of the tree are effectively on, of how many. */
export function countOn(states: Record<string, ModuleState>): { on: number; total: number } {
  const all = Object.values(states);
  return { on: all.filter((state) => state.effective).length, total: all.length };
}
