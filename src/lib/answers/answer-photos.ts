/**
 * Photos of a handwritten answer, made small on the phone before they are kept or sent (issue 47):
 * decoded by the browser (`createImageBitmap`), drawn at most MAX_PHOTO_SIDE px on the longer side
 * on a canvas (an OffscreenCanvas where the browser has one) and saved as JPEG, the quality lowered
 * step by step until the file is within MAX_PHOTO_BYTES, the endpoint's limit
 * (scripts/enquiry-sheet/Code.gs MAX_PHOTO_BYTES). Drawing it again also drops the camera's
 * metadata (place, device) from the file. Browser only.
 */
import type { AnswerPhoto } from './answer-hand-over';
import { fitWithin } from './comments';

/** At most this many photos go with one answer (Code.gs MAX_PHOTOS). */
export const MAX_PHOTOS = 3;
/** The longer side of a photo sent, in px: a written page stays readable. */
export const MAX_PHOTO_SIDE = 1600;
/** The largest photo sent, in bytes (Code.gs MAX_PHOTO_BYTES). */
export const MAX_PHOTO_BYTES = 300 * 1024;
/** The JPEG qualities tried in turn, until the photo fits MAX_PHOTO_BYTES. */
export const QUALITY_STEPS = [0.85, 0.75, 0.65, 0.55, 0.45] as const;

/** The browser cannot decode the file as a picture (HEIC on Chromium, a PDF, a broken file). */
export class PhotoUnreadable extends Error {
  name = 'PhotoUnreadable';
}

/** At the lowest quality the photo is still over MAX_PHOTO_BYTES. */
export class PhotoTooLarge extends Error {
  name = 'PhotoTooLarge';
}

/** The size a photo is drawn at: within MAX_PHOTO_SIDE on its longer side, never enlarged. */
export const photoSize = (width: number, height: number) => fitWithin(width, height, MAX_PHOTO_SIDE);

/**
 * The first encoding, through QUALITY_STEPS, of at most `maxBytes`; throws PhotoTooLarge when even
 * the last is larger. `encode` makes the file at a quality.
 */
export async function encodeWithin(
  encode: (quality: number) => Promise<Blob>,
  maxBytes = MAX_PHOTO_BYTES,
): Promise<Blob> {
  for (const quality of QUALITY_STEPS) {
    const blob = await encode(quality);
    if (blob.size <= maxBytes) return blob;
  }
  throw new PhotoTooLarge(`Still over ${maxBytes} bytes at quality ${QUALITY_STEPS.at(-1)}`);
}

/** Of the files `picked` for an answer that has `have` photos: those it takes (up to MAX_PHOTOS in all), and whether some are left out. */
export function photosToAdd<T>(have: number, picked: readonly T[]): { take: T[]; leftOut: boolean } {
  const room = Math.max(0, MAX_PHOTOS - have);
  return { take: picked.slice(0, room), leftOut: picked.length > room };
}

const base64Of = (blob: Blob) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).slice(String(reader.result).indexOf(',') + 1));
    reader.onerror = () => reject(reader.error ?? new Error('The photo could not be read.'));
    reader.readAsDataURL(blob);
  });

/** A photo as the endpoint takes it; throws PhotoUnreadable or PhotoTooLarge. */
export async function compressPhoto(file: Blob): Promise<AnswerPhoto> {
  const bitmap = await createImageBitmap(file).catch(() => {
    throw new PhotoUnreadable('The browser cannot decode this file as a picture.');
  });
  const { width, height } = photoSize(bitmap.width, bitmap.height);
  const canvas =
    typeof OffscreenCanvas === 'function'
      ? new OffscreenCanvas(width, height)
      : Object.assign(document.createElement('canvas'), { width, height });
  const context = canvas.getContext('2d') as CanvasRenderingContext2D | OffscreenCanvasRenderingContext2D | null;
  if (!context) throw new PhotoUnreadable('No canvas to draw the photo on.');
  // On white: a transparent picture would turn black in a JPEG.
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, width, height);
  context.drawImage(bitmap, 0, 0, width, height);
  bitmap.close();
  const blob = await encodeWithin((quality) =>
    canvas instanceof HTMLCanvasElement
      ? new Promise<Blob>((resolve, reject) =>
          canvas.toBlob(
            (made) => (made ? resolve(made) : reject(new PhotoUnreadable('The canvas made no file.'))),
            'image/jpeg',
            quality,
          ),
        )
      : canvas.convertToBlob({ type: 'image/jpeg', quality }),
  );
  return { type: 'image/jpeg', data: await base64Of(blob) };
}
