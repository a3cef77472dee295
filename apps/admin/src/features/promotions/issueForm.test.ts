import { describe, expect, it } from 'vitest';
import { issueFields, issueServerRule } from './issueForm';

describe('issueFields', () => {
  it('names what the issue dialog must fix', () => {
    expect(issueFields({ activityId: '3', username: 'player1', amount: '50', reason: 'Goodwill' })).toEqual(
      [],
    );
    expect(issueFields({ activityId: '', username: ' ', amount: '0.00', reason: 'x' })).toEqual([
      'activityId',
      'username',
      'amount',
    ]);
    expect(issueFields({ activityId: '3', username: 'p', amount: '5.123456', reason: 'x' })).toEqual([
      'amount',
    ]);
  });

  it('says an unknown member as such', () => {
    expect(issueServerRule('username', 'field.not_found')).toEqual({
      field: 'username',
      rule: 'unknownMember',
    });
    expect(issueServerRule('amount', 'field.too_small')).toEqual({ field: 'amount', rule: 'amount' });
    expect(issueServerRule('requestId', 'field.invalid')).toBeNull();
  });
});
