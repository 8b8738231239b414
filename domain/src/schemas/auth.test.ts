import { describe, expect, it } from 'vitest';
import { LoginRequest, Password, RegisterRequest, VerificationVerifyRequest } from './auth.ts';

const messagesOf = (r: { success: boolean; error?: { issues: { message: string }[] } }) =>
  r.success ? [] : (r.error?.issues.map((i) => i.message) ?? []);

describe('password policy (002 §5)', () => {
  it.each([
    ['Sh0rt', 'VAL_PASSWORD_LENGTH'],
    ['alllowercase1', 'VAL_PASSWORD_UPPERCASE'],
    ['ALLUPPERCASE1', 'VAL_PASSWORD_LOWERCASE'],
    ['NoDigitsHere', 'VAL_PASSWORD_NUMBER'],
    [`Aa1${'x'.repeat(98)}`, 'VAL_PASSWORD_MAX'],
  ])('rejects %s with %s', (password, id) => {
    expect(messagesOf(Password.safeParse(password))).toContain(id);
  });

  it('accepts a password meeting every rule', () => {
    expect(Password.safeParse('Secret123').success).toBe(true);
  });
});

describe('sign-up', () => {
  const valid = {
    email: ' New.User@Example.COM ',
    verificationCode: 'ABC234',
    firstName: 'Ada',
    lastName: 'Lovelace',
    password: 'Secret123',
    confirmPassword: 'Secret123',
    acceptTerms: true,
  };

  it('normalizes the email and accepts a complete form', () => {
    const r = RegisterRequest.parse(valid);
    expect(r.email).toBe('new.user@example.com');
  });

  it('needs the terms accepted', () => {
    expect(messagesOf(RegisterRequest.safeParse({ ...valid, acceptTerms: false }))).toEqual(['VAL_TERMS']);
  });

  it('needs matching passwords, reported on the confirmation field', () => {
    const r = RegisterRequest.safeParse({ ...valid, confirmPassword: 'Secret124' });
    expect(r.success).toBe(false);
    expect(r.error?.issues[0]).toMatchObject({ message: 'VAL_PASSWORD_MATCH', path: ['confirmPassword'] });
  });

  it('needs a 6-character code', () => {
    const r = VerificationVerifyRequest.safeParse({ email: 'a@b.co', verificationCode: '12345' });
    expect(messagesOf(r)).toEqual(['VAL_VERIFICATION_CODE_LENGTH']);
  });

  it('rejects an email without a two-letter top-level domain', () => {
    expect(messagesOf(LoginRequest.safeParse({ email: 'a@b.c', password: 'x' }))).toEqual(['VAL_INVALID_EMAIL']);
    expect(messagesOf(LoginRequest.safeParse({ email: 'a@b.co', password: '' }))).toEqual(['VAL_REQUIRED']);
  });
});
