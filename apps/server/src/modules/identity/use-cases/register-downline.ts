import { DOWNLINE_AGENT_TYPE, RULE_FIELDS, type registerDownlineBodySchema } from '@wps/contracts';
import type { z } from 'zod';
import type { MemberPrincipal, SiteContext } from '../../../platform/context.js';
import { validationError } from '../../../platform/errors.js';
import type { IdentityServiceDeps } from '../deps.js';
import { checkConfirmation, checkRuleFields } from '../rules.js';

/**
 * An agent opens an account under themselves from the agent centre ("increase account"): the
 * site's username and password rules, a confirmation, and the new account lands under the agent
 * in the team tree, as a member or as an agent with its own invitation code. No session is made:
 * the new member logs in themselves.
 */
export async function registerDownline(
  deps: IdentityServiceDeps,
  site: SiteContext,
  agent: MemberPrincipal,
  input: z.output<typeof registerDownlineBodySchema>,
) {
  const username = input.username.trim();
  const fields = checkRuleFields(
    site.settings.registerRules.username,
    { username, password: input.password },
    {
      alwaysRequired: ['username', 'password'],
      skip: RULE_FIELDS.filter((field) => field !== 'username' && field !== 'password'),
      captchaOn: false,
    },
  );
  checkConfirmation(fields, input.password, input.confirmPassword);
  if (Object.keys(fields).length > 0) throw validationError(fields);
  const asAgent = input.accountType === 'agent';
  const affiliateCode = asAgent ? await deps.members.newAffiliateCode(site.merchantId) : null;
  const member = await deps.members.createMember({
    merchantId: site.merchantId,
    username,
    password: input.password,
    type: asAgent ? DOWNLINE_AGENT_TYPE : 0,
    uplineId: agent.id,
    affiliateCode,
  });
  return { id: member.id, username: member.username, type: member.type, affiliateCode };
}
