import { z } from 'zod';
import { localizedSchema } from './localized.js';

/**
 * What the platform calls on a game vendor (docs/architecture.md, "Games and vendors"): launch, trial
 * launch and the game list. Signed like the wallet protocol in the other direction: the same headers
 * (x-wallet-timestamp, x-wallet-signature = hex HMAC-SHA256(secret, `${timestamp}.${raw body}`)),
 * with the vendor's secret; GET requests sign an empty body.
 *
 *   POST {vendor}/api/launch  VendorLaunchRequest  → VendorLaunchAnswer
 *   POST {vendor}/api/trial   VendorTrialRequest   → VendorLaunchAnswer
 *   GET  {vendor}/api/games                        → VendorCatalogue
 *
 * Errors answer a non-2xx status with `{ error: string }`.
 */
export const vendorLaunchRequestSchema = z.object({
  playerId: z.string().min(1).max(100),
  /** The platform's launch session: every bet names it. */
  sessionId: z.string().min(1).max(100),
  gameId: z.string().min(1).max(64),
  currency: z.string().regex(/^[A-Z0-9]{2,10}$/),
  language: z.string().min(2).max(10),
  /** Where the game page's "back" leads (the platform's lobby). */
  lobbyUrl: z.string().max(500),
});
export type VendorLaunchRequestBody = z.infer<typeof vendorLaunchRequestSchema>;

export const vendorTrialRequestSchema = z.object({
  gameId: z.string().min(1).max(64),
  currency: z.string().regex(/^[A-Z0-9]{2,10}$/),
  language: z.string().min(2).max(10),
  lobbyUrl: z.string().max(500),
});
export type VendorTrialRequest = z.infer<typeof vendorTrialRequestSchema>;

export const vendorLaunchAnswerSchema = z.object({ gameUrl: z.string().url() });

export const vendorCatalogueSchema = z.object({
  games: z.array(
    z.object({
      gameId: z.string().min(1).max(64),
      category: z.string(),
      name: localizedSchema,
      /** Absolute URLs served by the vendor. */
      icon: z.string().url(),
      smallIcon: z.string().url(),
      /** Decimal string in major units. */
      minBet: z.string(),
      lineNum: z.number().int().nullable(),
      /** 0: offers a free trial with the vendor's play money. */
      supportPlay: z.union([z.literal(0), z.literal(1)]),
      /**
       * Lottery games: the launch family the member site routes by (TCG_SEA, TCG_LOTTO_VN, LOTT,
       * ELOTT: docs/product.md §Games, game start); absent: the vendor's code.
       */
      accountTypeName: z.string().max(40).optional(),
      /** Lottery games: the game code and default play type the lobby opens with. */
      code: z.string().max(40).optional(),
      defaultPlayType: z.string().max(40).optional(),
    }),
  ),
});
export type VendorCatalogue = z.infer<typeof vendorCatalogueSchema>;
