import type { GameCategory, OperatorGame, OperatorVendor } from '@wps/contracts';
import { localizedForm, localizedValue, type LocalizedForm } from '../../shared/localized';

const whole = (text: string) => (/^\d+$/.test(text.trim()) ? Number(text.trim()) : Number.NaN);
const orNull = (text: string) => (text.trim() === '' ? null : text.trim());

export interface VendorFormValues {
  code: string;
  category: GameCategory;
  name: LocalizedForm;
  icon: string;
  isHot: boolean;
  vassalage: boolean;
  walletMode: OperatorVendor['walletMode'];
  enabled: boolean;
  sortOrder: string;
}

export function vendorFormValues(vendor: OperatorVendor | null, nextOrder = 0): VendorFormValues {
  return {
    code: vendor?.code ?? '',
    category: vendor?.category ?? 'RNG',
    name: localizedForm(vendor?.name),
    icon: vendor?.icon ?? '',
    isHot: vendor?.isHot ?? false,
    vassalage: vendor?.vassalage ?? false,
    walletMode: vendor?.walletMode ?? 'seamless',
    enabled: vendor?.enabled ?? true,
    sortOrder: String(vendor?.sortOrder ?? nextOrder),
  };
}

/** The form as `operatorVendorSchema` takes it (with the code; the call sends the rest as its body). */
export function vendorInput(values: VendorFormValues): unknown {
  return {
    code: values.code.trim().toUpperCase(),
    category: values.category,
    name: localizedValue(values.name),
    icon: values.icon.trim(),
    isHot: values.isHot,
    vassalage: values.vassalage,
    walletMode: values.walletMode,
    enabled: values.enabled,
    sortOrder: whole(values.sortOrder),
  };
}

export interface GameFormValues {
  vendor: string;
  gameId: string;
  category: GameCategory;
  name: LocalizedForm;
  icon: string;
  smallIcon: string;
  /** A free trial is offered from the card (supportPlay 0). */
  trial: boolean;
  isHot: boolean;
  minBet: string;
  lineNum: string;
  roomIds: string;
  code: string;
  defaultPlayType: string;
  accountTypeName: string;
  enabled: boolean;
  sortOrder: string;
}

export function gameFormValues(
  game: OperatorGame | null,
  defaults: { vendor?: string } = {},
): GameFormValues {
  return {
    vendor: game?.vendor ?? defaults.vendor ?? '',
    gameId: game?.gameId ?? '',
    category: game?.category ?? 'RNG',
    name: localizedForm(game?.name),
    icon: game?.icon ?? '',
    smallIcon: game?.smallIcon ?? '',
    trial: game ? game.supportPlay === 0 : false,
    isHot: game?.isHot ?? false,
    minBet: game?.minBet ?? '0',
    lineNum: game?.lineNum === null || game?.lineNum === undefined ? '' : String(game.lineNum),
    roomIds: game?.roomIds.join(', ') ?? '',
    code: game?.code ?? '',
    defaultPlayType: game?.defaultPlayType ?? '',
    accountTypeName: game?.accountTypeName ?? defaults.vendor ?? '',
    enabled: game?.enabled ?? true,
    sortOrder: String(game?.sortOrder ?? 0),
  };
}

/** The form as `operatorGameInputSchema` takes it (still to be checked by it). */
export function gameInput(values: GameFormValues): unknown {
  return {
    vendor: values.vendor.trim(),
    gameId: values.gameId.trim(),
    category: values.category,
    name: localizedValue(values.name),
    icon: values.icon.trim(),
    smallIcon: values.smallIcon.trim(),
    supportPlay: values.trial ? 0 : 1,
    isHot: values.isHot,
    minBet: values.minBet.trim(),
    lineNum: values.lineNum.trim() === '' ? null : whole(values.lineNum),
    roomIds: values.roomIds
      .split(/[\s,]+/)
      .map((room) => room.trim())
      .filter(Boolean),
    code: orNull(values.code),
    defaultPlayType: orNull(values.defaultPlayType),
    accountTypeName: values.accountTypeName.trim(),
    enabled: values.enabled,
    sortOrder: whole(values.sortOrder),
  };
}
