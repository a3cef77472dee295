import { helpArticleInputSchema } from '@wps/contracts';
import { describe, expect, it } from 'vitest';
import { helpFormValues, helpInput } from './helpRules';

describe('helpInput', () => {
  it('builds what the schema accepts, unwritten languages left out', () => {
    const values = helpFormValues(null, 12);
    values.categoryKey = ' deposits ';
    values.category.EN = 'Deposits';
    values.category.CN = '存款';
    values.question.EN = 'How long does a deposit take?';
    values.answer.EN = '<p>Minutes.</p>';
    values.answer.TH = '   ';
    const parsed = helpArticleInputSchema.safeParse(helpInput(values));
    expect(parsed.success).toBe(true);
    expect(parsed.data).toEqual({
      categoryKey: 'deposits',
      category: { EN: 'Deposits', CN: '存款' },
      question: { EN: 'How long does a deposit take?' },
      answer: { EN: '<p>Minutes.</p>' },
      sortOrder: 12,
      enabled: true,
    });
  });
  it('lets the schema refuse a key with capitals and an order that is not a whole number', () => {
    const values = { ...helpFormValues(null), categoryKey: 'Deposits', sortOrder: '-1' };
    const parsed = helpArticleInputSchema.safeParse(helpInput(values));
    expect(parsed.error?.issues.map((issue) => issue.path.join('.')).sort()).toEqual([
      'categoryKey',
      'sortOrder',
    ]);
  });
});
