import type { InjectOptions } from 'fastify';
import type { Db } from '#server/db/database.ts';

/** A real 1×1 PNG. */
export const PNG_1X1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/** A "picture" that is really a script. */
export const SCRIPT_AS_PNG = Buffer.from('<script>alert(document.cookie)</script>\n');

/** A multipart/form-data body (fields first, then the file as field `file`), as a browser sends it. */
export async function multipart(
  fields: Record<string, string>,
  file?: { name: string; type: string; content: Buffer },
): Promise<Pick<InjectOptions, 'payload' | 'headers'>> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  if (file) form.append('file', new Blob([new Uint8Array(file.content)], { type: file.type }), file.name);
  const response = new Response(form);
  return {
    payload: Buffer.from(await response.arrayBuffer()),
    headers: { 'content-type': response.headers.get('content-type') as string, 'accept-language': 'en' },
  };
}

/** A file row as postAdd registers it for an agent team (an image unless told), answering its key. */
export async function registeredAgentFile(
  db: Db,
  agentId: number,
  key: string,
  kind: 'image' | 'audio' = 'image',
): Promise<string> {
  await db
    .insertInto('files')
    .values({
      agent_id: agentId,
      customer_id: null,
      uploader_audience: 'agent',
      uploader_id: 1,
      activity_id: null,
      kind,
      name: kind === 'image' ? 'picture.png' : 'sound.mp3',
      storage_key: key,
      size: 100,
      mime: kind === 'image' ? 'image/png' : 'audio/mpeg',
    })
    .execute();
  return key;
}
