import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../../test/api-stub';
import { sessionFixture } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/render';
import { TwoStepSection } from './TwoStepSection';

afterEach(() => vi.unstubAllGlobals());

const off = { succeeded: true, enabled: false, enabledAt: null, recoveryCodesLeft: 0, hasPassword: true };
const on = {
  succeeded: true,
  enabled: true,
  enabledAt: '2030-03-04T15:30:00.000Z',
  recoveryCodesLeft: 10,
  hasPassword: true,
};
const codes = Array.from({ length: 10 }, (_, i) => `aaaa-bbbb-cccc-dd${String(i).padStart(2, '2')}`);
const QR = 'data:image/png;base64,iVBORw0KGgo=';

function renderSection() {
  return renderWithProviders(<TwoStepSection email="ada@demo.local" timeZoneName="America/New_York" locale="en-US" />, {
    session: sessionFixture(),
  });
}

describe('TwoStepSection', () => {
  it('turns it on: QR code and key, the first code, then the recovery codes shown once', async () => {
    const user = userEvent.setup();
    let status: object = off;
    const { calls } = stubApi({
      'GET account/two-step': () => ({ body: status }),
      'POST account/two-step/setup': () => ({
        body: {
          succeeded: true,
          manualKey: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
          otpauthUrl: 'otpauth://totp/x',
          qrCode: QR,
        },
      }),
      'POST account/two-step/enable': (body) => {
        if ((body as { code: string }).code !== '654321') {
          return {
            status: 422,
            body: {
              succeeded: false,
              messages: [
                { id: 'ERR_VERIFICATION_CODE_INVALID', text: 'Provided verification code is invalid', field: 'code' },
              ],
            },
          };
        }
        status = on;
        return { body: { succeeded: true, recoveryCodes: codes, sessionId: '00000000-0000-4000-8000-000000000009' } };
      },
      'GET session': () => ({ body: sessionFixture() }),
    });
    renderSection();
    const table = await screen.findByRole('table');
    expect(within(table).getByRole('rowheader', { name: 'Status' }).nextElementSibling?.textContent).toBe('Off');
    await user.click(screen.getByRole('button', { name: 'Turn on two-step verification' }));

    const popup = await screen.findByRole('dialog', { name: 'Turn on two-step verification' });
    const qr = await within(popup).findByRole('img', {
      name: 'QR code to add ada@demo.local to your authenticator app',
    });
    expect(qr.getAttribute('src')).toBe(QR);
    expect(within(popup).getByText('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP')).toBeTruthy();
    expect(within(popup).getByRole('button', { name: 'Copy key' })).toBeTruthy();
    // Set up once per opening, however React mounts it.
    expect(calls.filter((c) => c.key === 'POST account/two-step/setup')).toHaveLength(1);

    const code = within(popup).getByRole('textbox', { name: /6-digit code/ });
    await user.type(code, '111111');
    await user.click(within(popup).getByRole('button', { name: 'Turn on' }));
    expect(await within(popup).findByText('Provided verification code is invalid')).toBeTruthy();
    await user.clear(code);
    await user.type(code, '654321');
    await user.click(within(popup).getByRole('button', { name: 'Turn on' }));

    const saved = await screen.findByRole('dialog', { name: 'Save your recovery codes' });
    const list = within(saved).getByRole('list', { name: 'Recovery codes' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(codes);
    expect(within(saved).getByRole('button', { name: 'Copy codes' })).toBeTruthy();
    expect(within(saved).getByRole('button', { name: 'Download' })).toBeTruthy();
    expect(await screen.findByText('Two-step verification is on')).toBeTruthy();
    await user.click(within(saved).getByRole('button', { name: 'I have saved them' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    // The section now reads on, with the codes left; the codes themselves are gone from the page.
    await waitFor(() =>
      expect(screen.getByRole('rowheader', { name: 'Status' }).nextElementSibling?.textContent).toMatch(
        /^On since Mar 4, 2030/,
      ),
    );
    expect(screen.getByRole('rowheader', { name: 'Recovery codes left' }).nextElementSibling?.textContent).toBe('10');
    expect(screen.queryByText(codes[0] ?? '')).toBeNull();
  });

  it('turns it off with the password', async () => {
    const user = userEvent.setup();
    let status: object = on;
    const { calls } = stubApi({
      'GET account/two-step': () => ({ body: status }),
      'POST account/two-step/disable': (body) => {
        if ((body as { password: string }).password !== 'Secret123') {
          return {
            status: 422,
            body: {
              succeeded: false,
              messages: [{ id: 'ERR_CURRENT_PASSWORD', text: 'The current password is incorrect', field: 'password' }],
            },
          };
        }
        status = off;
        return { body: { succeeded: true } };
      },
      'GET session': () => ({ body: sessionFixture() }),
    });
    renderSection();
    await user.click(await screen.findByRole('button', { name: 'Turn off' }));
    const popup = await screen.findByRole('dialog', { name: 'Turn off two-step verification' });
    await user.type(within(popup).getByLabelText(/^Password/), 'wrong{Enter}');
    expect(await within(popup).findByText('The current password is incorrect')).toBeTruthy();
    await user.clear(within(popup).getByLabelText(/^Password/));
    await user.type(within(popup).getByLabelText(/^Password/), 'Secret123{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.filter((c) => c.key === 'POST account/two-step/disable').at(-1)?.body).toEqual({
      password: 'Secret123',
    });
    expect(await screen.findByRole('button', { name: 'Turn on two-step verification' })).toBeTruthy();
  });

  it('asks an account without a password for a code to make new recovery codes', async () => {
    const user = userEvent.setup();
    const { calls } = stubApi({
      'GET account/two-step': () => ({ body: { ...on, hasPassword: false } }),
      'POST account/two-step/recovery-codes': () => ({ body: { succeeded: true, recoveryCodes: codes } }),
      'GET session': () => ({ body: sessionFixture() }),
    });
    renderSection();
    await user.click(await screen.findByRole('button', { name: 'New recovery codes' }));
    const popup = await screen.findByRole('dialog', { name: 'New recovery codes' });
    expect(within(popup).getByText('Enter a code from your authenticator app to confirm.')).toBeTruthy();
    await user.type(within(popup).getByRole('textbox', { name: /6-digit code/ }), '123456{Enter}');
    expect(await within(popup).findByRole('list', { name: 'Recovery codes' })).toBeTruthy();
    expect(calls.find((c) => c.key === 'POST account/two-step/recovery-codes')?.body).toEqual({ code: '123456' });
  });
});
