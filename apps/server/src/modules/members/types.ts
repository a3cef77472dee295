import type {
  avatarUploadSchema,
  changePasswordRequestSchema,
  forgotPasswordEmailRequestSchema,
  forgotPasswordPhoneRequestSchema,
  pageQuerySchema,
  paymentPasswordChangeRequestSchema,
  paymentPasswordResetRequestSchema,
  paymentPasswordSetRequestSchema,
  resetPasswordRequestSchema,
} from '@wps/contracts';
import type { z } from 'zod';
import type * as store from './store.js';

export interface NewMember {
  merchantId: number;
  username: string;
  type?: number;
  password?: string | null;
  nickname?: string | null;
  uplineId?: number | null;
  /** Invitation code, for agents. */
  affiliateCode?: string | null;
  /** The invitation code the member registered with. */
  inviteCode?: string | null;
  /** Contact and registration details (mobile in E.164). */
  profile?: Omit<store.ProfileInsert, 'memberId' | 'merchantId'>;
}

/** A login attempt on a known account, for the member's login history. */
export interface LoginRecord {
  memberId: number;
  merchantId: number;
  ip: string | null;
  country: string | null;
  userAgent: string | null;
  method: string;
  outcome: string;
}

/** What login needs to know about a member whose password was just verified. */
export interface VerifiedMember {
  id: number;
  merchantId: number;
  username: string;
  type: number;
  /** Null until the first login. */
  lastLoginAt: Date | null;
  passwordChangedAt: Date;
  /** An operator reset the password: the next login must change it. */
  mustChangePassword: boolean;
  /** An operator locked the member: login is refused with account.disabled. */
  locked: boolean;
}

export type ChangePasswordInput = z.output<typeof changePasswordRequestSchema>;
export type ForgotEmailInput = z.output<typeof forgotPasswordEmailRequestSchema>;
export type ResetPasswordInput = z.output<typeof resetPasswordRequestSchema>;
export type ForgotPhoneInput = z.output<typeof forgotPasswordPhoneRequestSchema>;
export type PaymentSetInput = z.output<typeof paymentPasswordSetRequestSchema>;
export type PaymentChangeInput = z.output<typeof paymentPasswordChangeRequestSchema>;
export type PaymentResetInput = z.output<typeof paymentPasswordResetRequestSchema>;
export type AvatarUploadInput = z.output<typeof avatarUploadSchema>;
export type PageQuery = z.output<typeof pageQuerySchema>;
