import { AVATAR } from '@eos/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { stubApi } from '../../../test/api-stub';
import { ids, sessionFixture } from '../../../test/fixtures';
import { renderPage } from '../../../test/render';
import UserDetailModal from '../modals/UserDetailModal';
import { pictureFile, stubImageDecoding, userDetailsFixture } from '../testing';

const faceUrl = `/api/v2/avatars/${ids.user}/0123456789abcdef0123456789abcdef.webp`;
const detailsKey = `GET user/details/${ids.user}`;

let restoreImages = () => {};
afterEach(() => restoreImages());

function renderProfile(avatarUrl: string | null) {
  const face = { avatarUrl };
  const api = stubApi({
    [detailsKey]: () => ({ body: { succeeded: true, user: userDetailsFixture(face) } }),
    [`DELETE user/details/${ids.user}/avatar`]: () => {
      face.avatarUrl = null;
      return { body: { succeeded: true, avatarUrl: null } };
    },
  });
  renderPage(<UserDetailModal />, {
    path: '/user/detail/:id/:tab',
    url: `/user/detail/${ids.user}/profile`,
    session: sessionFixture(),
  });
  return api;
}

/** Chooses a file in the picker, as the browser's file dialog does. */
async function choose(file: File) {
  const input = (await screen.findByLabelText('Change picture', { selector: 'input' })) as HTMLInputElement;
  fireEvent.change(input, { target: { files: [file] } });
}

describe('ProfileTab: the picture', () => {
  it('offers Change picture for PNG, JPEG or WebP and says so', async () => {
    renderProfile(null);
    const input = (await screen.findByLabelText('Change picture', { selector: 'input' })) as HTMLInputElement;
    expect(input.accept).toBe('.png,.jpg,.jpeg,.webp,image/png,image/jpeg,image/webp');
    expect(screen.getByRole('button', { name: 'Change picture' }).getAttribute('aria-describedby')).toBeTruthy();
    expect(screen.getByText('PNG, JPEG or WebP, up to 5 MB.')).toBeTruthy();
    // No picture yet: nothing to remove.
    expect(screen.queryByRole('button', { name: 'Remove picture' })).toBeNull();
  });

  it('Remove picture goes back to initials', async () => {
    const user = userEvent.setup();
    const { calls } = renderProfile(faceUrl);
    await user.click(await screen.findByRole('button', { name: 'Remove picture' }));
    expect(await screen.findByText('Updated: Ada Owner')).toBeTruthy();
    expect(calls.some((c) => c.key === `DELETE user/details/${ids.user}/avatar`)).toBe(true);
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Remove picture' })).toBeNull());
  });

  it('refuses a file over 5 MB with a clear message, and opens nothing', async () => {
    renderProfile(null);
    restoreImages = stubImageDecoding({ width: 800, height: 800 });
    await choose(pictureFile(AVATAR.maxBytes + 1));
    expect((await screen.findByRole('alert')).textContent).toBe('The image is larger than 5 MB.');
    expect(screen.queryByRole('dialog', { name: 'Crop Your Image' })).toBeNull();
  });

  it('refuses a file the browser cannot decode (a renamed text file), and opens nothing', async () => {
    renderProfile(null);
    restoreImages = stubImageDecoding('broken');
    await choose(new File(['#!/bin/sh'], 'script.png', { type: 'image/png' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'This file cannot be opened as a picture. Upload a PNG, JPEG or WebP image.',
    );
    expect(screen.queryByRole('dialog', { name: 'Crop Your Image' })).toBeNull();
  });

  it('refuses a GIF before decoding it', async () => {
    renderProfile(null);
    restoreImages = stubImageDecoding({ width: 10, height: 10 });
    await choose(pictureFile(100, 'funny.gif', 'image/gif'));
    expect((await screen.findByRole('alert')).textContent).toBe('Upload a PNG, JPEG or WebP image.');
    expect(screen.queryByRole('dialog', { name: 'Crop Your Image' })).toBeNull();
  });

  it('opens the crop for a picture the browser can draw; Cancel leaves the face as it was', async () => {
    const user = userEvent.setup();
    renderProfile(null);
    restoreImages = stubImageDecoding({ width: 640, height: 480 });
    await choose(pictureFile(2048, 'me.jpg', 'image/jpeg'));
    const dialog = await screen.findByRole('dialog', { name: 'Crop Your Image' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Crop Your Image' })).toBeNull());
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
