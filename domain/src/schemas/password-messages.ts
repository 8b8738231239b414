// The password and sign-up messages (language-pack ids), apart from the schemas so that a public
// page can show them without loading zod (web LazySchema, issue 18).
export const PasswordMessages = {
  length: 'VAL_PASSWORD_LENGTH',
  uppercase: 'VAL_PASSWORD_UPPERCASE',
  lowercase: 'VAL_PASSWORD_LOWERCASE',
  number: 'VAL_PASSWORD_NUMBER',
  max: 'VAL_PASSWORD_MAX',
  match: 'VAL_PASSWORD_MATCH',
  terms: 'VAL_TERMS',
  codeLength: 'VAL_VERIFICATION_CODE_LENGTH',
} as const;
