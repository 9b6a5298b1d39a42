import { uploadApi } from '@onsite/contracts';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '#web/i18n';
import { fakeApi, uploadTokenFor } from './testConsole';
import { type StorageTransport, UploadError, uploadFiles } from './uploadFiles';

const png = (name: string, size = 4) => new File([new Uint8Array(size)], name, { type: 'image/png' });

/** A fake server handing out tokens (numbered, so a refetch is visible) and registering files. */
function server(options: { postAdd?: Response } = {}) {
  let issued = 0;
  return fakeApi('admin', (url, init) => {
    if (url.includes('/Upload/getToken')) {
      issued += 1;
      const name = new URL(url, 'http://x').searchParams.get('name') ?? '';
      return uploadTokenFor(name, {
        token: `token-${issued}`,
        fields: { key: name, token: `token-${issued}` },
      });
    }
    if (url.endsWith('/Upload/postAdd')) {
      if (options.postAdd) return options.postAdd;
      const body = JSON.parse(String(init?.body)) as { files: { name: string; url: string }[] };
      return body.files.map((file, index) => ({
        id: index + 1,
        name: file.name,
        url: file.url,
        src: `/storage/${file.url}`,
        size: 4,
        type: 'image/png',
        kind: 'image',
        acid: null,
        create_time: '2026-01-01T00:00:00Z',
      }));
    }
    throw new Error(`unexpected ${url}`);
  });
}

const answering = (...statuses: [number, string?][]) => {
  const sent: string[] = [];
  const transport: StorageTransport = vi.fn(async (token, _file, _name, onProgress) => {
    sent.push(token.token);
    onProgress(50);
    const [status, body = ''] = statuses.shift() ?? [204];
    return { status, body };
  });
  return { transport, sent };
};

describe('uploadFiles', () => {
  beforeAll(async () => {
    await changeLanguage('en');
  });

  it('uploads each file with its own token, reports progress and registers the success list', async () => {
    const { api, calls } = server();
    const { transport, sent } = answering([200], [204]);
    const progress: [number, number][] = [];
    const result = await uploadFiles(api, [png('a.png'), png('b.png', 6)], {
      kind: 'image',
      acid: 7,
      transport,
      onProgress: (index, percent) => progress.push([index, percent]),
    });

    expect(sent).toEqual(['token-1', 'token-2']);
    expect(calls[0].url).toBe(`${uploadApi.getToken.admin.path}?name=a.png&type=image&acid=7`);
    expect(progress).toEqual([
      [0, 50],
      [0, 100],
      [1, 50],
      [1, 100],
    ]);
    const register = calls.find((call) => call.url === uploadApi.postAdd.admin.path);
    expect(JSON.parse(String(register?.init?.body))).toEqual({
      acid: 7,
      files: [
        { name: 'a.png', url: 'platform/2026/01/01/a.png', size: 4, type: 'image/png' },
        { name: 'b.png', url: 'platform/2026/01/01/b.png', size: 6, type: 'image/png' },
      ],
    });
    expect(result.files.map((file) => file.src)).toEqual([
      '/storage/platform/2026/01/01/a.png',
      '/storage/platform/2026/01/01/b.png',
    ]);
    expect(result.registered).toHaveLength(2);
  });

  it('fetches a new token after a storage 401 and tries once more', async () => {
    const { api, calls } = server();
    const { transport, sent } = answering([401], [204]);
    const result = await uploadFiles(api, [png('a.png')], { transport });
    expect(sent).toEqual(['token-1', 'token-2']);
    expect(calls.filter((call) => call.url.includes('getToken'))).toHaveLength(2);
    expect(result.files).toHaveLength(1);
  });

  it('gives up with "upload failed" when the retry is refused too, registering nothing', async () => {
    const { api, calls } = server();
    const { transport, sent } = answering([401], [401]);
    await expect(uploadFiles(api, [png('a.png')], { transport })).rejects.toThrow('Upload failed');
    expect(sent).toHaveLength(2);
    expect(calls.some((call) => call.url.endsWith('postAdd'))).toBe(false);
  });

  it('says "file size must not exceed {size}M" on a storage 413, and on S3\'s EntityTooLarge', async () => {
    const local = server();
    await expect(
      uploadFiles(local.api, [png('a.png')], { transport: answering([413]).transport }),
    ).rejects.toThrow('File size must not exceed 5M');
    const s3 = server();
    const entityTooLarge = '<Error><Code>EntityTooLarge</Code></Error>';
    await expect(
      uploadFiles(s3.api, [png('a.png')], { transport: answering([400, entityTooLarge]).transport }),
    ).rejects.toThrow('File size must not exceed 5M');
  });

  it('says "upload error" when the connection fails', async () => {
    const { api } = server();
    await expect(uploadFiles(api, [png('a.png')], { transport: answering([0]).transport })).rejects.toThrow(
      'Upload error',
    );
  });

  it("rejects with the server's message when registration fails, so the success list is cleared", async () => {
    const refused = new Response(
      JSON.stringify({ code: 400, msg: 'a.png: the file is not a png image', data: null }),
      { status: 400, headers: { 'Content-Type': 'application/json' } },
    );
    const { api } = server({ postAdd: refused });
    const error = await uploadFiles(api, [png('a.png')], { transport: answering([204]).transport }).catch(
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(UploadError);
    expect((error as UploadError).message).toBe('a.png: the file is not a png image');
  });

  it("rejects with the server's message when no token is given", async () => {
    const { api } = fakeApi(
      'customer',
      () =>
        new Response(
          JSON.stringify({ code: 400, msg: 'name: the exe format is not supported', data: null }),
          {
            status: 400,
            headers: { 'Content-Type': 'application/json' },
          },
        ),
    );
    await expect(uploadFiles(api, [png('a.exe')], { transport: answering().transport })).rejects.toThrow(
      'name: the exe format is not supported',
    );
  });
});
