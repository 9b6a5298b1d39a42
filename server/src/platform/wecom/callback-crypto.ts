import { createCipheriv, createDecipheriv, createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { WECOM_ENCODING_AES_KEY as ENCODING_AES_KEY } from '@onsite/contracts';

/** WeCom pads to 32-byte blocks (PKCS#7 with a block of 32, not AES's 16). */
const BLOCK = 32;

/** Why a callback was refused: each is a client's fault (a 4xx), never the server's. */
export type CallbackRefusal = 'missing parameters' | 'bad signature' | 'undecryptable' | 'wrong receiver';

export class CallbackRefused extends Error {
  constructor(readonly reason: CallbackRefusal) {
    super(`WeCom callback refused: ${reason}`);
  }
}

/** The query WeCom sends to verify a callback URL (GET), as strings. */
export interface UrlVerification {
  msg_signature: string;
  timestamp: string;
  nonce: string;
  echostr: string;
}

/**
 * WeCom's callback crypto (its documented protocol, the one WXBizMsgCrypt implements): msg_signature =
 * sha1 of the sorted [token, timestamp, nonce, encrypt] joined; the message is AES-256-CBC with key =
 * base64(EncodingAESKey + "="), iv = the key's first 16 bytes, PKCS#7 padding to 32-byte blocks; the plain
 * text is 16 random bytes, the message's length (4 bytes, big-endian), the message, and the receive id
 * (the corp id). Both directions: the receiver (our callback endpoint) and the sender (the local fake and
 * the sandbox, which sign as WeCom does).
 */
export class WecomCallbackCrypto {
  private readonly key: Buffer;

  constructor(
    private readonly token: string,
    encodingAesKey: string,
    private readonly receiveId: string,
  ) {
    if (!ENCODING_AES_KEY.test(encodingAesKey)) throw new Error('an EncodingAESKey is 43 letters and digits');
    this.key = Buffer.from(`${encodingAesKey}=`, 'base64');
  }

  signature(timestamp: string, nonce: string, encrypt: string): string {
    return createHash('sha1').update([this.token, timestamp, nonce, encrypt].sort().join('')).digest('hex');
  }

  /** The base64 cipher text of `message`; `random` (16 bytes) only for reproducing a known vector. */
  encrypt(message: string, random: Buffer = randomBytes(16)): string {
    const body = Buffer.from(message, 'utf8');
    const length = Buffer.alloc(4);
    length.writeUInt32BE(body.length);
    const plain = Buffer.concat([random, length, body, Buffer.from(this.receiveId, 'utf8')]);
    const pad = BLOCK - (plain.length % BLOCK);
    const cipher = createCipheriv('aes-256-cbc', this.key, this.key.subarray(0, 16));
    cipher.setAutoPadding(false);
    return Buffer.concat([
      cipher.update(Buffer.concat([plain, Buffer.alloc(pad, pad)])),
      cipher.final(),
    ]).toString('base64');
  }

  /** The message and the receive id it was encrypted for; CallbackRefused('undecryptable') when it is not ours. */
  decrypt(encrypt: string): { message: string; receiveId: string } {
    const data = Buffer.from(encrypt, 'base64');
    if (data.length === 0 || data.length % 16 !== 0) throw new CallbackRefused('undecryptable');
    let plain: Buffer;
    try {
      const decipher = createDecipheriv('aes-256-cbc', this.key, this.key.subarray(0, 16));
      decipher.setAutoPadding(false);
      plain = Buffer.concat([decipher.update(data), decipher.final()]);
    } catch {
      throw new CallbackRefused('undecryptable');
    }
    const pad = plain[plain.length - 1] ?? 0;
    if (pad < 1 || pad > BLOCK || pad > plain.length) throw new CallbackRefused('undecryptable');
    const unpadded = plain.subarray(0, plain.length - pad);
    if (unpadded.length < 20) throw new CallbackRefused('undecryptable');
    const length = unpadded.readUInt32BE(16);
    if (20 + length > unpadded.length) throw new CallbackRefused('undecryptable');
    return {
      message: unpadded.subarray(20, 20 + length).toString('utf8'),
      receiveId: unpadded.subarray(20 + length).toString('utf8'),
    };
  }

  /**
   * The answer to WeCom's URL verification: the signature checked (in constant time), echostr decrypted
   * and meant for this corp, its plain text returned. Anything else is refused with the reason.
   */
  verifyUrl(query: Partial<UrlVerification>): string {
    const { echostr, ...signed } = query;
    return this.openMessage({ ...signed, encrypt: echostr });
  }

  /**
   * A message WeCom posted (its `Encrypt`, or the URL verification's echostr): the signature checked in
   * constant time, the cipher text decrypted and meant for this corp; its plain text returned.
   */
  openMessage(input: {
    msg_signature?: string;
    timestamp?: string;
    nonce?: string;
    encrypt?: string;
  }): string {
    const { msg_signature: signature, timestamp, nonce, encrypt } = input;
    if (!signature || !timestamp || !nonce || !encrypt) throw new CallbackRefused('missing parameters');
    const expected = Buffer.from(this.signature(timestamp, nonce, encrypt));
    const given = Buffer.from(signature.toLowerCase());
    if (given.length !== expected.length || !timingSafeEqual(given, expected))
      throw new CallbackRefused('bad signature');
    const { message, receiveId } = this.decrypt(encrypt);
    if (receiveId !== this.receiveId) throw new CallbackRefused('wrong receiver');
    return message;
  }

  /** What WeCom sends to verify a URL that should answer `echo` (the sender's side: the fake, the sandbox). */
  urlVerification(echo: string, timestamp = String(Math.floor(Date.now() / 1000))): UrlVerification {
    const nonce = String(randomBytes(4).readUInt32BE());
    const echostr = this.encrypt(echo);
    return { msg_signature: this.signature(timestamp, nonce, echostr), timestamp, nonce, echostr };
  }
}
