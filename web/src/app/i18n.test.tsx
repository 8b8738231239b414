import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import i18n, { loadLanguage, useTranslation } from './i18n';
import { Trans } from './Trans';

afterEach(async () => {
  vi.unstubAllGlobals();
  await i18n.changeLanguage('en');
});

describe('the translator', () => {
  it('fills {0} and {name} parameters, keeps one not given, and never reads a value as a parameter', () => {
    i18n.addResourceBundle('en', { TEST_PARAMS: '{0} moved {title} to {where}' });
    expect(i18n.t('TEST_PARAMS', { 0: 'Ada', title: '{where}' })).toBe('Ada moved {where} to {where}');
    expect(i18n.t('TEST_PARAMS', { 0: 3, title: undefined, where: null })).toBe('3 moved  to ');
  });

  it('answers the key itself, or the default given, for a text the pack lacks', () => {
    expect(i18n.exists('TEST_NOT_THERE')).toBe(false);
    expect(i18n.t('TEST_NOT_THERE')).toBe('TEST_NOT_THERE');
    expect(i18n.t('TEST_NOT_THERE', { defaultValue: 'Active' })).toBe('Active');
  });

  it('keeps what a pack already has unless told to overwrite', () => {
    i18n.addResourceBundle('en', { TEST_KEEP: 'first' });
    i18n.addResourceBundle('en', { TEST_KEEP: 'second' });
    expect(i18n.t('TEST_KEEP')).toBe('first');
    i18n.addResourceBundle('en', { TEST_KEEP: 'third' }, true);
    expect(i18n.t('TEST_KEEP')).toBe('third');
  });

  it('loads another language, falls back to English for what it lacks, and renders screens again', async () => {
    i18n.addResourceBundle('en', { TEST_HELLO: 'Hello', TEST_ONLY_EN: 'Only English' });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify({ TEST_HELLO: 'Hola' }), { status: 200 })),
    );
    function Greeting() {
      const { t } = useTranslation();
      return (
        <p>
          {t('TEST_HELLO')} · {t('TEST_ONLY_EN')}
        </p>
      );
    }
    render(<Greeting />);
    expect(screen.getByText('Hello · Only English')).toBeTruthy();
    await act(() => loadLanguage('es'));
    expect(i18n.language).toBe('es');
    expect(screen.getByText('Hola · Only English')).toBeTruthy();
  });

  it('keeps English when a language cannot be loaded', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{}', { status: 404 })),
    );
    await loadLanguage('xx');
    expect(i18n.language).toBe('en');
  });
});

describe('Trans', () => {
  it('puts the words inside a tag into its component, the rest as text', () => {
    i18n.addResourceBundle('en', { TEST_LINKS: 'Read the <terms>terms</terms> and <privacy>privacy</privacy>.' });
    const { container } = render(<Trans i18nKey="TEST_LINKS" components={{ terms: <em />, privacy: <strong /> }} />);
    expect(container.textContent).toBe('Read the terms and privacy.');
    expect(container.querySelector('em')?.textContent).toBe('terms');
    expect(container.querySelector('strong')?.textContent).toBe('privacy');
  });
});
