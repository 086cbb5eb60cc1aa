import { open } from 'node:fs/promises';

export type PhotoFormat = 'jpeg' | 'png';

const JPEG_SIGNATURE = Buffer.from([0xff, 0xd8, 0xff]);
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** What the first bytes say the data is: JPEG, PNG, or neither (whatever its name or declared type). */
function photoFormatOf(head: Buffer): PhotoFormat | undefined {
  if (head.subarray(0, JPEG_SIGNATURE.length).equals(JPEG_SIGNATURE)) return 'jpeg';
  if (head.subarray(0, PNG_SIGNATURE.length).equals(PNG_SIGNATURE)) return 'png';
  return undefined;
}

/** Reads the first bytes of a file and answers its photo format, if it is a JPEG or a PNG. */
export async function photoFormatOfFile(file: string): Promise<PhotoFormat | undefined> {
  const handle = await open(file, 'r');
  try {
    const { buffer, bytesRead } = await handle.read(Buffer.alloc(PNG_SIGNATURE.length), 0, PNG_SIGNATURE.length, 0);
    return photoFormatOf(buffer.subarray(0, bytesRead));
  } finally {
    await handle.close();
  }
}
