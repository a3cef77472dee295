import { defaultModuleSwitches, MODULE_IDS, MODULE_TREE, type ModuleDefinition } from '@wps/contracts';
import { describe, expect, it } from 'vitest';
import en from '../../shared/i18n/locales/en.json';
import zh from '../../shared/i18n/locales/zh.json';
import { countOn, moduleStates, withDefaults } from './moduleTree';

const TREE: ModuleDefinition[] = [
  {
    id: 'A',
    description: 'a',
    defaultEnabled: true,
    children: [
      {
        id: 'B',
        description: 'b',
        defaultEnabled: true,
        children: [{ id: 'C', description: 'c', defaultEnabled: true }],
      },
      { id: 'D', description: 'd', defaultEnabled: false },
    ],
  },
  { id: 'E', description: 'e', defaultEnabled: true },
];

describe('module switch tree', () => {
  it('is on only when the module and every ancestor are on', () => {
    const states = moduleStates({ A: true, B: true, C: true, D: true, E: true }, TREE);
    expect(Object.values(states).every((state) => state.effective)).toBe(true);
    const off = moduleStates({ A: false, B: true, C: true, D: true, E: true }, TREE);
    expect(off.A).toMatchObject({ own: false, effective: false, offBecause: null });
    expect(off.B).toMatchObject({ own: true, effective: false, offBecause: 'A' });
    expect(off.C).toMatchObject({ own: true, effective: false, offBecause: 'A' });
    expect(off.D).toMatchObject({ own: true, effective: false, offBecause: 'A' });
    expect(off.E).toMatchObject({ own: true, effective: true, offBecause: null });
  });

  it('names the nearest switched-off ancestor', () => {
    const states = moduleStates({ A: false, B: false, C: true }, TREE);
    expect(states.B).toMatchObject({ own: false, offBecause: 'A' });
    expect(states.C).toMatchObject({ own: true, effective: false, offBecause: 'B' });
    const middle = moduleStates({ A: true, B: false, C: true }, TREE);
    expect(middle.C).toMatchObject({ offBecause: 'B', depth: 2 });
    expect(middle.D).toMatchObject({ own: false, effective: false, offBecause: null });
  });

  it('takes the default for switches left out', () => {
    const states = moduleStates({}, TREE);
    expect(states.D).toMatchObject({ own: false, effective: false });
    expect(withDefaults({ A: false, X: true }, TREE)).toEqual({
      A: false,
      B: true,
      C: true,
      D: false,
      E: true,
      X: true,
    });
    expect(countOn(states)).toEqual({ on: 4, total: 5 });
  });

  it('agrees with the contracts on the real tree', () => {
    const switches = { ...defaultModuleSwitches(), COMM3: false };
    const states = moduleStates(switches);
    expect(Object.keys(states).sort()).toEqual([...MODULE_IDS].sort());
    expect(states.PASS3).toMatchObject({ own: true, effective: false, offBecause: 'COMM3' });
    expect(states.REG3?.effective).toBe(true);
  });

  it('has a description of every module in both languages, the English one as the contracts say it', () => {
    const texts = (locale: typeof en) => locale.settings.modules.text as Record<string, string>;
    const walk = (nodes: ModuleDefinition[]): void =>
      nodes.forEach((node) => {
        expect(texts(en)[node.id], node.id).toBe(node.description);
        expect(texts(zh)[node.id], node.id).toBeTruthy();
        if (node.children) walk(node.children);
      });
    walk(MODULE_TREE);
  });
});
