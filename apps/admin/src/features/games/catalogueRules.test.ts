import { operatorGameInputSchema, operatorVendorSchema, type OperatorGame } from '@wps/contracts';
import { describe, expect, it } from 'vitest';
import { gameFormValues, gameInput, vendorFormValues, vendorInput } from './catalogueRules';

const game: OperatorGame = {
  nodeId: 9,
  vendor: 'AURORA',
  gameId: 'aurora-fruits',
  category: 'RNG',
  name: { EN: 'Aurora Fruits', CN: '极光水果' },
  icon: 'vendor:AURORA/assets/aurora-fruits.svg',
  smallIcon: 'vendor:AURORA/assets/aurora-fruits.svg',
  supportPlay: 0,
  isHot: true,
  minBet: '0.10',
  lineNum: 20,
  roomIds: ['r1', 'r2'],
  code: null,
  defaultPlayType: null,
  accountTypeName: 'AURORA',
  enabled: true,
  sortOrder: 4,
};

describe('game form', () => {
  it('gives back the game it edits', () => {
    const { nodeId: _nodeId, ...input } = game;
    expect(gameInput(gameFormValues(game))).toEqual(input);
  });
  it('reads rooms, lines and empty texts', () => {
    const values = {
      ...gameFormValues(null, { vendor: 'AURORA' }),
      gameId: 'new-game',
      roomIds: ' a1,b2  c3 ',
      lineNum: '',
      code: '  ',
      trial: false,
    };
    values.name.EN = 'New game';
    const parsed = operatorGameInputSchema.safeParse(gameInput(values));
    expect(parsed.success).toBe(true);
    expect(parsed.data).toMatchObject({
      roomIds: ['a1', 'b2', 'c3'],
      lineNum: null,
      code: null,
      supportPlay: 1,
      accountTypeName: 'AURORA',
    });
  });
  it('lets the schema refuse a bad minimum bet and order', () => {
    const values = { ...gameFormValues(game), minBet: '1,5', sortOrder: 'x' };
    const parsed = operatorGameInputSchema.safeParse(gameInput(values));
    expect(parsed.error?.issues.map((issue) => issue.path.join('.')).sort()).toEqual(['minBet', 'sortOrder']);
  });
});

describe('vendor form', () => {
  it('builds what the schema accepts, the code in capitals', () => {
    const values = { ...vendorFormValues(null, 3), code: 'new_one', icon: '/icons/new.png' };
    values.name.EN = 'New One';
    const parsed = operatorVendorSchema.safeParse(vendorInput(values));
    expect(parsed.success).toBe(true);
    expect(parsed.data).toMatchObject({ code: 'NEW_ONE', sortOrder: 3, walletMode: 'seamless' });
  });
});
