import type { UserDetails } from '@eos/domain';
import { vi } from 'vitest';
import { ids, me } from '../../test/fixtures';

/** The signed-in user's own details (GET user/details/{id}), as the session fixture's user. */
export function userDetailsFixture(overrides: Partial<UserDetails> = {}): UserDetails {
  return {
    userId: ids.user,
    email: me.email,
    firstName: me.firstName,
    lastName: me.lastName,
    avatarUrl: null,
    userLocale: 'en-US',
    timeZoneName: 'America/New_York',
    nameDisplayStyle: null,
    theme: 'default',
    hasPassword: true,
    identities: [],
    ...overrides,
  };
}

/** A picture file of `size` bytes (its content is never decoded: see stubImageDecoding). */
export function pictureFile(size = 1024, name = 'face.png', type = 'image/png'): File {
  return new File([new Uint8Array(size)], name, { type });
}

function override<T extends object>(target: T, key: string, descriptor: PropertyDescriptor): () => void {
  const previous = Object.getOwnPropertyDescriptor(target, key);
  Object.defineProperty(target, key, { configurable: true, ...descriptor });
  return () => (previous ? Object.defineProperty(target, key, previous) : Reflect.deleteProperty(target, key));
}

/**
 * jsdom decodes no images: every <img> decodes as a picture of this size, or fails to ('broken', as a
 * renamed text file does in a browser). Answers the function that puts jsdom back.
 */
export function stubImageDecoding(size: { width: number; height: number } | 'broken'): () => void {
  const proto = HTMLImageElement.prototype;
  const restores = [
    override(proto, 'decode', {
      value: () => (size === 'broken' ? Promise.reject(new Error('EncodingError')) : Promise.resolve()),
    }),
    override(proto, 'naturalWidth', { get: () => (size === 'broken' ? 0 : size.width) }),
    override(proto, 'naturalHeight', { get: () => (size === 'broken' ? 0 : size.height) }),
  ];
  return () => {
    for (const restore of restores) restore();
  };
}

/**
 * jsdom draws nothing: a canvas whose 2D context records drawImage and whose toBlob gives a small PNG.
 * Answers the recorded drawImage mock and the function that puts jsdom back.
 */
export function stubCanvas() {
  const drawImage = vi.fn();
  const proto = HTMLCanvasElement.prototype;
  const restores = [
    override(proto, 'getContext', { value: () => ({ drawImage, imageSmoothingQuality: 'low' }) }),
    override(proto, 'toBlob', {
      value(callback: BlobCallback, type?: string) {
        callback(new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], { type: type ?? 'image/png' }));
      },
    }),
  ];
  return {
    drawImage,
    restore: () => {
      for (const restore of restores) restore();
    },
  };
}
