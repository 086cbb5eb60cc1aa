/**
 * What the two kinds of upload cases (the API's forms, the gateway's GraphQL multipart) share: files under the
 * right or wrong field names, broken parts slipped in among the good ones, floods of parts, a body cut short.
 */
import fc from 'fast-check';
import { FILE_OVER_LIMIT, hostileFile, type FileContent } from '../values/files.js';
import { hostileString } from '../values/hostile-values.js';
import {
  brokenPart,
  filePart,
  fieldPart,
  hostilePartName,
  layout,
  multipartBody,
  multipartContentType,
  type MultipartPart,
} from '../values/multipart.js';

/** File names as a browser sends them, and as an attacker does. */
const uploadFileName: fc.Arbitrary<string> = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom('foto.jpg', 'FOTO.JPEG', 'casa.png', 'contrato.pdf', 'modelo.docx') },
  {
    weight: 2,
    arbitrary: fc.constantFrom(
      '../../../../etc/passwd',
      '..\\..\\x.jpg',
      'a\u0000.jpg',
      'a\u0001.jpg',
      '.jpg',
      '',
      'ção 🏠.jpg',
      'x'.repeat(1000) + '.jpg',
      'a".jpg',
      'con.jpg',
    ),
  },
  { weight: 1, arbitrary: hostileString.map((name) => name.replace(/[\r\n"]/g, '')) },
);

export interface DrawnFile {
  field: string;
  fileName: string;
  content: FileContent;
  type: string;
}

/** A file under one of `fields` mostly, under a hostile name sometimes. */
export function drawnFile(fields: readonly string[]): fc.Arbitrary<DrawnFile> {
  return fc.record({
    field: fc.oneof({ weight: 5, arbitrary: fc.constantFrom(...fields) }, { weight: 1, arbitrary: hostilePartName }),
    fileName: uploadFileName,
    content: hostileFile,
    type: fc.constantFrom(
      'image/jpeg',
      'image/png',
      'application/pdf',
      'application/octet-stream',
      'text/html',
      '',
      'image/jpeg; charset=ção',
    ),
  });
}

export function partOfFile(file: DrawnFile): MultipartPart {
  return filePart(file.field, file.fileName, file.content.bytes, file.type);
}

/** Something to add to a form's parts: nothing mostly; a broken part, a flood of parts, a huge field or a huge file. */
type PartsExtra = { note: string; parts: MultipartPart[] };

const partsExtra: fc.Arbitrary<PartsExtra> = fc.oneof(
  { weight: 60, arbitrary: fc.constant<PartsExtra>({ note: '', parts: [] }) },
  { weight: 24, arbitrary: brokenPart.map(({ note, ...part }): PartsExtra => ({ note, parts: [part] })) },
  {
    weight: 6,
    arbitrary: fc.constantFrom<PartsExtra>(
      {
        note: '25 files',
        parts: Array.from({ length: 25 }, (_, index) => filePart(`otherImages[${index}]`, `f${index}.jpg`, Buffer.from('x'))),
      },
      { note: '100 fields', parts: Array.from({ length: 100 }, (_, index) => fieldPart(`field${index}`, 'x')) },
      { note: 'field of 70 KB', parts: [fieldPart('description', 'd'.repeat(70_000))] },
      { note: 'field name of 300 characters', parts: [fieldPart('n'.repeat(300), 'x')] },
    ),
  },
  {
    weight: 1,
    arbitrary: fc.constant<PartsExtra>({ note: FILE_OVER_LIMIT.note, parts: [filePart('mainImage', 'grande.jpg', FILE_OVER_LIMIT.bytes)] }),
  },
);

/** A multipart body ready to send, with its Content-Type and where it is cut, if it is. */
export interface MultipartChoice {
  note: string;
  contentType: string;
  body: Buffer;
  cutBodyAt?: number;
}

/** How the finished body is sent: whole mostly; cut at some point; or under another content type. */
const sending = fc.oneof(
  { weight: 8, arbitrary: fc.constant<{ kind: 'whole' }>({ kind: 'whole' }) },
  { weight: 2, arbitrary: fc.double({ min: 0, max: 0.99, noNaN: true }).map((fraction) => ({ kind: 'cut' as const, fraction })) },
  {
    weight: 1,
    arbitrary: fc
      .constantFrom('application/json', 'text/plain', 'application/x-www-form-urlencoded', 'multipart/mixed; boundary=fuzzboundary7MA4YWxk')
      .map((type) => ({ kind: 'retyped' as const, type })),
  },
);

/** Puts `parts` together with a drawn layout, the extra parts at a drawn place, and a drawn way of sending. */
export function assembled(parts: fc.Arbitrary<{ note: string; parts: MultipartPart[] }>): fc.Arbitrary<MultipartChoice> {
  return fc
    .record({ form: parts, extra: partsExtra, place: fc.nat(), layout, sending })
    .map(({ form, extra, place, layout: drawnLayout, sending: how }) => {
      const all = [...form.parts];
      all.splice(all.length === 0 ? 0 : place % (all.length + 1), 0, ...extra.parts);
      const body = multipartBody(all, drawnLayout);
      const notes = [form.note, extra.note, drawnLayout.note];
      const choice: MultipartChoice = { note: '', contentType: multipartContentType(drawnLayout), body };
      if (how.kind === 'cut') {
        choice.cutBodyAt = Math.floor(body.length * how.fraction);
        notes.push(`cut at ${choice.cutBodyAt} of ${body.length} bytes`);
      } else if (how.kind === 'retyped') {
        choice.contentType = how.type;
        notes.push(`sent as ${how.type}`);
      }
      choice.note = notes.filter(Boolean).join(', ');
      return choice;
    });
}
