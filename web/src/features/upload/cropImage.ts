import type { Area } from 'react-easy-crop';

/** Spec §9 cropper constants. */
export const CROPPER = {
  zoomStep: 0.1,
  moveStep: 10,
  rotateStep: 45,
  aspect: 1,
  previewWidth: 120,
  minZoom: 1,
  maxZoom: 3,
} as const;

/** The type the cropped image is saved as: the original's when a canvas can write it, else PNG (e.g. GIF). */
export function croppedType(type: string): 'image/png' | 'image/jpeg' | 'image/webp' {
  if (type === 'image/jpeg' || type === 'image/webp') return type;
  return 'image/png';
}

const EXTENSION = { 'image/png': 'png', 'image/jpeg': 'jpg', 'image/webp': 'webp' } as const;

/** The original name with the extension of the type the crop is saved as. */
export function croppedName(name: string, type: ReturnType<typeof croppedType>): string {
  const base = name.replace(/\.[^.]*$/, '') || 'image';
  return `${base}.${EXTENSION[type]}`;
}

export function loadImage(src: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve(image);
    image.onerror = () => reject(new Error('image could not be loaded'));
    image.src = src;
  });
}

/** The size of the box a width × height image needs once rotated by `degrees`. */
function rotatedSize(width: number, height: number, degrees: number) {
  const radians = (degrees * Math.PI) / 180;
  return {
    width: Math.abs(Math.cos(radians) * width) + Math.abs(Math.sin(radians) * height),
    height: Math.abs(Math.sin(radians) * width) + Math.abs(Math.cos(radians) * height),
  };
}

/**
 * Draws the rotated image on a canvas and copies out the area react-easy-crop reports (its pixels are in
 * the rotated image's frame), scaled to `outputWidth` when given (the preview).
 */
export function drawCrop(
  image: HTMLImageElement,
  area: Area,
  rotation: number,
  target: HTMLCanvasElement,
  outputWidth?: number,
): void {
  const bounds = rotatedSize(image.naturalWidth, image.naturalHeight, rotation);
  const stage = document.createElement('canvas');
  stage.width = Math.round(bounds.width);
  stage.height = Math.round(bounds.height);
  const stageContext = stage.getContext('2d');
  const context = target.getContext('2d');
  if (!stageContext || !context) throw new Error('canvas is not available');
  stageContext.translate(stage.width / 2, stage.height / 2);
  stageContext.rotate((rotation * Math.PI) / 180);
  stageContext.drawImage(image, -image.naturalWidth / 2, -image.naturalHeight / 2);

  const scale = outputWidth ? outputWidth / area.width : 1;
  target.width = Math.max(1, Math.round(area.width * scale));
  target.height = Math.max(1, Math.round(area.height * scale));
  context.drawImage(stage, area.x, area.y, area.width, area.height, 0, 0, target.width, target.height);
}

/** The crop as a file to upload, named like the original. */
export async function cropToFile(source: File, src: string, area: Area, rotation: number): Promise<File> {
  const image = await loadImage(src);
  const canvas = document.createElement('canvas');
  drawCrop(image, area, rotation, canvas);
  const type = croppedType(source.type);
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, type, 0.92));
  if (!blob) throw new Error('canvas gave no image');
  return new File([blob], croppedName(source.name, type), { type });
}
