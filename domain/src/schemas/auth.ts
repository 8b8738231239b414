import { z } from 'zod';
import { LIMITS } from '../constants.ts';
import { Email, M, requiredText } from './common.ts';
import { PasswordMessages } from './password-messages.ts';

export { PasswordMessages };

/** The password policy (002 §5): 8 to 100 characters with an uppercase, a lowercase and a digit. */
export const Password = z
  .string({ error: M.required })
  .min(LIMITS.passwordMin, { error: PasswordMessages.length })
  .max(LIMITS.passwordMax, { error: PasswordMessages.max })
  .regex(/[A-Z]/, { error: PasswordMessages.uppercase })
  .regex(/[a-z]/, { error: PasswordMessages.lowercase })
  .regex(/[0-9]/, { error: PasswordMessages.number });

const passwordsMatch = (v: { password: string; confirmPassword: string }) => v.password === v.confirmPassword;
const matchIssue = { error: PasswordMessages.match, path: ['confirmPassword'] };

export const VerificationCode = z
  .string({ error: M.required })
  .trim()
  .length(LIMITS.verificationCodeLength, { error: PasswordMessages.codeLength });

export const VerificationCreateRequest = z.object({ email: Email });
export const VerificationVerifyRequest = z.object({ email: Email, verificationCode: VerificationCode });

export const AcceptTerms = z.literal(true, { error: PasswordMessages.terms });

export const RegisterRequest = z
  .object({
    email: Email,
    verificationCode: VerificationCode,
    firstName: requiredText(),
    lastName: requiredText(),
    password: Password,
    confirmPassword: z.string({ error: M.required }),
    acceptTerms: AcceptTerms,
  })
  .refine(passwordsMatch, matchIssue);
export type RegisterRequest = z.infer<typeof RegisterRequest>;

export const LoginRequest = z.object({
  email: Email,
  password: z.string({ error: M.required }).min(1, { error: M.required }).max(LIMITS.passwordMax),
});
export type LoginRequest = z.infer<typeof LoginRequest>;

export const ResetPasswordRequest = z.object({ email: Email });

// Any length: an unknown or mangled link answers 404 'expired' like a stale one, never a form error.
export const ResetCodeParams = z.object({ resetCode: z.string().min(1).max(256) });

export const UpdatePasswordRequest = z
  .object({ password: Password, confirmPassword: z.string({ error: M.required }) })
  .refine(passwordsMatch, matchIssue);

export const ChangePasswordRequest = z
  .object({
    currentPassword: z.string({ error: M.required }).min(1, { error: M.required }).max(LIMITS.passwordMax),
    password: Password,
    confirmPassword: z.string({ error: M.required }),
  })
  .refine(passwordsMatch, matchIssue);

/** Policy acceptance after single sign-on (/register-sso). */
export const SsoRegisterRequest = z.object({
  firstName: requiredText(),
  lastName: requiredText(),
  acceptTerms: AcceptTerms,
});

/** Which sign-in methods this deployment offers (GET account/providers). */
export const AuthProviders = z.object({
  succeeded: z.literal(true),
  oidc: z.boolean(),
  oidcName: z.string().nullable(),
});
