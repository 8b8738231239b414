import type { SessionResponse } from '@eos/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { queryKeys } from '../../../api/keys';
import { stubApi } from '../../../test/api-stub';
import { ids, sessionFixture } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/render';
import { stubCanvas, stubImageDecoding, userDetailsFixture } from '../testing';
import { AvatarCropPopup } from './AvatarCropPopup';

// A landscape picture: the first square shown is its centred 400 x 400.
const image = { src: 'data:image/png;base64,AAAA', width: 600, height: 400 };
const uploadKey = `PUT user/details/${ids.user}/avatar`;
const newUrl = `/api/v2/avatars/${ids.user}/0123456789abcdef0123456789abcdef.webp`;

let canvas: ReturnType<typeof stubCanvas>;
let restoreImages: () => void;
beforeEach(() => {
  canvas = stubCanvas();
  restoreImages = stubImageDecoding({ width: image.width, height: image.height });
});
afterEach(() => {
  canvas.restore();
  restoreImages();
});

function renderPopup(onClose = vi.fn()) {
  const rendered = renderWithProviders(
    <AvatarCropPopup user={userDetailsFixture()} image={image} onClose={onClose} />,
    { session: sessionFixture() },
  );
  return { ...rendered, onClose, dialog: screen.getByRole('dialog', { name: 'Crop Your Image' }) };
}

const zoomShown = () => Number(screen.getByRole('slider', { name: 'Zoom' }).getAttribute('aria-valuenow'));
/** The zoom the cropper applies to the picture it shows. */
const pictureScale = (dialog: HTMLElement) =>
  (dialog.querySelector('img.reactEasyCrop_Image') as HTMLImageElement).style.transform.match(/scale\(([\d.]+)\)/)?.[1];

describe('AvatarCropPopup', () => {
  it('zooms in and out in steps of 0.2 between 1 and 3, and Reset goes back to 1', async () => {
    const user = userEvent.setup();
    const { dialog } = renderPopup();
    const zoomIn = within(dialog).getByRole('button', { name: 'Zoom in' });
    const zoomOut = within(dialog).getByRole('button', { name: 'Zoom out' });
    expect(zoomShown()).toBe(1);
    expect(zoomOut.hasAttribute('disabled')).toBe(true);

    await user.click(zoomIn);
    await user.click(zoomIn);
    expect(zoomShown()).toBe(1.4);
    expect(pictureScale(dialog)).toBe('1.4');
    await user.click(zoomOut);
    expect(zoomShown()).toBe(1.2);

    for (let i = 0; i < 12; i++) if (!zoomIn.hasAttribute('disabled')) await user.click(zoomIn);
    expect(zoomShown()).toBe(3);
    expect(zoomIn.hasAttribute('disabled')).toBe(true);

    await user.click(within(dialog).getByRole('button', { name: 'Reset' }));
    expect(zoomShown()).toBe(1);
    expect(pictureScale(dialog)).toBe('1');
  });

  it('zooms from the keyboard on the slider, in the same steps', async () => {
    const user = userEvent.setup();
    renderPopup();
    const slider = screen.getByRole('slider', { name: 'Zoom' });
    for (let i = 0; i < 10 && document.activeElement !== slider; i++) await user.tab();
    await user.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}');
    expect(zoomShown()).toBe(1.6);
    await user.keyboard('{ArrowLeft}');
    expect(zoomShown()).toBe(1.4);
  });

  it('shows a round preview of the square that will be saved', () => {
    renderPopup();
    const preview = screen.getByTestId('avatar-crop-preview');
    expect(preview.style.borderRadius).toBe('50%');
    // The 400 px square from x = 100 fills the 88 px circle: the picture is shifted left by 100 * 88/400.
    const img = preview.querySelector('img') as HTMLImageElement;
    expect(img.style.left).toBe('-22px');
    expect(img.style.width).toBe('132px');
  });

  it('Save draws the square on a 512 px canvas, uploads its bytes, updates the faces and says so', async () => {
    const user = userEvent.setup();
    const { calls } = stubApi({ [uploadKey]: () => ({ body: { succeeded: true, avatarUrl: newUrl } }) });
    const { queryClient, onClose, dialog } = renderPopup();
    queryClient.setQueryData(queryKeys.userDetails(ids.user), userDetailsFixture());

    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(canvas.drawImage).toHaveBeenCalledWith(expect.any(HTMLImageElement), 100, 0, 400, 400, 0, 0, 512, 512);
    const sent = calls.find((c) => c.key === uploadKey)?.body;
    expect(sent).toBeInstanceOf(Blob);
    expect((sent as Blob).type).toBe('image/png');
    expect((sent as Blob).size).toBeGreaterThan(0);
    expect(await screen.findByText('Updated: Ada Owner')).toBeTruthy();
    // The top bar (session) and the profile (user details) show the new face without a reload.
    expect(queryClient.getQueryData<SessionResponse>(queryKeys.session)?.user?.avatarUrl).toBe(newUrl);
    expect(queryClient.getQueryData<{ avatarUrl: string }>(queryKeys.userDetails(ids.user))?.avatarUrl).toBe(newUrl);
  });

  it("shows the server's refusal in the popup and stays open", async () => {
    const user = userEvent.setup();
    stubApi({
      [uploadKey]: () => ({
        status: 422,
        body: {
          succeeded: false,
          messages: [{ id: 'ERR_AVATAR_TOO_LARGE_PIXELS', text: 'The image dimensions are too large.' }],
        },
      }),
    });
    const { onClose, dialog } = renderPopup();
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert.textContent).toBe("The image's dimensions are too large. Upload a picture of at most 40 megapixels.");
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.queryByText(/^Updated:/)).toBeNull();
  });

  it('Cancel closes without uploading', async () => {
    const user = userEvent.setup();
    const { calls } = stubApi({});
    const { onClose, dialog } = renderPopup();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalled();
    expect(calls).toEqual([]);
  });

  it('is usable from the keyboard: every control is reached with Tab', async () => {
    const user = userEvent.setup();
    const { dialog } = renderPopup();
    // Zoom out is only offered once there is something to zoom out of.
    await user.click(within(dialog).getByRole('button', { name: 'Zoom in' }));
    const reached = new Set<string>();
    for (let i = 0; i < 12; i++) {
      await user.tab();
      const focused = document.activeElement as HTMLElement;
      if (dialog.contains(focused)) reached.add(focused.getAttribute('aria-label') ?? focused.textContent ?? '');
    }
    expect([...reached]).toEqual(expect.arrayContaining(['Zoom out', 'Zoom', 'Zoom in', 'Reset', 'Cancel', 'Save']));
  });
});
