import { describe, expect, it } from 'vitest';
import { RegisterPropertyMutation } from '../public/mutations';
import { firstErrorText, hasErrorCode, multipartGraphqlBody, photoUploads } from './multipartGraphql';

describe('GraphQL multipart request body', () => {
  it('sends operations, then map, then the files by index, with nulls where the files go', async () => {
    const main = new Blob([new Uint8Array([0xff, 0xd8, 0xff])], { type: 'image/jpeg' });
    const other = new Blob([new Uint8Array([0x89, 0x50])], { type: 'image/png' });
    const body = multipartGraphqlBody(RegisterPropertyMutation, { input: { termsAccepted: true }, mainImage: null, otherImages: [null] }, [
      { variablePath: 'variables.mainImage', file: main, fileName: 'capa.jpg' },
      { variablePath: 'variables.otherImages.0', file: other, fileName: 'sala.png' },
    ]);
    expect([...body.keys()]).toEqual(['operations', 'map', '0', '1']);
    const operations = JSON.parse(body.get('operations') as string) as { query: string; operationName: string; variables: unknown };
    expect(operations.operationName).toBe('RegisterProperty');
    expect(operations.query).toContain('mutation RegisterProperty($input: PropertyRegistrationInput!, $mainImage: Upload');
    expect(operations.variables).toEqual({ input: { termsAccepted: true }, mainImage: null, otherImages: [null] });
    expect(JSON.parse(body.get('map') as string)).toEqual({ '0': ['variables.mainImage'], '1': ['variables.otherImages.0'] });
    const first = body.get('0');
    expect(first).toBeInstanceOf(File);
    expect((first as File).name).toBe('capa.jpg');
    expect(new Uint8Array(await (first as File).arrayBuffer())).toEqual(new Uint8Array([0xff, 0xd8, 0xff]));
  });

  it('lists the main photo first, then the others by index', () => {
    const main = new File(['a'], 'capa.jpg');
    const others = [new File(['b'], 'sala.png'), new File(['c'], 'quarto.jpg')];
    expect(photoUploads(main, others).map((upload) => [upload.variablePath, upload.fileName])).toEqual([
      ['variables.mainImage', 'capa.jpg'],
      ['variables.otherImages.0', 'sala.png'],
      ['variables.otherImages.1', 'quarto.jpg'],
    ]);
    expect(photoUploads(null, others.slice(0, 1)).map((upload) => upload.variablePath)).toEqual(['variables.otherImages.0']);
  });

  it("reads an answer's error codes and first text", () => {
    const answer = {
      status: 200,
      body: { data: null, errors: [{ message: ' ' }, { message: 'Sessão expirada.', extensions: { code: 'UNAUTHENTICATED' } }] },
    };
    expect(hasErrorCode(answer, 'UNAUTHENTICATED')).toBe(true);
    expect(hasErrorCode(answer, 'FORBIDDEN')).toBe(false);
    expect(firstErrorText(answer)).toBe('Sessão expirada.');
    expect(firstErrorText({ status: 0, body: null })).toBeNull();
  });
});
