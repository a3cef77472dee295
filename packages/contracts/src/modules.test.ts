import { describe, expect, it } from 'vitest';
import {
  defaultModuleSwitches,
  flattenWhitelabel,
  isModuleEnabled,
  MODULE_IDS,
  toWhitelabelTree,
} from './index.js';

describe('module switch tree', () => {
  it('holds every module id of docs/product.md §Roles, once', () => {
    for (const id of [
      'MOBILENUMREG3',
      'REGMOBVERF3',
      'MOBILENUMPASSREG3',
      'USERNAMEREG3',
      'FREEPLAY3',
      'PWDEXPFORCECHANGE3',
      'MOBILEVERCODELOGIN3',
      'CHNGPASSVERIF3',
      'DIRECTREG3',
      'MANPLAYREB3',
      'COMM3',
      'REG3',
      'VERIFICATION3',
      'LOGINIPVERF3',
      'PASS3',
      'PWRESETSMS3',
      'CAPTCHA3',
      'GEETEST3',
      'AFFMAN3',
      'PROFPIC3',
      'GAMELO3',
      'GAMELOHOT3',
      'GAMELOREC3',
      'GAMELOFAV3',
      'AGEANNOUNCE3',
      'FUNDTRANS3',
      'AGENTPOLICY3',
      'SIGNCONDIV3',
      'DAILYSALCONT3',
      'HOURSAL3',
      'RTSALARY3',
      'REWCEN3',
      'INBOX3',
      'CBS3',
      'PTSYS3',
      'MEMTRANS3',
      'FEEDBACK3',
      'PLYRBT',
      'CREDITMAR3',
      'REFERRAL3',
      'DPSTBAS3',
    ]) {
      expect(MODULE_IDS).toContain(id);
    }
    expect(new Set(MODULE_IDS).size).toBe(MODULE_IDS.length);
  });

  it('turns a child off when its parent is off', () => {
    const switches = { ...defaultModuleSwitches(), MOBILENUMREG3: false };
    expect(isModuleEnabled(switches, 'MOBILENUMREG3')).toBe(false);
    expect(isModuleEnabled(switches, 'MOBILENUMPASSREG3')).toBe(false);
    expect(switches.MOBILENUMPASSREG3).toBe(true);
    expect(isModuleEnabled({ ...defaultModuleSwitches(), REG3: false }, 'USERNAMEREG3')).toBe(false);
  });

  it('round-trips through the wire tree', () => {
    const switches = defaultModuleSwitches();
    const flat = flattenWhitelabel(toWhitelabelTree(switches));
    for (const id of MODULE_IDS) expect(flat[id]).toBe(isModuleEnabled(switches, id));
  });
});
