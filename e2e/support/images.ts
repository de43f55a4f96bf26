import sharp from 'sharp';

/** A small PNG of one colour, as a file for `setInputFiles`. */
export async function pngFile(name: string, colour: string, width = 320, height = 200) {
  const buffer = await sharp({ create: { width, height, channels: 3, background: colour } })
    .png()
    .toBuffer();
  return { name, mimeType: 'image/png', buffer };
}
