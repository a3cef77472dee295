import { describe, expect, it } from 'vitest';
import { samePageFor } from './samePage';

const pages = [
  { path: 'dashboard', scope: 'merchant' },
  { path: 'members', scope: 'merchant' },
  { path: 'members/:memberId', scope: 'merchant' },
  { path: 'agents/team', scope: 'merchant' },
  { path: 'finance/deposits', scope: 'merchant' },
  { path: 'control/jobs', scope: 'global' },
] as const;

describe('samePageFor', () => {
  it('keeps a page of two segments (agents, finance), not just its area', () => {
    expect(samePageFor('/m/aurora/agents/team', 'beta', pages)).toBe('/m/beta/agents/team');
    expect(samePageFor('/m/aurora/finance/deposits', 'beta', pages)).toBe('/m/beta/finance/deposits');
  });

  it('drops what belongs to one merchant (a member), and falls back to the dashboard', () => {
    expect(samePageFor('/m/aurora/members/42', 'beta', pages)).toBe('/m/beta/members');
    expect(samePageFor('/m/aurora/unknown/page', 'beta', pages)).toBe('/m/beta/dashboard');
  });
});
