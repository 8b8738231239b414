import { describe, expect, it } from 'vitest';
import { redactUrl } from './log-redact.ts';

describe('redactUrl', () => {
  it('drops the credential of mailed links, feeds and single sign-on, and keeps the rest', () => {
    expect(redactUrl('/api/v2/account/password/reset/abcDEF_123')).toBe('/api/v2/account/password/reset/[redacted]');
    expect(redactUrl('/api/v2/invitation/0b7c/KEY-123/register')).toBe('/api/v2/invitation/0b7c/[redacted]/register');
    expect(redactUrl('/api/v2/calendar/tokenTOKENtoken1234.ics')).toBe('/api/v2/calendar/[redacted]');
    expect(redactUrl('/api/v2/calendar/feed')).toBe('/api/v2/calendar/feed');
    expect(redactUrl('/api/v2/calendar/feed/reset')).toBe('/api/v2/calendar/feed/reset');
    expect(redactUrl('/update-password/abc')).toBe('/update-password/[redacted]');
    expect(redactUrl('/welcome/invitation/0b7c/KEY')).toBe('/welcome/invitation/0b7c/[redacted]');
    expect(redactUrl('/welcome/invitation/process/0b7c/KEY')).toBe('/welcome/invitation/process/0b7c/[redacted]');
    expect(redactUrl('/api/v2/account/sso/callback?code=c1&state=s1&iss=https%3A%2F%2Fidp')).toBe(
      '/api/v2/account/sso/callback?code=[redacted]&state=[redacted]&iss=https%3A%2F%2Fidp',
    );
    expect(redactUrl('/api/v2/todos?ids=a,b')).toBe('/api/v2/todos?ids=a,b');
  });
});
