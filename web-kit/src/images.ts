/**
 * A picture from the owner's or the customer's device, fitted inside size×size on a white canvas (a transparent PNG
 * would otherwise turn black as a JPEG). Re-encoding it also drops a photo's location data.
 */
async function drawFitted(file: File, size: number, unreadable: string): Promise<HTMLCanvasElement> {
  const url = URL.createObjectURL(file);
  try {
    const image = await new Promise<HTMLImageElement>((resolve, reject) => {
      const img = new Image();
      img.onload = () => resolve(img);
      img.onerror = () => reject(new Error(unreadable));
      img.src = url;
    });
    const scale = Math.min(1, size / Math.max(image.naturalWidth, image.naturalHeight));
    const canvas = document.createElement('canvas');
    canvas.width = Math.max(1, Math.round(image.naturalWidth * scale));
    canvas.height = Math.max(1, Math.round(image.naturalHeight * scale));
    const context = canvas.getContext('2d');
    if (!context) throw new Error('This browser cannot resize pictures.');
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, canvas.width, canvas.height);
    context.drawImage(image, 0, 0, canvas.width, canvas.height);
    return canvas;
  } finally {
    URL.revokeObjectURL(url);
  }
}

/** The picture fitted inside size×size as a JPEG blob (for uploads). */
export async function compressImage(
  file: File,
  size: number,
  quality: number,
  unreadable = 'The image could not be read. Try another file.',
): Promise<Blob> {
  const canvas = await drawFitted(file, size, unreadable);
  return new Promise<Blob>((resolve, reject) =>
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('The image could not be compressed.'))), 'image/jpeg', quality),
  );
}

/** The picture fitted inside size×size as a JPEG data URL (to send inside a JSON body). */
export async function resizeToDataUrl(
  file: File,
  size: number,
  quality: number,
  unreadable = `"${file.name}" could not be read.`,
): Promise<string> {
  return (await drawFitted(file, size, unreadable)).toDataURL('image/jpeg', quality);
}
