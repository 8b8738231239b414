import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubApi } from '../test/api-stub';
import { ids, sessionFixture } from '../test/fixtures';
import { renderWithProviders } from '../test/render';
import { SubBar } from './SubBar';

const observer = sessionFixture({
  org: { id: ids.org, name: 'Demo', role: 'Observer' },
  user: { abilities: ['org.read', 'upgrade.request'] },
});

function subBar(session: ReturnType<typeof sessionFixture>, voiceAssistant: boolean) {
  stubApi({});
  renderWithProviders(<SubBar onAdd={() => {}} />, { session, flags: { 'voice-assistant': voiceAssistant } });
}

describe('Ask EOS AI in the sub-bar', () => {
  it('shows for a licensed member with the flag on, as a labelled button and as an icon button for phones', () => {
    subBar(sessionFixture(), true);
    expect(screen.getAllByRole('button', { name: 'Ask EOS AI' })).toHaveLength(2);
  });

  it('is not there with the flag off', () => {
    subBar(sessionFixture(), false);
    expect(screen.queryByRole('button', { name: 'Ask EOS AI' })).toBeNull();
  });

  it('an Observer never sees it, flag on or not', () => {
    subBar(observer, true);
    expect(screen.getByRole('button', { name: 'Request Upgrade' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Ask EOS AI' })).toBeNull();
  });
});
