import type { Area } from 'react-easy-crop';

/** The uploaded square's side: twice the stored 256 px, so the server's downscale stays sharp. */
export const CROP_OUTPUT_SIZE = 512;

function loadImage(src: string): Promise<HTMLImageElement> {
  const image = new Image();
  image.src = src;
  return image.decode().then(() => image);
}

/**
 * Draws the chosen square of the image (in the image's own pixels) onto a 512 px canvas and answers
 * it as a PNG: lossless, every browser encodes it, and at this size far below the 5 MB limit.
 */
export async function cropToBlob(src: string, area: Area, size = CROP_OUTPUT_SIZE): Promise<Blob> {
  const image = await loadImage(src);
  const canvas = document.createElement('canvas');
  canvas.width = size;
  canvas.height = size;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('canvas unavailable');
  context.imageSmoothingQuality = 'high';
  context.drawImage(image, area.x, area.y, area.width, area.height, 0, 0, size, size);
  return new Promise((resolve, reject) =>
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('canvas gave no image'))), 'image/png'),
  );
}
