import { describe, expect, it } from 'vitest';
import { ApiError } from './api/apiError';
import {
  languageAttributes,
  localizedForm,
  localizedValue,
  serverFieldMessages,
  textFor,
  writtenLanguages,
} from './localized';

describe('localized text in forms', () => {
  it('holds every language and gives back only the written ones (EN always)', () => {
    const form = localizedForm({ EN: '', JA: 'ゲーム' });
    expect(form).toEqual({ EN: '', CN: '', JA: 'ゲーム', TH: '', VI: '', UR: '' });
    expect(localizedValue({ ...form, TH: '  ' })).toEqual({ EN: '', JA: 'ゲーム' });
    expect(writtenLanguages({ EN: 'x', CN: ' ', UR: 'y' })).toEqual(['EN', 'UR']);
  });
  it('reads CN to Chinese operators when written, else EN', () => {
    expect(textFor({ EN: 'Slots', CN: '老虎机' }, 'zh')).toBe('老虎机');
    expect(textFor({ EN: 'Slots', CN: ' ' }, 'zh')).toBe('Slots');
    expect(textFor({ EN: 'Slots', CN: '老虎机' }, 'en')).toBe('Slots');
  });
  it('writes Urdu right to left', () => {
    expect(languageAttributes('UR')).toEqual({ lang: 'ur', dir: 'rtl' });
    expect(languageAttributes('CN')).toEqual({ lang: 'zh-CN', dir: 'ltr' });
  });
  it("reads the server's field refusals", () => {
    const error = new ApiError('validation.failed', 400, 'Some fields are not valid', {
      fields: { gameId: { code: 'field.duplicate', message: 'The vendor already has this game' } },
    });
    expect(serverFieldMessages(error)).toEqual({ gameId: 'The vendor already has this game' });
    expect(serverFieldMessages(new Error('x'))).toEqual({});
  });
});
