import { describe, expect, it } from 'vitest';
import { safeRedirect } from './components/redirect';

describe('safeRedirect', () => {
  it('keeps a same-site path with its query and hash', () => {
    expect(safeRedirect('/vto/folder/abc?tab=1#x')).toBe('/vto/folder/abc?tab=1#x');
    expect(safeRedirect('/')).toBe('/');
  });

  it('falls back to home when missing or empty', () => {
    expect(safeRedirect(null)).toBe('/');
    expect(safeRedirect(undefined)).toBe('/');
    expect(safeRedirect('')).toBe('/');
  });

  it('refuses anything that could leave the site', () => {
    for (const bad of [
      'https://evil.example/',
      '//evil.example',
      '/\\evil.example',
      'javascript:alert(1)',
      'evil.example',
      '/\t/evil.example',
      '/\n/evil.example',
      ' /ac',
    ]) {
      expect(safeRedirect(bad), bad).toBe('/');
    }
  });

  it('does not send a user back to the sign-in page', () => {
    expect(safeRedirect('/login?redirect=/ac')).toBe('/');
    expect(safeRedirect('/signed-out')).toBe('/');
    expect(safeRedirect('/login-help')).toBe('/login-help');
  });
});
