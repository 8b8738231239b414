import { z } from 'zod';
import { AUTH, LIMITS } from '../constants.ts';
import { PasswordMessages } from './auth.ts';
import { M } from './common.ts';

// Two-step verification (TOTP): enrolment from the Login tab, the second step of a sign-in, and the
// organization's requirement. docs/api.md "Two-step verification", docs/decisions.md.

/** A 6-digit authenticator code; spaces people type (123 456) are dropped. The spec's code messages. */
export const TwoStepCode = z
  .string({ error: M.required })
  .transform((v) => v.replace(/\s/g, ''))
  .pipe(
    z
      .string()
      .min(1, { error: M.required })
      .length(LIMITS.verificationCodeLength, { error: PasswordMessages.codeLength })
      .regex(/^\d+$/, { error: 'ERR_VERIFICATION_CODE_INVALID' }),
  );

/** A recovery code as shown (xxxx-xxxx-xxxx-xxxx); case, spaces and dashes do not matter. */
export const RecoveryCode = z
  .string({ error: M.required })
  .trim()
  .min(1, { error: M.required })
  .max(64, { error: 'ERR_VERIFICATION_CODE_INVALID' });

/** POST account/login (and the single sign-on callback): a session, or the second step to come. */
export const LoginResponse = z.object({
  succeeded: z.literal(true),
  /** Null while the second step is pending: no session exists until the code is right. */
  sessionId: z.uuid().nullable(),
  twoStepRequired: z.boolean(),
});

export const TwoStepLoginRequest = z.object({ code: TwoStepCode });
export const TwoStepRecoveryLoginRequest = z.object({ recoveryCode: RecoveryCode });
export const TwoStepLoginResponse = z.object({
  succeeded: z.literal(true),
  sessionId: z.uuid(),
  /** Recovery codes still unused after this sign-in (a recovery sign-in spends one). */
  recoveryCodesLeft: z.number().int(),
  /** False for a single sign-on account that has not accepted the policy yet: /register-sso comes next. */
  isPolicyAccepted: z.boolean(),
});

/** GET account/two-step: the user's own state. The secret is never returned after enrolment. */
export const TwoStepStatusResponse = z.object({
  succeeded: z.literal(true),
  enabled: z.boolean(),
  enabledAt: z.string().nullable(),
  recoveryCodesLeft: z.number().int(),
  /** Accounts without a password (single sign-on only) confirm with a code instead. */
  hasPassword: z.boolean(),
});

/** POST account/two-step/setup: a fresh secret to scan (QR) or type (manual key), not active yet. */
export const TwoStepSetupResponse = z.object({
  succeeded: z.literal(true),
  /** Base32, for typing into the authenticator by hand. */
  manualKey: z.string(),
  otpauthUrl: z.string(),
  /** The otpauth URL as a PNG data URL. */
  qrCode: z.string(),
});

export const TwoStepEnableRequest = z.object({ code: TwoStepCode });
/** The recovery codes, shown this once: only their hashes are kept. */
export const RecoveryCodesResponse = z.object({
  succeeded: z.literal(true),
  recoveryCodes: z.array(z.string()).length(AUTH.recoveryCodeCount),
  /** The session was rotated (a new id, the old one ended): the new public id. */
  sessionId: z.uuid().optional(),
});

/** Turning it off, or new recovery codes: the password, or a current code when the account has none. */
export const TwoStepConfirmRequest = z.object({
  password: z.string().max(LIMITS.passwordMax).optional(),
  code: TwoStepCode.optional(),
});

/** The web forms of that confirmation: the one field the account has. */
export const TwoStepPasswordConfirm = z.object({
  password: z.string({ error: M.required }).min(1, { error: M.required }).max(LIMITS.passwordMax),
});
export const TwoStepCodeConfirm = z.object({ code: TwoStepCode });

/** PUT org/{id}/two-step: the Owner requires two-step verification of every member. */
export const OrgTwoStepRequest = z.object({ required: z.boolean() });
