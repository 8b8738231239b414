import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MarkdownText, parseBlocks } from '../../components/MarkdownText';
import { renderWithProviders } from '../../test/render';
import PrivacyPage from './pages/PrivacyPage';
import RoadmapPage from './pages/RoadmapPage';
import TermsPage from './pages/TermsPage';
import WhatsNewPage from './pages/WhatsNewPage';

describe('the project’s own pages', () => {
  it("What's New reads the repository's CHANGELOG: its title, dated releases and their changes", () => {
    renderWithProviders(<WhatsNewPage />);
    expect(screen.getByRole('heading', { level: 1, name: "What's new" })).toBeTruthy();
    expect(screen.getAllByRole('heading', { level: 2 }).length).toBeGreaterThan(1);
    expect(screen.getAllByRole('listitem').length).toBeGreaterThan(3);
    expect(document.title).toBe("What's new");
  });

  it('the roadmap, the terms and the privacy notice each show their document', () => {
    for (const [Page, title] of [
      [RoadmapPage, 'Roadmap'],
      [TermsPage, 'Terms of use'],
      [PrivacyPage, 'Privacy'],
    ] as const) {
      const view = renderWithProviders(<Page />);
      expect(screen.getByRole('heading', { level: 1, name: title })).toBeTruthy();
      view.unmount();
    }
  });

  it('builds elements from the text, never markup, and links only web, mail and in-app addresses', () => {
    renderWithProviders(
      <MarkdownText
        markdown={[
          '# Title',
          '',
          'A <img src=x onerror=alert(1)> paragraph with **bold** and `code`.',
          '',
          '- one [safe](https://example.com)',
          '  continued',
          '- two [unsafe](javascript:alert(1)) and [here](/roadmap)',
        ].join('\n')}
      />,
    );
    expect(document.querySelector('img')).toBeNull();
    expect(screen.getByText(/<img src=x onerror=alert\(1\)> paragraph with/)).toBeTruthy();
    expect(screen.getByText('bold').tagName).toBe('STRONG');
    expect(screen.getByRole('link', { name: 'safe' }).getAttribute('href')).toBe('https://example.com');
    expect(screen.getByRole('link', { name: 'here' }).getAttribute('href')).toBe('/roadmap');
    expect(screen.queryByRole('link', { name: 'unsafe' })).toBeNull();
    expect(screen.getAllByRole('listitem')[0]?.textContent).toBe('one safe continued');
  });

  it('tells headings, lists and paragraphs apart', () => {
    expect(parseBlocks('## A\ntext\nmore\n\n- x\n- y').map((b) => b.kind)).toEqual(['heading', 'paragraph', 'list']);
  });
});
